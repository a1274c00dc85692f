import type { AutomationKind, AutomationResearch, AutomationRunStatus, AutomationSourceType, AutomationTrigger } from '@leadsift/shared';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { workspaces } from './workspaces.ts';

/**
 * An automation (ADR 0065): a template (List Cleaner) or research instructions bound to a source (rows pushed,
 * a file's URL, a List Cleaner job's kept rows) and triggers (pushed rows, a cron schedule, "Run now"). Owned by
 * a user; deleted with them.
 */
export const automations = pgTable(
  'automations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Who made it; null once that account is deleted (the row stays in its workspace). */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    kind: text('kind').$type<AutomationKind>().notNull(),
    // No foreign key: a deleted template makes the next run fail with that reason, it does not delete the automation.
    templateId: uuid('template_id'),
    research: jsonb('research').$type<AutomationResearch>(),
    sourceType: text('source_type').$type<AutomationSourceType>().notNull(),
    sourceUrl: text('source_url'),
    sourceFilterId: text('source_filter_id'),
    /** SHA-256 of the push key (shown once, like an API key) and its last four characters. */
    pushKeyHash: text('push_key_hash'),
    pushKeyLastFour: text('push_key_last_four'),
    /** A cron expression (UTC), kept in pg-boss's scheduler under the automation's id while active. */
    cron: text('cron'),
    debounceSeconds: integer('debounce_seconds').notNull().default(10),
    batchRows: integer('batch_rows'),
    /** The most credits one run may spend; a run whose new rows need more fails with that reason (null: no limit). */
    creditLimit: integer('credit_limit'),
    /** Rows judged more than this many days ago count as new again (research: websites visited again); null: never. */
    revisitAfterDays: integer('revisit_after_days'),
    status: text('status').$type<'active' | 'paused'>().notNull().default('active'),
    pausedReason: text('paused_reason'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    lastError: text('last_error'),
    /** The URL source's validators from its last successful read (an unchanged file is not read again). */
    sourceEtag: text('source_etag'),
    sourceLastModified: text('source_last_modified'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('automations_workspace_idx').on(t.workspaceId, t.createdAt),
    index('automations_user_idx').on(t.userId),
    uniqueIndex('automations_push_key_idx').on(t.pushKeyHash),
  ],
);

export type AutomationRow = typeof automations.$inferSelect;

/** One run of an automation: what it read, what was new, the job it started, or why it failed. */
export const automationRuns = pgTable(
  'automation_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    automationId: uuid('automation_id')
      .notNull()
      .references(() => automations.id, { onDelete: 'cascade' }),
    trigger: text('trigger').$type<AutomationTrigger>().notNull(),
    status: text('status').$type<AutomationRunStatus>().notNull().default('running'),
    // No foreign key: the job may be deleted from Activity History while the run stays listed.
    jobKind: text('job_kind').$type<AutomationKind>(),
    jobId: text('job_id'),
    newRows: integer('new_rows').notNull().default(0),
    seenRows: integer('seen_rows').notNull().default(0),
    credits: integer('credits').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('automation_runs_automation_idx').on(t.automationId, t.createdAt)],
);

export type AutomationRunRow = typeof automationRuns.$inferSelect;

/** Rows pushed to an automation that no run has taken yet: one row per push (its columns and rows). */
export const automationPushes = pgTable(
  'automation_pushes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    automationId: uuid('automation_id')
      .notNull()
      .references(() => automations.id, { onDelete: 'cascade' }),
    columns: jsonb('columns').$type<string[]>().notNull(),
    rows: jsonb('rows').$type<string[][]>().notNull(),
    rowCount: integer('row_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('automation_pushes_automation_idx').on(t.automationId, t.id)],
);

/**
 * Rows an automation has judged (ADR 0065): the hash of the criteria and of the row's values in the judged columns,
 * and the run that judged them. A row counts as seen while that run's job exists and has not failed.
 */
export const automationSeenRows = pgTable(
  'automation_seen_rows',
  {
    automationId: uuid('automation_id')
      .notNull()
      .references(() => automations.id, { onDelete: 'cascade' }),
    criteriaHash: text('criteria_hash').notNull(),
    rowHash: text('row_hash').notNull(),
    runId: uuid('run_id')
      .notNull()
      .references(() => automationRuns.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.automationId, t.criteriaHash, t.rowHash] }), index('automation_seen_rows_run_idx').on(t.runId)],
);
