import { z } from 'zod';
import { columnReading } from './filter-reading.ts';
import {
  columnInstructionsByName,
  columnName,
  decision,
  decisionState,
  FILTER_DEFAULTS,
  FILTER_FILE_MISSING,
  FILTER_NO_COLUMNS,
  modelName,
  reasoningText,
  temperature,
  templateId,
} from './filter-settings.ts';

// The List Cleaner's free preview contract (POST /api/filter/preview): the server validates the
// request and builds its answer with these schemas, and the web sends and parses them with the same ones.

/** POST /api/filter/preview: a job's settings for the columns to preview. */
export const previewBody = z.object({
  fileId: z.string({ error: FILTER_FILE_MISSING }).min(1, FILTER_FILE_MISSING).max(100),
  selectedColumns: z.array(columnName, { error: FILTER_NO_COLUMNS }).min(1, FILTER_NO_COLUMNS).max(50),
  reasoningText: reasoningText.optional().default(''),
  model: modelName.optional(),
  temperature: temperature.optional().default(FILTER_DEFAULTS.temperature),
  filterConfig: z.object({ columnConfig: columnInstructionsByName }),
  templateId,
  /** Skip the rules (ADR 0034): every value goes to the model. */
  askModelForEveryValue: z.boolean().optional().default(false),
});
/** The body as the server reads it (defaults applied). */
export type PreviewBody = z.infer<typeof previewBody>;
/** The body as a client sends it (fields with defaults may be left out). */
export type PreviewRequest = z.input<typeof previewBody>;

export const previewValue = z.object({
  value: z.string(),
  frequency: z.number().int(),
  decision,
  reason: z.string(),
  confidence: z.number(),
  /** KEEP / EXCLUDE, or REVIEW when nobody decided it with confidence (ADR 0058): `decision` is then only a guess. */
  state: decisionState,
  /** Decided before (the decision cache), so it cost no model call now. */
  cached: z.boolean(),
  /** Decided by rules from public facts (ADR 0034): free, no model call. */
  byRules: z.boolean(),
});

export const previewColumn = z.object({
  column: z.string(),
  values: z.array(previewValue),
  /** Rows whose cell holds one of these values, and their share of all rows (0–1). */
  coveredRows: z.number().int(),
  coverage: z.number(),
  /** How the column's instructions were read (ADR 0034). */
  reading: columnReading.optional(),
});
export type PreviewColumn = z.infer<typeof previewColumn>;

export const previewResult = z.object({
  rowCount: z.number().int(),
  /** Previews this user may still ask for in the current hour. */
  previewsLeft: z.number().int(),
  columns: z.array(previewColumn),
  modelCalls: z.number().int(),
});
export type PreviewResult = z.infer<typeof previewResult>;
