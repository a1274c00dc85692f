-- Workspaces (ADR 0067): what a user made belongs to a workspace. Every row moves to its maker's personal workspace
-- (id = the user's id, made by 0032); user_id stays as who made it and no longer deletes the row with the user.
-- Indexes that led with user_id now lead with workspace_id, so scoped reads stay index scans.
ALTER TABLE "uploads" ADD COLUMN "workspace_id" text;--> statement-breakpoint
UPDATE "uploads" SET "workspace_id" = "user_id";--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" DROP CONSTRAINT "uploads_user_id_user_id_fk";--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "uploads_user_created_idx";--> statement-breakpoint
CREATE INDEX "uploads_workspace_created_idx" ON "uploads" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "upload_reservations" ADD COLUMN "workspace_id" text;--> statement-breakpoint
UPDATE "upload_reservations" SET "workspace_id" = "user_id";--> statement-breakpoint
ALTER TABLE "upload_reservations" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_reservations" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_reservations" DROP CONSTRAINT "upload_reservations_user_id_user_id_fk";--> statement-breakpoint
ALTER TABLE "upload_reservations" ADD CONSTRAINT "upload_reservations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_reservations" ADD CONSTRAINT "upload_reservations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "upload_reservations_user_idx";--> statement-breakpoint
CREATE INDEX "upload_reservations_workspace_idx" ON "upload_reservations" USING btree ("workspace_id","expires_at");--> statement-breakpoint
CREATE INDEX "upload_reservations_user_idx" ON "upload_reservations" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "filter_jobs" ADD COLUMN "workspace_id" text;--> statement-breakpoint
UPDATE "filter_jobs" SET "workspace_id" = "user_id";--> statement-breakpoint
ALTER TABLE "filter_jobs" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "filter_jobs" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "filter_jobs" DROP CONSTRAINT "filter_jobs_user_id_user_id_fk";--> statement-breakpoint
ALTER TABLE "filter_jobs" ADD CONSTRAINT "filter_jobs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filter_jobs" ADD CONSTRAINT "filter_jobs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "filter_jobs_user_created_idx";--> statement-breakpoint
CREATE INDEX "filter_jobs_workspace_created_idx" ON "filter_jobs" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "filter_jobs_user_idx" ON "filter_jobs" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "research_jobs" ADD COLUMN "workspace_id" text;--> statement-breakpoint
UPDATE "research_jobs" SET "workspace_id" = "user_id";--> statement-breakpoint
ALTER TABLE "research_jobs" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "research_jobs" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "research_jobs" DROP CONSTRAINT "research_jobs_user_id_user_id_fk";--> statement-breakpoint
ALTER TABLE "research_jobs" ADD CONSTRAINT "research_jobs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_jobs" ADD CONSTRAINT "research_jobs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "research_jobs_user_created_idx";--> statement-breakpoint
CREATE INDEX "research_jobs_workspace_created_idx" ON "research_jobs" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "research_jobs_user_idx" ON "research_jobs" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "saved_filters" ADD COLUMN "workspace_id" text;--> statement-breakpoint
UPDATE "saved_filters" SET "workspace_id" = "user_id";--> statement-breakpoint
ALTER TABLE "saved_filters" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_filters" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_filters" DROP CONSTRAINT "saved_filters_user_id_user_id_fk";--> statement-breakpoint
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "saved_filters_user_idx";--> statement-breakpoint
CREATE INDEX "saved_filters_workspace_idx" ON "saved_filters" USING btree ("workspace_id","is_favorite","created_at");--> statement-breakpoint
CREATE INDEX "saved_filters_user_idx" ON "saved_filters" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "automations" ADD COLUMN "workspace_id" text;--> statement-breakpoint
UPDATE "automations" SET "workspace_id" = "user_id";--> statement-breakpoint
ALTER TABLE "automations" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "automations" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "automations" DROP CONSTRAINT "automations_user_id_user_id_fk";--> statement-breakpoint
ALTER TABLE "automations" ADD CONSTRAINT "automations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automations" ADD CONSTRAINT "automations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "automations_user_idx";--> statement-breakpoint
CREATE INDEX "automations_workspace_idx" ON "automations" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "automations_user_idx" ON "automations" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "workspace_id" text;--> statement-breakpoint
UPDATE "webhook_endpoints" SET "workspace_id" = "user_id";--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "webhook_endpoints_user_id_user_id_fk";--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "webhook_endpoints_user_idx";--> statement-breakpoint
CREATE INDEX "webhook_endpoints_workspace_idx" ON "webhook_endpoints" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_user_idx" ON "webhook_endpoints" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "workspace_id" text;--> statement-breakpoint
UPDATE "api_keys" SET "workspace_id" = "user_id";--> statement-breakpoint
ALTER TABLE "api_keys" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" DROP CONSTRAINT "api_keys_user_id_user_id_fk";--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "api_keys_user_idx";--> statement-breakpoint
CREATE INDEX "api_keys_workspace_idx" ON "api_keys" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "api_keys_user_idx" ON "api_keys" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "export_links" ADD COLUMN "workspace_id" text;--> statement-breakpoint
UPDATE "export_links" SET "workspace_id" = "user_id";--> statement-breakpoint
ALTER TABLE "export_links" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "export_links" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "export_links" DROP CONSTRAINT "export_links_user_id_user_id_fk";--> statement-breakpoint
ALTER TABLE "export_links" ADD CONSTRAINT "export_links_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_links" ADD CONSTRAINT "export_links_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_links_workspace_idx" ON "export_links" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "export_links_user_idx" ON "export_links" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "credit_accounts" DROP CONSTRAINT "credit_accounts_user_id_user_id_fk";--> statement-breakpoint
ALTER TABLE "credit_accounts" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The ledger: the pool is the workspace; user_id keeps the member whose work a charge or refund was for.
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_user_id_user_id_fk";--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "workspace_id" text;--> statement-breakpoint
ALTER TABLE "credit_ledger" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
UPDATE "credit_ledger" SET "workspace_id" = "user_id", "user_id" = CASE WHEN "kind" IN ('charge', 'refund') THEN "user_id" END;--> statement-breakpoint
ALTER TABLE "credit_ledger" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "credit_ledger_user_idx";--> statement-breakpoint
DROP INDEX "credit_ledger_user_job_idx";--> statement-breakpoint
CREATE INDEX "credit_ledger_workspace_idx" ON "credit_ledger" USING btree ("workspace_id","id");--> statement-breakpoint
CREATE INDEX "credit_ledger_member_idx" ON "credit_ledger" USING btree ("workspace_id","user_id","created_at") WHERE "credit_ledger"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "credit_ledger_workspace_job_idx" ON "credit_ledger" USING btree ("workspace_id","job_ref") WHERE "credit_ledger"."job_ref" is not null;
