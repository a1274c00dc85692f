import { z } from 'zod';
import { creditLimit } from './credit-limit.ts';
import { columnReading } from './filter-reading.ts';
import { actorRef } from './workspaces.ts';
import {
  chunkSize,
  columnInstructions,
  columnInstructionsByName,
  columnName,
  decision,
  decisionState,
  FILTER_DEFAULTS,
  FILTER_FILE_MISSING,
  FILTER_NO_COLUMNS,
  logicMode,
  modelName,
  reasoningText,
  temperature,
  templateId,
} from './filter-settings.ts';

// The List Cleaner's job contract (docs/product.md#entities filter job, §5 validation texts): the server's routes and MCP tools
// validate with these schemas, and the web builds its requests and reads answers with them.

export const JOB_NAME_MISSING = 'Job name is missing. Please go back to the upload page and provide a job name.';
export const INSUFFICIENT_CREDITS_FILTER =
  'Insufficient credits to start this filter job. Please reduce the dataset size or ask your administrator for more credits.';

/** Per column: the instructions and how they were read (ADR 0034) — a job's or a template's settings. */
export const columnSettings = columnInstructions.extend({ reading: columnReading.optional() });
export type ColumnSettings = z.infer<typeof columnSettings>;
export const columnConfig = z.record(z.string(), columnSettings);
export type ColumnConfig = z.infer<typeof columnConfig>;

/** A job's settings as the progress and results answers carry them (`filterConfig`). */
export const filterJobSettings = z.object({
  columnConfig,
  selectedColumns: z.array(z.string()),
  reasoningText: z.string(),
  model: z.string(),
  temperature: z.number(),
  chunkSize: z.number(),
  logicMode,
});
export type FilterJobSettings = z.infer<typeof filterJobSettings>;

/** Overrides as a template saves them: column → value → decision. */
export const savedOverrides = z.record(z.string().max(1000), z.record(z.string().max(10_000), decision));
export type SavedOverrides = z.infer<typeof savedOverrides>;

/**
 * One user decision of one value of one column. `REVIEW` takes the user's decision back (ADR 0058): the value
 * shows what rules or the model said again — "Needs review" when they were unsure.
 */
export const completeOverride = z.object({ column: z.string().min(1), value: z.string(), decision: decisionState });
export type Override = z.infer<typeof completeOverride>;

/** A job's row counts. */
export const filterStats = z.object({ totalRows: z.number(), keptRowCount: z.number(), excludedRowCount: z.number() });
export type FilterStats = z.infer<typeof filterStats>;

/** POST /api/filter. */
export const createFilterJobBody = z.object({
  jobName: z.string({ error: JOB_NAME_MISSING }).trim().min(1, JOB_NAME_MISSING).max(200),
  fileId: z.string({ error: FILTER_FILE_MISSING }).min(1, FILTER_FILE_MISSING).max(100),
  selectedColumns: z.array(columnName, { error: FILTER_NO_COLUMNS }).min(1, FILTER_NO_COLUMNS).max(50),
  reasoningText: reasoningText.optional().default(''),
  model: modelName.optional(),
  chunkSize: chunkSize.optional().default(FILTER_DEFAULTS.chunkSize),
  temperature: temperature.optional().default(FILTER_DEFAULTS.temperature),
  logicMode: logicMode.optional().default(FILTER_DEFAULTS.logicMode),
  filterConfig: z.object({ columnConfig: columnInstructionsByName }),
  rowCount: z.number().int().nonnegative().optional(),
  /** The template this run applies: its overrides become labelled examples for the model (docs/product.md#list-cleaner). */
  templateId,
  /** "Ask the model for every value": rules decide nothing, every value goes to the model (ADR 0034). */
  askModelForEveryValue: z.boolean().optional().default(false),
  /** "Stop at N credits" (ADR 0044): only the first N rows are covered (and charged); the job pauses there. */
  creditLimit,
});
/** The body as the server reads it (defaults applied). */
export type CreateFilterJobBody = z.infer<typeof createFilterJobBody>;
/** The body as a client sends it (fields with defaults may be left out). */
export type CreateFilterJobRequest = z.input<typeof createFilterJobBody>;

/** POST /api/filter/estimate. */
export const estimateBody = z.object({
  fileId: z.string().min(1, FILTER_FILE_MISSING).max(100),
  selectedColumns: z.array(columnName).min(1, FILTER_NO_COLUMNS).max(50),
  chunkSize: chunkSize.optional().default(FILTER_DEFAULTS.chunkSize),
  // Optional (docs/product.md#list-cleaner): with the criteria, values already in the decision cache (a preview's) are not counted as model work.
  reasoningText: reasoningText.optional(),
  model: modelName.optional(),
  filterConfig: z.object({ columnConfig: columnInstructionsByName }).optional(),
  templateId,
  askModelForEveryValue: z.boolean().optional().default(false),
});
export type EstimateBody = z.infer<typeof estimateBody>;
export type EstimateRequest = z.input<typeof estimateBody>;

/** A row of GET /api/filter/jobs (the status stays free text: docs/product.md#states shows unknown ones raw). */
export const filterJobSummary = z.object({
  id: z.string(),
  filterId: z.string(),
  name: z.string(),
  status: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  progress: z.number(),
  totalRows: z.number().int(),
  keptCount: z.number().int().nullable(),
  message: z.string().nullable(),
  error: z.string().nullable(),
  pausedFor: z.string().nullable(),
  creditLimit: z.number().int().nullable(),
  automationId: z.string().nullable(),
  /** Who ran it in the workspace (ADR 0067); null once that account is deleted. */
  createdBy: actorRef.default(null),
});
export type FilterJobSummary = z.infer<typeof filterJobSummary>;

/** A row of GET /api/results/:filterId/decisions: a distinct value's decision, and who overrode it when. */
export const decisionRow = z.object({
  column: z.string(),
  value: z.string(),
  decision: decision,
  modelDecision: decision.nullable(),
  reason: z.string(),
  frequency: z.number().int(),
  confidence: z.number(),
  overridden: z.boolean(),
  needsReview: z.boolean(),
  state: decisionState,
  /** The member who made the override (null: none, or their account was deleted) and when. */
  overriddenBy: actorRef.default(null),
  overriddenAt: z.string().nullable().default(null),
});
export type DecisionRow = z.infer<typeof decisionRow>;
