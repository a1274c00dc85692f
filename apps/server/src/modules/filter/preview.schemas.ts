import { z } from 'zod';
import { FILE_MISSING, NO_COLUMNS } from './filter.schemas.ts';

/** Distinct values a preview decides per column (issue 15: "the ~20 most frequent"). */
export const PREVIEW_VALUES = 20;

export const previewLimitMessage = (perHour: number, minutes: number) =>
  `You have used your ${perHour} free previews for this hour. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or run the filter.`;

/** POST /api/filter/preview: a job's settings for the columns to preview. */
export const previewBody = z.object({
  fileId: z.string({ error: FILE_MISSING }).min(1, FILE_MISSING).max(100),
  selectedColumns: z.array(z.string().max(1000), { error: NO_COLUMNS }).min(1, NO_COLUMNS).max(50),
  reasoningText: z.string().max(20_000).optional().default(''),
  model: z.string().max(200).optional(),
  temperature: z.number().min(0).max(2).optional().default(0.7),
  filterConfig: z.object({
    columnConfig: z.record(z.string(), z.object({ instructions: z.string().max(10_000) })),
  }),
  templateId: z.string().max(100).nullish(),
  askModelForEveryValue: z.boolean().optional().default(false),
});
export type PreviewBody = z.infer<typeof previewBody>;

const previewValue = z.object({
  value: z.string(),
  frequency: z.number().int(),
  decision: z.enum(['KEEP', 'EXCLUDE']),
  reason: z.string(),
  confidence: z.number(),
  /** Decided before (the decision cache), so it cost no model call now. */
  cached: z.boolean(),
  /** Decided by rules from public facts (issue 30): free, no model call. */
  byRules: z.boolean(),
});

export const previewColumn = z.object({
  column: z.string(),
  values: z.array(previewValue),
  /** Rows whose cell holds one of these values, and their share of all rows (0–1). */
  coveredRows: z.number().int(),
  coverage: z.number(),
});

export const previewResult = z.object({
  rowCount: z.number().int(),
  /** Previews this user may still ask for in the current hour. */
  previewsLeft: z.number().int(),
  columns: z.array(previewColumn),
  modelCalls: z.number().int(),
});
export type PreviewResult = z.infer<typeof previewResult>;
