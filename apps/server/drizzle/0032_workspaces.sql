CREATE TABLE "workspace_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "workspace_invitations_role_check" CHECK (role in ('admin', 'member', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "workspace_members" (
	"workspace_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"monthly_credit_limit" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_members_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id"),
	CONSTRAINT "workspace_members_role_check" CHECK (role in ('owner', 'admin', 'member', 'viewer')),
	CONSTRAINT "workspace_members_limit_check" CHECK ("workspace_members"."monthly_credit_limit" is null or "workspace_members"."monthly_credit_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"personal" boolean DEFAULT false NOT NULL,
	"tier" text NOT NULL,
	"members_manage_all_jobs" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_audit" DROP CONSTRAINT "admin_audit_action_check";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "last_workspace_id" text;--> statement-breakpoint
ALTER TABLE "filter_decisions" ADD COLUMN "overridden_by" text;--> statement-breakpoint
ALTER TABLE "filter_decisions" ADD COLUMN "overridden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD COLUMN "workspace_id" text;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_accepted_by_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_tier_tiers_name_fk" FOREIGN KEY ("tier") REFERENCES "public"."tiers"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_invitations_token_hash_idx" ON "workspace_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "workspace_invitations_workspace_idx" ON "workspace_invitations" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "workspace_members_user_idx" ON "workspace_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "admin_audit_workspace_idx" ON "admin_audit" USING btree ("workspace_id","id") WHERE "admin_audit"."workspace_id" is not null;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_action_check" CHECK ("admin_audit"."action" in ('grant_credits', 'change_tier', 'create_user', 'delete_user', 'change_role', 'disable_user', 'enable_user', 'sign_out_everywhere', 'invite_user', 'resend_invitation', 'copy_invitation_link', 'revoke_invitation', 'send_password_reset', 'copy_reset_link', 'create_api_key', 'revoke_api_key', 'change_model_budget', 'revoke_api_keys', 'oauth_register', 'oauth_consent', 'oauth_disconnect', 'export_demo_requests', 'workspace_create', 'workspace_delete', 'workspace_rename', 'workspace_invite', 'workspace_invite_revoke', 'member_join', 'member_remove', 'member_role', 'member_limit', 'ownership_transfer', 'workspace_tier'));--> statement-breakpoint
-- Every existing user gets a personal workspace whose id is the user's id, owned by them, on the tier of their profile.
INSERT INTO "workspaces" ("id", "name", "personal", "tier", "created_at")
SELECT u."id", 'Personal', true, coalesce(p."tier", 'beta_tester'), u."created_at"
FROM "user" u LEFT JOIN "profiles" p ON p."id" = u."id"
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
INSERT INTO "workspace_members" ("workspace_id", "user_id", "role", "created_at")
SELECT u."id", u."id", 'owner', u."created_at" FROM "user" u
ON CONFLICT DO NOTHING;
