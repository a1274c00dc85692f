ALTER TABLE "upload_rows" DROP CONSTRAINT "upload_rows_upload_id_uploads_id_fk";
