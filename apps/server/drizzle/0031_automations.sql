CREATE TABLE "automation_pushes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"automation_id" uuid NOT NULL,
	"columns" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"row_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"automation_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"job_kind" text,
	"job_id" text,
	"new_rows" integer DEFAULT 0 NOT NULL,
	"seen_rows" integer DEFAULT 0 NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "automation_seen_rows" (
	"automation_id" uuid NOT NULL,
	"criteria_hash" text NOT NULL,
	"row_hash" text NOT NULL,
	"run_id" uuid NOT NULL,
	CONSTRAINT "automation_seen_rows_automation_id_criteria_hash_row_hash_pk" PRIMARY KEY("automation_id","criteria_hash","row_hash")
);
--> statement-breakpoint
CREATE TABLE "automations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"template_id" uuid,
	"research" jsonb,
	"source_type" text NOT NULL,
	"source_url" text,
	"source_filter_id" text,
	"push_key_hash" text,
	"push_key_last_four" text,
	"cron" text,
	"debounce_seconds" integer DEFAULT 10 NOT NULL,
	"batch_rows" integer,
	"credit_limit" integer,
	"revisit_after_days" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"paused_reason" text,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"source_etag" text,
	"source_last_modified" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "filter_jobs" ADD COLUMN "automation_id" uuid;--> statement-breakpoint
ALTER TABLE "filter_jobs" ADD COLUMN "free_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "research_jobs" ADD COLUMN "automation_id" uuid;--> statement-breakpoint
ALTER TABLE "automation_pushes" ADD CONSTRAINT "automation_pushes_automation_id_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_automation_id_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_seen_rows" ADD CONSTRAINT "automation_seen_rows_automation_id_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_seen_rows" ADD CONSTRAINT "automation_seen_rows_run_id_automation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."automation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automations" ADD CONSTRAINT "automations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automation_pushes_automation_idx" ON "automation_pushes" USING btree ("automation_id","id");--> statement-breakpoint
CREATE INDEX "automation_runs_automation_idx" ON "automation_runs" USING btree ("automation_id","created_at");--> statement-breakpoint
CREATE INDEX "automation_seen_rows_run_idx" ON "automation_seen_rows" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "automations_user_idx" ON "automations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "automations_push_key_idx" ON "automations" USING btree ("push_key_hash");