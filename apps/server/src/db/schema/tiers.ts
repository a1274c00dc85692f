import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** docs/product.md#roles: plan tiers, editable by operators (`npm run tiers`). -1 = unlimited. Seeded by migration. */
export const tiers = pgTable(
  'tiers',
  {
    name: text('name').primaryKey(),
    displayName: text('display_name').notNull(),
    creditsPerMonth: integer('credits_per_month').notNull(),
    maxWebsitesPerJob: integer('max_websites_per_job').notNull(),
    /** Stored uploads per user, in MB (-1 = unlimited); `UPLOAD_QUOTA_MB` overrides it for every tier (ADR 0033). */
    storageQuotaMb: integer('storage_quota_mb').notNull().default(1024),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tiers_credits_per_month_check', sql`${t.creditsPerMonth} >= -1`),
    check('tiers_max_websites_per_job_check', sql`${t.maxWebsitesPerJob} >= -1`),
    check('tiers_storage_quota_mb_check', sql`${t.storageQuotaMb} >= -1`),
  ],
);
export type TierRow = typeof tiers.$inferSelect;
