CREATE TABLE "model_call_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"input_tokens" integer DEFAULT 0 NOT NULL,
	"output_tokens" integer DEFAULT 0 NOT NULL,
	"latency_ms" integer NOT NULL,
	"outcome" text NOT NULL,
	"kind" text,
	"job_id" text,
	"user_id" text,
	"items" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_ratings" (
	"key" text PRIMARY KEY NOT NULL,
	"model" text NOT NULL,
	"rating" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "research_jobs" ADD COLUMN "credit_limit" integer;--> statement-breakpoint
ALTER TABLE "research_websites" ADD COLUMN "reused_from" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "model_call_log_job_idx" ON "model_call_log" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "model_call_log_created_idx" ON "model_call_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "research_ratings_created_idx" ON "research_ratings" USING btree ("created_at");