ALTER TABLE "filter_jobs" ADD COLUMN "credit_limit" integer;--> statement-breakpoint
ALTER TABLE "filter_jobs" ADD COLUMN "paused_for" text;