ALTER TABLE "tiers" ADD COLUMN "storage_quota_mb" integer DEFAULT 1024 NOT NULL;--> statement-breakpoint
ALTER TABLE "tiers" ADD CONSTRAINT "tiers_storage_quota_mb_check" CHECK ("tiers"."storage_quota_mb" >= -1);--> statement-breakpoint
-- Stored uploads per user by plan, in MB (-1 = unlimited): 1 GB for beta_tester and any other tier
-- (the column default), 10 GB for agency_user, unlimited for internal.
UPDATE "tiers" SET "storage_quota_mb" = 10240 WHERE "name" = 'agency_user' AND "storage_quota_mb" = 1024;--> statement-breakpoint
UPDATE "tiers" SET "storage_quota_mb" = -1 WHERE "name" = 'internal' AND "storage_quota_mb" = 1024;
