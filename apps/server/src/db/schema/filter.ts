import type { ColumnSettings, Decision, FilterStats, LogicMode } from '@leadsift/shared';
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { workspaces } from './workspaces.ts';

/** A user's own decision of a value, sent to the model as a labelled example. */
export type FilterExample = { value: string; decision: Decision };
/** A column's settings (the shared contract's) and the labelled examples the job took from its template. */
export type FilterColumnConfig = ColumnSettings & { examples?: FilterExample[] };

export type FilterStatus = 'created' | 'processing' | 'paused' | 'completed' | 'failed';

/** A List Cleaner job: criteria for some columns of one upload. */
export const filterJobs = pgTable(
  'filter_jobs',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Who made it; null once that account is deleted (the row stays in its workspace). */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    // No foreign key: the upload may be removed later while the job's results stay readable.
    uploadId: text('upload_id').notNull(),
    jobName: text('job_name').notNull(),
    status: text('status').$type<FilterStatus>().notNull().default('created'),
    logicMode: text('logic_mode').$type<LogicMode>().notNull().default('AND'),
    selectedColumns: jsonb('selected_columns').$type<string[]>().notNull(),
    columnIndexes: jsonb('column_indexes').$type<number[]>().notNull(),
    /** Per column: the instructions, and the labelled examples taken from the template's overrides (docs/product.md#list-cleaner). */
    columnConfig: jsonb('column_config').$type<Record<string, FilterColumnConfig>>().notNull(),
    reasoningText: text('reasoning_text').notNull().default(''),
    model: text('model').notNull(),
    temperature: real('temperature').notNull().default(0.7),
    chunkSize: integer('chunk_size').notNull().default(300),
    rowCount: integer('row_count').notNull(),
    creditsCharged: integer('credits_charged').notNull().default(0),
    /**
     * "Stop at N credits" (ADR 0044): the job covers only the first N rows of the list (1 credit a
     * row) and pauses once their values are decided; a resume may set a new limit (null: the whole list).
     */
    creditLimit: integer('credit_limit'),
    /** Why a paused job stopped: the user, the monthly model budget, or its "Stop at" limit. */
    pausedFor: text('paused_for').$type<'user' | 'budget' | 'limit'>(),
    totalValues: integer('total_values').notNull().default(0),
    decidedValues: integer('decided_values').notNull().default(0),
    modelCalls: integer('model_calls').notNull().default(0),
    stats: jsonb('stats').$type<FilterStats>(),
    /** Bumped whenever the qualified rows change (completion, overrides); caches of them key on it. */
    resultsVersion: integer('results_version').notNull().default(0),
    /** Rules decide what public facts settle before the model (ADR 0034); false: "Ask the model for every value". */
    useRules: boolean('use_rules').notNull().default(true),
    /** The automation whose run started this job (ADR 0065); no foreign key: the job outlives a deleted automation. */
    automationId: uuid('automation_id'),
    /** Rows the automation's earlier runs judged (ADR 0065): covered like the others, never charged. */
    freeRows: integer('free_rows').notNull().default(0),
    message: text('message'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('filter_jobs_workspace_created_idx').on(t.workspaceId, t.createdAt), index('filter_jobs_user_idx').on(t.userId)],
);

/** One row per distinct value of each selected column: the model's decision and the user's override. */
export const filterDecisions = pgTable(
  'filter_decisions',
  {
    filterId: text('filter_id')
      .notNull()
      .references(() => filterJobs.id, { onDelete: 'cascade' }),
    columnIndex: integer('column_index').notNull(),
    valueHash: text('value_hash').notNull(),
    value: text('value').notNull(),
    frequency: integer('frequency').notNull(),
    chunkNo: integer('chunk_no').notNull(),
    decision: text('decision').$type<Decision>(),
    reason: text('reason'),
    confidence: real('confidence'),
    source: text('source').$type<'model' | 'cache' | 'fallback' | 'rules'>(),
    override: text('override').$type<Decision>(),
    /** Who made the override (kept as an id; null once that account is deleted) and when. */
    overriddenBy: text('overridden_by'),
    overriddenAt: timestamp('overridden_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.filterId, t.columnIndex, t.valueHash] }),
    index('filter_decisions_chunk_idx').on(t.filterId, t.columnIndex, t.chunkNo),
  ],
);

/** Decisions reused across jobs: same model, product context, instructions and normalised value. */
export const decisionCache = pgTable('decision_cache', {
  key: text('key').primaryKey(),
  decision: text('decision').$type<Decision>().notNull(),
  reason: text('reason').notNull(),
  confidence: real('confidence').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The model's restatements of column instructions in the rule language (ADR 0034), keyed by a hash of model,
 * column header and instructions: the estimate, the Preview and the job ask the model once for them. An empty
 * restatement is the model's "cannot be said in the rule language" and is remembered too.
 */
export const instructionReadings = pgTable('instruction_readings', {
  key: text('key').primaryKey(),
  restatement: text('restatement').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The qualified rows of a finished job as a bitmap (bit i = row i qualifies): 125 KB for a million rows.
 * Pages of kept or excluded rows are then primary-key lookups instead of a join over every row.
 */
export const filterResults = pgTable('filter_results', {
  filterId: text('filter_id')
    .primaryKey()
    .references(() => filterJobs.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  totalRows: integer('total_rows').notNull(),
  qualified: bytea('qualified').notNull(),
});

/** One row per free preview a user asked for (docs/product.md#list-cleaner): PREVIEW_PER_HOUR counts those of the last hour. */
export const previewRequests = pgTable(
  'preview_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('preview_requests_user_created_idx').on(t.userId, t.createdAt)],
);
