-- Custom SQL migration file, put your code below! --
-- upload_rows has no foreign key to uploads any more (0014, ADR 0027): PostgreSQL checked it row by row
-- during COPY, which cost more than writing the rows. An upload's rows still go with it, whoever removes
-- it (the user, the user's deletion cascading from users, the sweep of abandoned uploads): one statement
-- trigger deletes the rows of every upload the statement removed.
CREATE OR REPLACE FUNCTION upload_rows_removed_with_upload() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM upload_rows r USING removed_uploads u WHERE r.upload_id = u.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER upload_rows_removed_with_upload AFTER DELETE ON "uploads"
  REFERENCING OLD TABLE AS removed_uploads
  FOR EACH STATEMENT EXECUTE FUNCTION upload_rows_removed_with_upload();
