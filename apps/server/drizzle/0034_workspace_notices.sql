-- Workspaces (ADR 0067), after 0033: a notice names the workspace it is about, the plan tier has one home (the
-- workspace), and the overrides made before workspaces existed name the one person who could make them.
-- (0033's snapshot was a copy of 0032's; this migration's snapshot is the schema as it is.)
ALTER TABLE "notifications" ADD COLUMN "workspace_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Notices about a job or a credit pool were all about the user's own (now personal) workspace.
UPDATE "notifications" n SET "workspace_id" = n."user_id"
WHERE n."kind" IN ('job_finished', 'job_failed', 'job_paused_credits', 'credits_low', 'automation_failed')
  AND EXISTS (SELECT 1 FROM "workspaces" w WHERE w."id" = n."user_id");--> statement-breakpoint
-- Before workspaces only a job's owner could override its decisions.
UPDATE "filter_decisions" d SET "overridden_by" = j."user_id"
FROM "filter_jobs" j
WHERE d."filter_id" = j."id" AND d."override" IS NOT NULL AND d."overridden_by" IS NULL;--> statement-breakpoint
-- 0032 copied every profile's tier to its personal workspace; the workspace's is the one that counts now.
UPDATE "workspaces" w SET "tier" = p."tier" FROM "profiles" p WHERE w."id" = p."id" AND w."personal" AND w."tier" <> p."tier";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "tier";
