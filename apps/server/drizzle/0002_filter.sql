CREATE TABLE "decision_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"decision" text NOT NULL,
	"reason" text NOT NULL,
	"confidence" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filter_decisions" (
	"filter_id" text NOT NULL,
	"column_index" integer NOT NULL,
	"value_hash" text NOT NULL,
	"value" text NOT NULL,
	"frequency" integer NOT NULL,
	"chunk_no" integer NOT NULL,
	"decision" text,
	"reason" text,
	"confidence" real,
	"source" text,
	"override" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "filter_decisions_filter_id_column_index_value_hash_pk" PRIMARY KEY("filter_id","column_index","value_hash")
);
--> statement-breakpoint
CREATE TABLE "filter_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"upload_id" text NOT NULL,
	"job_name" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"logic_mode" text DEFAULT 'AND' NOT NULL,
	"selected_columns" jsonb NOT NULL,
	"column_indexes" jsonb NOT NULL,
	"column_config" jsonb NOT NULL,
	"reasoning_text" text DEFAULT '' NOT NULL,
	"model" text NOT NULL,
	"temperature" real DEFAULT 0.7 NOT NULL,
	"chunk_size" integer DEFAULT 300 NOT NULL,
	"row_count" integer NOT NULL,
	"credits_charged" integer DEFAULT 0 NOT NULL,
	"total_values" integer DEFAULT 0 NOT NULL,
	"decided_values" integer DEFAULT 0 NOT NULL,
	"model_calls" integer DEFAULT 0 NOT NULL,
	"stats" jsonb,
	"message" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"unlimited" boolean DEFAULT false NOT NULL,
	"monthly_remaining" integer NOT NULL,
	"bonus_credits" integer DEFAULT 0 NOT NULL,
	"used_this_month" integer DEFAULT 0 NOT NULL,
	"month_reset_date" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_accounts_monthly_remaining_check" CHECK ("credit_accounts"."monthly_remaining" >= 0),
	CONSTRAINT "credit_accounts_bonus_credits_check" CHECK ("credit_accounts"."bonus_credits" >= 0),
	CONSTRAINT "credit_accounts_used_this_month_check" CHECK ("credit_accounts"."used_this_month" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"delta" integer NOT NULL,
	"bonus_delta" integer DEFAULT 0 NOT NULL,
	"used_delta" integer DEFAULT 0 NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"job_ref" text,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_kind_check" CHECK ("credit_ledger"."kind" in ('grant', 'charge', 'refund', 'reset', 'tier_change'))
);
--> statement-breakpoint
CREATE TABLE "tiers" (
	"name" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"credits_per_month" integer NOT NULL,
	"max_websites_per_job" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tiers_credits_per_month_check" CHECK ("tiers"."credits_per_month" >= -1),
	CONSTRAINT "tiers_max_websites_per_job_check" CHECK ("tiers"."max_websites_per_job" >= -1)
);
--> statement-breakpoint
ALTER TABLE "filter_decisions" ADD CONSTRAINT "filter_decisions_filter_id_filter_jobs_id_fk" FOREIGN KEY ("filter_id") REFERENCES "public"."filter_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filter_jobs" ADD CONSTRAINT "filter_jobs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "filter_decisions_chunk_idx" ON "filter_decisions" USING btree ("filter_id","column_index","chunk_no");--> statement-breakpoint
CREATE INDEX "filter_jobs_user_created_idx" ON "filter_jobs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_accounts_month_reset_date_idx" ON "credit_accounts" USING btree ("month_reset_date");--> statement-breakpoint
CREATE INDEX "credit_ledger_user_idx" ON "credit_ledger" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "credit_ledger_user_job_idx" ON "credit_ledger" USING btree ("user_id","job_ref") WHERE "credit_ledger"."job_ref" is not null;