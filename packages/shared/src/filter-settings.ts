import { z } from 'zod';

// The settings a List Cleaner job, its preview, its reading and a template share (docs/product.md#entities and docs/product.md#validation and docs/product.md#limits): the
// building blocks of the contracts in `filter-job.ts`, `filter-preview.ts`, `filter-reading.ts` and `templates.ts`.

export const FILTER_FILE_MISSING = 'File data is missing or incomplete. Please upload your file again.';
export const FILTER_NO_COLUMNS = 'Please select at least one column to filter.';

/** A value's (or a website's) verdict. */
export const decision = z.enum(['KEEP', 'EXCLUDE']);
export type Decision = z.infer<typeof decision>;

/**
 * A value's (or a row's) state as every view and file shows it (ADR 0058): KEEP or EXCLUDE when rules, the model
 * or the user decided it, REVIEW while nobody decided it with confidence (its stored decision is only a guess).
 */
export const decisionState = z.enum(['KEEP', 'EXCLUDE', 'REVIEW']);
export type DecisionState = z.infer<typeof decisionState>;

/** How the columns' decisions combine into a row's: every column keeps it (AND) or any one does (OR). */
export const logicMode = z.enum(['AND', 'OR']);
export type LogicMode = z.infer<typeof logicMode>;

/** docs/product.md#limits defaults of a job's settings, used when neither the request nor a source job says otherwise. */
export const FILTER_DEFAULTS = { chunkSize: 300, temperature: 0.7, logicMode: 'AND' } as const satisfies {
  chunkSize: number;
  temperature: number;
  logicMode: LogicMode;
};

/** Distinct values one model call decides. */
export const chunkSize = z.number().int().min(1).max(1000);
export const temperature = z.number().min(0).max(2);
export const modelName = z.string().max(200);
export const reasoningText = z.string().max(20_000);
export const columnName = z.string().max(1000);
export const templateId = z.string().max(100).nullish();

/** A column's instructions, as a request gives them. */
export const columnInstructions = z.object({ instructions: z.string().max(10_000) });
/** Per column: the instructions a request gives. */
export const columnInstructionsByName = z.record(z.string(), columnInstructions);
