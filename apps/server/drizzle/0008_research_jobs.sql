CREATE TABLE "research_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"instructions" text NOT NULL,
	"enable_web_search" boolean DEFAULT false NOT NULL,
	"web_search_instructions" text,
	"configuration" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"model" text NOT NULL,
	"source_type" text NOT NULL,
	"upload_id" text NOT NULL,
	"source_filter_id" text,
	"column_name" text NOT NULL,
	"column_index" integer NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"paused_for" text,
	"credits_per_website" integer DEFAULT 1 NOT NULL,
	"total_rows" integer NOT NULL,
	"total_websites" integer NOT NULL,
	"invalid_rows" integer DEFAULT 0 NOT NULL,
	"duplicate_rows" integer DEFAULT 0 NOT NULL,
	"processed_websites" integer DEFAULT 0 NOT NULL,
	"kept_count" integer DEFAULT 0 NOT NULL,
	"avg_relevance_score" real,
	"offline" boolean DEFAULT false NOT NULL,
	"message" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_rows" (
	"job_id" text NOT NULL,
	"row_index" integer NOT NULL,
	"site_no" integer NOT NULL,
	CONSTRAINT "research_rows_job_id_row_index_pk" PRIMARY KEY("job_id","row_index")
);
--> statement-breakpoint
CREATE TABLE "research_websites" (
	"job_id" text NOT NULL,
	"site_no" integer NOT NULL,
	"key" text NOT NULL,
	"url" text NOT NULL,
	"host" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"credits_charged" integer DEFAULT 0 NOT NULL,
	"decision" text,
	"quality_ranking" text,
	"bonus_score" integer,
	"relevance_score" real,
	"reasoning" text,
	"criteria" jsonb,
	"pages_visited" jsonb,
	"little_content" boolean,
	"offline" boolean,
	"page_requests" integer,
	"error" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "research_websites_job_id_site_no_pk" PRIMARY KEY("job_id","site_no")
);
--> statement-breakpoint
ALTER TABLE "research_jobs" ADD CONSTRAINT "research_jobs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_rows" ADD CONSTRAINT "research_rows_job_id_research_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."research_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_websites" ADD CONSTRAINT "research_websites_job_id_research_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."research_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "research_jobs_user_created_idx" ON "research_jobs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "research_rows_site_idx" ON "research_rows" USING btree ("job_id","site_no");--> statement-breakpoint
CREATE INDEX "research_websites_key_idx" ON "research_websites" USING btree ("job_id","key");--> statement-breakpoint
CREATE INDEX "research_websites_status_idx" ON "research_websites" USING btree ("job_id","status");