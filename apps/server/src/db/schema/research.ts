import type { QualityRanking, ResearchCriterion, ResearchDecision } from '@leadsift/shared';
import { boolean, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { workspaces } from './workspaces.ts';

export type ResearchJobStatus = 'created' | 'processing' | 'paused' | 'completed' | 'failed';
/** `running`: charged and being visited; the other states are shared's websiteStatus. */
export type ResearchSiteStatus = 'pending' | 'running' | 'done' | 'unreachable' | 'invalid';

/** A Research Agent job: websites taken from one column of an upload (or of a filter job's kept rows). */
export const researchJobs = pgTable(
  'research_jobs',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Who made it; null once that account is deleted (the row stays in its workspace). */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    instructions: text('instructions').notNull(),
    enableWebSearch: boolean('enable_web_search').notNull().default(false),
    webSearchInstructions: text('web_search_instructions'),
    configuration: jsonb('configuration').$type<Record<string, unknown>>().notNull().default({}),
    model: text('model').notNull(),
    sourceType: text('source_type').$type<'file' | 'filter'>().notNull(),
    // No foreign keys: the upload or filter job may be removed later while the results stay readable.
    uploadId: text('upload_id').notNull(),
    sourceFilterId: text('source_filter_id'),
    columnName: text('column_name').notNull(),
    columnIndex: integer('column_index').notNull(),
    status: text('status').$type<ResearchJobStatus>().notNull().default('created'),
    /** Why a paused job stopped: the user, or the balance ran out (its message is then kept up to date). */
    pausedFor: text('paused_for').$type<'user' | 'credits' | 'limit' | 'budget'>(),
    /** "Stop at N credits" (ADR 0044): the job pauses before holding more than this; a resume may set a new one. */
    creditLimit: integer('credit_limit'),
    creditsPerWebsite: integer('credits_per_website').notNull().default(1),
    /** Source rows (every one gets its website's verdict). */
    totalRows: integer('total_rows').notNull(),
    /** Distinct valid websites (one per registrable domain). */
    totalWebsites: integer('total_websites').notNull(),
    invalidRows: integer('invalid_rows').notNull().default(0),
    duplicateRows: integer('duplicate_rows').notNull().default(0),
    /** Websites finished (rated or unreachable); with the next three, recomputed from research_websites. */
    processedWebsites: integer('processed_websites').notNull().default(0),
    keptCount: integer('kept_count').notNull().default(0),
    avgRelevanceScore: real('avg_relevance_score'),
    /** Some website was rated by the offline keyword rater. */
    offline: boolean('offline').notNull().default(false),
    /** The automation whose run started this job (ADR 0065); no foreign key: the job outlives a deleted automation. */
    automationId: uuid('automation_id'),
    message: text('message'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('research_jobs_workspace_created_idx').on(t.workspaceId, t.createdAt), index('research_jobs_user_idx').on(t.userId)],
);

/**
 * One row per distinct website of a job (`key` = its registrable domain), and one per distinct invalid
 * cell (`key` = 'invalid:' + the cell) so skipped values show in the results. Result columns are filled
 * when the website lands.
 */
export const researchWebsites = pgTable(
  'research_websites',
  {
    jobId: text('job_id')
      .notNull()
      .references(() => researchJobs.id, { onDelete: 'cascade' }),
    siteNo: integer('site_no').notNull(),
    key: text('key').notNull(),
    url: text('url').notNull(),
    host: text('host').notNull(),
    status: text('status').$type<ResearchSiteStatus>().notNull().default('pending'),
    rowCount: integer('row_count').notNull().default(0),
    /** Credits this website holds; set in the transaction that charges it, so a retried job never charges twice. */
    creditsCharged: integer('credits_charged').notNull().default(0),
    decision: text('decision').$type<ResearchDecision>(),
    qualityRanking: text('quality_ranking').$type<QualityRanking>(),
    bonusScore: integer('bonus_score'),
    relevanceScore: real('relevance_score'),
    reasoning: text('reasoning'),
    criteria: jsonb('criteria').$type<ResearchCriterion[]>(),
    pagesVisited: jsonb('pages_visited').$type<string[]>(),
    littleContent: boolean('little_content'),
    offline: boolean('offline'),
    pageRequests: integer('page_requests'),
    /** The rating was reused (research rating cache) from a run on this date: no model call, no credits. */
    reusedFrom: timestamp('reused_from', { withTimezone: true }),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.siteNo] }),
    index('research_websites_key_idx').on(t.jobId, t.key),
    index('research_websites_status_idx').on(t.jobId, t.status),
  ],
);

/** Source row → website: the export has one row per source row (`rowIndex` in the upload). */
export const researchRows = pgTable(
  'research_rows',
  {
    jobId: text('job_id')
      .notNull()
      .references(() => researchJobs.id, { onDelete: 'cascade' }),
    rowIndex: integer('row_index').notNull(),
    siteNo: integer('site_no').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.rowIndex] }), index('research_rows_site_idx').on(t.jobId, t.siteNo)],
);

export type ResearchJobRow = typeof researchJobs.$inferSelect;
export type ResearchWebsiteRow = typeof researchWebsites.$inferSelect;
