import { z } from 'zod';

/** docs/product.md#entities saved override format: column -> value -> decision. */
export const savedOverrides = z.record(z.string(), z.record(z.string(), z.enum(['KEEP', 'EXCLUDE'])));
export type SavedOverrides = z.infer<typeof savedOverrides>;

const columnConfig = z.record(z.string(), z.object({ instructions: z.string() }));

/** The stored configuration; read leniently so an older template still lists. */
export const savedFilterConfig = z.object({
  selectedColumns: z.array(z.string()).default([]),
  reasoningText: z.string().nullish(),
  model: z.string().nullish(),
  chunkSize: z.number().nullish(),
  logicMode: z.enum(['AND', 'OR']).nullish(),
  columnConfig: columnConfig.nullish(),
  temperature: z.number().nullish(),
});
export type SavedFilterConfig = z.infer<typeof savedFilterConfig>;

/** docs/product.md#entities saved filter (template). */
export const savedFilter = z.object({
  id: z.string(),
  name: z.string(),
  description: z
    .string()
    .nullish()
    .transform((d) => d ?? ''),
  is_favorite: z.boolean(),
  created_at: z.string(),
  filter_config: savedFilterConfig,
  overrides: savedOverrides.nullish().transform((o) => o ?? {}),
});
export type SavedFilter = z.infer<typeof savedFilter>;

/** docs/product.md#entities 'Template configuration applied'. */
export const appliedTemplateConfig = z.object({
  selectedColumns: z.array(z.string()),
  model: z.string().nullish(),
  reasoningText: z.string().nullish(),
  chunkSize: z.number().nullish(),
  logicMode: z.enum(['AND', 'OR']).nullish(),
  columnConfig: columnConfig.nullish(),
  temperature: z.number().nullish(),
  overrides: savedOverrides.nullish().transform((o) => o ?? {}),
});
export type AppliedTemplateConfig = z.infer<typeof appliedTemplateConfig>;
