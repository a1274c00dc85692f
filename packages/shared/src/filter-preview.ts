import { z } from 'zod';
import { columnReading } from './filter-reading.ts';

// The List Cleaner's free preview contract (POST /api/filter/preview): the server validates the
// request and builds its answer with these schemas, and the web sends and parses them with the same ones.

export const FILTER_FILE_MISSING = 'File data is missing or incomplete. Please upload your file again.';
export const FILTER_NO_COLUMNS = 'Please select at least one column to filter.';

/** POST /api/filter/preview: a job's settings for the columns to preview. */
export const previewBody = z.object({
  fileId: z.string({ error: FILTER_FILE_MISSING }).min(1, FILTER_FILE_MISSING).max(100),
  selectedColumns: z.array(z.string().max(1000), { error: FILTER_NO_COLUMNS }).min(1, FILTER_NO_COLUMNS).max(50),
  reasoningText: z.string().max(20_000).optional().default(''),
  model: z.string().max(200).optional(),
  temperature: z.number().min(0).max(2).optional().default(0.7),
  filterConfig: z.object({
    columnConfig: z.record(z.string(), z.object({ instructions: z.string().max(10_000) })),
  }),
  templateId: z.string().max(100).nullish(),
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
  decision: z.enum(['KEEP', 'EXCLUDE']),
  reason: z.string(),
  confidence: z.number(),
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
