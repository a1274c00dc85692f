CREATE TABLE "upload_rows" (
	"upload_id" uuid NOT NULL,
	"row_index" integer NOT NULL,
	"cells" text[] NOT NULL,
	CONSTRAINT "upload_rows_upload_id_row_index_pk" PRIMARY KEY("upload_id","row_index")
);
--> statement-breakpoint
CREATE TABLE "upload_values" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"upload_id" uuid NOT NULL,
	"column_index" integer NOT NULL,
	"value" text NOT NULL,
	"frequency" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"status" text DEFAULT 'ingesting' NOT NULL,
	"original_name" text NOT NULL,
	"file_key" text NOT NULL,
	"format" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"column_count" integer DEFAULT 0 NOT NULL,
	"columns" jsonb NOT NULL,
	"values_ready" integer[] DEFAULT '{}'::int[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload_rows" ADD CONSTRAINT "upload_rows_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_values" ADD CONSTRAINT "upload_values_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "upload_values_value_uq" ON "upload_values" USING btree ("upload_id","column_index",md5("value"));--> statement-breakpoint
CREATE INDEX "upload_values_frequency_idx" ON "upload_values" USING btree ("upload_id","column_index","frequency" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "uploads_user_created_idx" ON "uploads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_status_created_idx" ON "uploads" USING btree ("status","created_at");