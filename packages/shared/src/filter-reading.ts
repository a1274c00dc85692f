import { z } from 'zod';
import { columnInstructionsByName } from './filter-settings.ts';

// How a column's instructions were read (ADR 0034): by the rules, by the model restating them in the rule
// language (the rules then decide), or not at all (the model — or, offline, review — decides each value).
// Shown in the criteria step and the Preview before Run, stored with the job and with a template.

export const columnReading = z.object({
  source: z.enum(['rules', 'model', 'none']),
  /** The reading in words ("keep countries in the EU — 27 members"); null when source is 'none'. */
  text: z.string().max(2000).nullable(),
  /** The model's restatement in the rule language, which the rules read (source 'model' only). */
  restatement: z.string().max(1000).optional(),
  /** The model was asked for these instructions already (a 'none' that asked gave no usable restatement). */
  asked: z.boolean(),
});
export type ColumnReading = z.infer<typeof columnReading>;

/** The reason suffix of a value the rules decided from the model's restatement. */
export const MODEL_READ_NOTE = 'instruction read by the model';

/** The line shown under a column's instructions. */
export function readingLabel(reading: ColumnReading, modelConfigured: boolean): string {
  if (reading.source === 'rules') return `Read as: ${reading.text} (rules)`;
  if (reading.source === 'model') return `Read as: ${reading.text} (read by the model; the rules decide)`;
  if (!modelConfigured) return 'Not read by the rules — values the keyword matcher cannot settle go to review';
  return reading.asked
    ? 'Not read by the rules, and the model could not restate it — the model will decide each value'
    : 'Not read by the rules — the model will decide each value';
}

/** POST /api/filter/reading: ask the model (once per column) to restate instructions the rules cannot read. */
export const readingBody = z.object({
  fileId: z.string().min(1).max(100),
  selectedColumns: z.array(z.string().max(1000)).min(1).max(50),
  model: z.string().max(200).optional(),
  filterConfig: z.object({ columnConfig: columnInstructionsByName }),
});
export type ReadingBody = z.infer<typeof readingBody>;

export const readingResult = z.object({
  readings: z.record(z.string(), columnReading),
  /** Model calls this request made (0 when every column was read before or by the rules). */
  modelCalls: z.number().int(),
});
export type ReadingResult = z.infer<typeof readingResult>;
