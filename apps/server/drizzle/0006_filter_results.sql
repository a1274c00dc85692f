CREATE TABLE "filter_results" (
	"filter_id" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"total_rows" integer NOT NULL,
	"qualified" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "filter_jobs" ADD COLUMN "results_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "filter_results" ADD CONSTRAINT "filter_results_filter_id_filter_jobs_id_fk" FOREIGN KEY ("filter_id") REFERENCES "public"."filter_jobs"("id") ON DELETE cascade ON UPDATE no action;