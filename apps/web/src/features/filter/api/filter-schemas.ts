import { columnReading } from '@leadsift/shared';
import { z } from 'zod';

/** Building blocks of the List Cleaner contracts (docs/product.md#entities) shared by several API files. */
export const decision = z.enum(['KEEP', 'EXCLUDE']);
export type Decision = z.infer<typeof decision>;

export const logicMode = z.enum(['AND', 'OR']);
export type LogicMode = z.infer<typeof logicMode>;

/** Each column's instructions, and how a job (or the template saved from it) read them (ADR 0034). */
export const columnConfig = z.record(z.string(), z.object({ instructions: z.string(), reading: columnReading.optional() }));
export type ColumnConfig = z.infer<typeof columnConfig>;

/** Saved format of overrides: column -> value -> decision. */
export const savedOverrides = z.record(z.string(), z.record(z.string(), decision));
export type SavedOverrides = z.infer<typeof savedOverrides>;

export const filterStats = z.object({
  totalRows: z.number(),
  keptRowCount: z.number(),
  excludedRowCount: z.number(),
});
export type FilterStats = z.infer<typeof filterStats>;

export const filterConfig = z.object({
  columnConfig: columnConfig.optional(),
  selectedColumns: z.array(z.string()).optional(),
  reasoningText: z.string().nullish(),
  model: z.string().nullish(),
  temperature: z.number().nullish(),
  chunkSize: z.number().nullish(),
  logicMode: logicMode.nullish(),
});
export type FilterConfig = z.infer<typeof filterConfig>;

/** docs/product.md#messages: the error text of a failed answer, else `fallback`. */
export const errorBody = z.object({ error: z.string().min(1) });
