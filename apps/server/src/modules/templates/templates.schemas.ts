import { columnReading } from '@leadsift/shared';
import { z } from 'zod';

export const TEMPLATE_NAME_REQUIRED = 'Template name is required';
export const FILTER_NAME_AND_ID_REQUIRED = 'Filter name and ID are required';
export const NO_COLUMN_DATA = 'Cannot save filter: No column data found in filter results';
export const FILTER_ID_REQUIRED = 'Filter ID is required';
export const SAVED_FILTER_NOT_FOUND = 'Saved filter not found';

const decision = z.enum(['KEEP', 'EXCLUDE']);

/** docs/product.md#entities saved format: column -> value -> decision. */
export const savedOverrides = z.record(z.string().max(1000), z.record(z.string().max(10_000), decision));

const filterConfig = z.object({
  selectedColumns: z.array(z.string().max(1000)).max(50).optional(),
  reasoningText: z.string().max(20_000).optional(),
  model: z.string().max(200).nullish(),
  chunkSize: z.number().int().min(1).max(1000).optional(),
  logicMode: z.enum(['AND', 'OR']).optional(),
  columnConfig: z
    .record(z.string().max(1000), z.object({ instructions: z.string().max(10_000), reading: columnReading.optional() }))
    .optional(),
  temperature: z.number().min(0).max(2).optional(),
});

/**
 * POST /api/saved-filters. Keys are checked in docs/product.md#validation order (name, filter id, columns) and the first
 * failure is answered as `{ error }` with the documented exact text, so the body is parsed in the handler.
 */
export const saveFilterBody = z.object({
  name: z
    .string({ error: TEMPLATE_NAME_REQUIRED })
    .trim()
    .min(1, TEMPLATE_NAME_REQUIRED)
    .max(200, 'Template name must be at most 200 characters'),
  // Present but blank counts as missing; an unknown id is rejected with the same text by the service.
  filterId: z.string({ error: FILTER_NAME_AND_ID_REQUIRED }).trim().min(1, FILTER_NAME_AND_ID_REQUIRED).max(100).optional(),
  filterConfig: filterConfig.optional(),
  description: z.string().max(2000, 'Description must be at most 2000 characters').nullish(),
  overrides: savedOverrides.nullish(),
  isFavorite: z.boolean().optional().default(false),
  // The template the results were opened from: its overrides are merged under the current ones (docs/product.md#api).
  templateId: z.string().max(100).nullish(),
});
export type SaveFilterBody = z.infer<typeof saveFilterBody>;

/** For the OpenAPI document only: the handler validates with `saveFilterBody` to keep the documented messages. */
export const saveFilterBodyDoc = z.looseObject({
  name: z.unknown().optional(),
  description: z.unknown().optional(),
  filterConfig: z.unknown().optional(),
  overrides: z.unknown().optional(),
  isFavorite: z.unknown().optional(),
  filterId: z.unknown().optional(),
  templateId: z.unknown().optional(),
});

export const savedFilterParams = z.object({ id: z.string().min(1).max(100) });

export const applySavedFilterBody = z.object({
  savedFilterId: z.string({ error: FILTER_ID_REQUIRED }).trim().min(1, FILTER_ID_REQUIRED).max(100),
});
export const applySavedFilterBodyDoc = z.looseObject({ savedFilterId: z.unknown().optional() });

const savedFilterConfig = z.object({
  selectedColumns: z.array(z.string()),
  reasoningText: z.string(),
  model: z.string().nullable(),
  chunkSize: z.number(),
  logicMode: z.enum(['AND', 'OR']),
  columnConfig: z.record(z.string(), z.object({ instructions: z.string(), reading: columnReading.optional() })),
  temperature: z.number().optional(),
});

/** docs/product.md#entities saved filter as the client reads it (snake_case fields as docs/product.md names them). */
export const savedFilterDto = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  is_favorite: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  source_filter_id: z.string().nullable(),
  filter_config: savedFilterConfig,
  overrides: savedOverrides,
  overrideCount: z.number(),
  columnCount: z.number(),
});
export type SavedFilterDto = z.infer<typeof savedFilterDto>;

export const savedFiltersResponse = z.object({ success: z.literal(true), filters: z.array(savedFilterDto) });
export const savedFilterResponse = z.object({ success: z.literal(true), filter: savedFilterDto });
export const successResponse = z.object({ success: z.literal(true) });

/** docs/product.md#entities 'Template configuration applied'. */
export const appliedConfig = savedFilterConfig.extend({ overrides: savedOverrides });
export type AppliedConfig = z.infer<typeof appliedConfig>;
export const applySavedFilterResponse = z.object({ success: z.literal(true), config: appliedConfig });
