CREATE TABLE "model_budget" (
	"id" integer PRIMARY KEY NOT NULL,
	"budget_usd" double precision,
	"budget_tokens" bigint,
	"saved_at" timestamp with time zone,
	"saved_by" text,
	"notified_month" date
);
--> statement-breakpoint
CREATE TABLE "model_spend_month" (
	"month" date NOT NULL,
	"model" text NOT NULL,
	"input_tokens" bigint DEFAULT 0 NOT NULL,
	"output_tokens" bigint DEFAULT 0 NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "model_spend_month_month_model_pk" PRIMARY KEY("month","model")
);
--> statement-breakpoint
ALTER TABLE "admin_audit" DROP CONSTRAINT "admin_audit_action_check";--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_action_check" CHECK ("admin_audit"."action" in ('grant_credits', 'change_tier', 'create_user', 'delete_user', 'change_role', 'disable_user', 'enable_user', 'sign_out_everywhere', 'invite_user', 'resend_invitation', 'copy_invitation_link', 'revoke_invitation', 'send_password_reset', 'copy_reset_link', 'create_api_key', 'revoke_api_key', 'change_model_budget'));--> statement-breakpoint
-- The months already in the log (ADR 0042): the budget counts the calls made before this migration too.
INSERT INTO "model_spend_month" ("month", "model", "input_tokens", "output_tokens", "calls")
SELECT date_trunc('month', "created_at" AT TIME ZONE 'UTC')::date, "model", sum("input_tokens"), sum("output_tokens"), count(*)
FROM "model_call_log" GROUP BY 1, 2;
