import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { workspaces } from './workspaces.ts';

/**
 * One row per workspace (its shared pool), created lazily from the workspace's tier on the first read or charge.
 * `unlimited` is a snapshot of the tier, taken when the account is opened, at each monthly reset and
 * at a tier change, so a charge decides on this row alone (one locked row, no join). An unlimited
 * account keeps `monthly_remaining` at 0; its bonus credits are kept for a later limited tier.
 */
export const creditAccounts = pgTable(
  'credit_accounts',
  {
    workspaceId: text('workspace_id')
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    unlimited: boolean('unlimited').notNull().default(false),
    monthlyRemaining: integer('monthly_remaining').notNull(),
    bonusCredits: integer('bonus_credits').notNull().default(0),
    usedThisMonth: integer('used_this_month').notNull().default(0),
    monthResetDate: timestamp('month_reset_date', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('credit_accounts_monthly_remaining_check', sql`${t.monthlyRemaining} >= 0`),
    check('credit_accounts_bonus_credits_check', sql`${t.bonusCredits} >= 0`),
    check('credit_accounts_used_this_month_check', sql`${t.usedThisMonth} >= 0`),
    index('credit_accounts_month_reset_date_idx').on(t.monthResetDate),
  ],
);

/**
 * Append-only. Invariants, for every user (limited or not):
 *   sum(delta)      == monthly_remaining + bonus_credits
 *   sum(bonus_delta) == bonus_credits
 *   sum(used_delta)  == used_this_month
 * An unlimited user's charges move no balance (delta 0) but still count in used_delta;
 * their rows carry balance_after -1.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The member whose work a charge or refund is for (their monthly limit counts these); null for grants, resets and tier changes. Kept after the member is deleted. */
    userId: text('user_id'),
    kind: text('kind', { enum: ['grant', 'charge', 'refund', 'reset', 'tier_change'] }).notNull(),
    /** Change of monthly_remaining + bonus_credits. */
    delta: integer('delta').notNull(),
    /** The part of `delta` that changed bonus_credits (needed to refund to where credits came from). */
    bonusDelta: integer('bonus_delta').notNull().default(0),
    /** Change of used_this_month. */
    usedDelta: integer('used_delta').notNull().default(0),
    /** monthly_remaining + bonus_credits after this row; -1 while the account is unlimited. */
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull(),
    jobRef: text('job_ref'),
    /** Who acted (an administrator's user id); null for the user's own work and the system. Kept after the actor is deleted. */
    actorId: text('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('credit_ledger_kind_check', sql`${t.kind} in ('grant', 'charge', 'refund', 'reset', 'tier_change')`),
    index('credit_ledger_workspace_idx').on(t.workspaceId, t.id),
    index('credit_ledger_member_idx')
      .on(t.workspaceId, t.userId, t.createdAt)
      .where(sql`${t.userId} is not null`),
    index('credit_ledger_workspace_job_idx')
      .on(t.workspaceId, t.jobRef)
      .where(sql`${t.jobRef} is not null`),
  ],
);

export type CreditAccountRow = typeof creditAccounts.$inferSelect;
export type CreditLedgerRow = typeof creditLedger.$inferSelect;
