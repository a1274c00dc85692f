import { z } from 'zod';
import { columnSettings, savedOverrides } from './filter-job.ts';
import { chunkSize, columnName, logicMode, modelName, reasoningText, temperature, templateId } from './filter-settings.ts';

// The templates (saved filters) contract (docs/product.md#entities saved filter, §5 texts, §7 /api/saved-filters): the server
// validates and answers with these schemas; the web sends the save body and reads the answers with them.

export const TEMPLATE_NAME_REQUIRED = 'Template name is required';
export const FILTER_NAME_AND_ID_REQUIRED = 'Filter name and ID are required';
export const NO_COLUMN_DATA = 'Cannot save filter: No column data found in filter results';
export const FILTER_ID_REQUIRED = 'Filter ID is required';
export const SAVED_FILTER_NOT_FOUND = 'Saved filter not found';
export const TEMPLATE_NEEDS_A_COLUMN = 'A template needs at least one column';

/** A save's configuration: what it leaves out comes from the job the results came from (or the defaults). */
export const saveFilterConfig = z.object({
  selectedColumns: z.array(columnName).max(50).optional(),
  reasoningText: reasoningText.optional(),
  model: modelName.nullish(),
  chunkSize: chunkSize.optional(),
  logicMode: logicMode.optional(),
  columnConfig: z.record(columnName, columnSettings).optional(),
  temperature: temperature.optional(),
});

/**
 * POST /api/saved-filters. Keys are checked in docs/product.md#validation order (name, filter id, columns) and the first
 * failure is answered as `{ error }` with the documented exact text, so the server parses the body in the handler.
 */
const templateName = z
  .string({ error: TEMPLATE_NAME_REQUIRED })
  .trim()
  .min(1, TEMPLATE_NAME_REQUIRED)
  .max(200, 'Template name must be at most 200 characters');
const templateDescription = z.string().max(2000, 'Description must be at most 2000 characters').nullish();

export const saveFilterBody = z.object({
  name: templateName,
  // Present but blank counts as missing; an unknown id is rejected with the same text by the service.
  filterId: z.string({ error: FILTER_NAME_AND_ID_REQUIRED }).trim().min(1, FILTER_NAME_AND_ID_REQUIRED).max(100).optional(),
  filterConfig: saveFilterConfig.optional(),
  description: templateDescription,
  overrides: savedOverrides.nullish(),
  isFavorite: z.boolean().optional().default(false),
  // The template the results were opened from: its overrides are merged under the current ones (docs/product.md#api).
  templateId,
});
export type SaveFilterBody = z.infer<typeof saveFilterBody>;
/** The body as a client sends it. */
export type SaveFilterRequest = z.input<typeof saveFilterBody>;

/**
 * PATCH /api/saved-filters/:id: what the owner edits; what the body leaves out stays. The criteria
 * (`filterConfig`) merge over the stored ones; given `selectedColumns`, the per-column settings and overrides of the
 * columns left out are dropped. Parsed in the handler, like the save, so a 400 carries the text below.
 */
export const updateSavedFilterBody = z.strictObject({
  name: templateName.optional(),
  description: templateDescription,
  filterConfig: saveFilterConfig
    .extend({ selectedColumns: z.array(columnName.min(1)).min(1, TEMPLATE_NEEDS_A_COLUMN).max(50).optional() })
    .optional(),
  overrides: savedOverrides.optional(),
});
export type UpdateSavedFilterBody = z.infer<typeof updateSavedFilterBody>;
/** The body as a client sends it. */
export type UpdateSavedFilterRequest = z.input<typeof updateSavedFilterBody>;

/** POST /api/apply-saved-filter. */
export const applySavedFilterBody = z.object({
  savedFilterId: z.string({ error: FILTER_ID_REQUIRED }).trim().min(1, FILTER_ID_REQUIRED).max(100),
});

/** A template's stored configuration: the settings a job needs to run again (null model: the server's default). */
export const savedFilterConfig = z.object({
  selectedColumns: z.array(z.string()),
  reasoningText: z.string(),
  model: z.string().nullable(),
  chunkSize: z.number(),
  logicMode,
  /** With each column's reading as the job the template was saved from read it (ADR 0034). */
  columnConfig: z.record(z.string(), columnSettings),
  temperature: z.number().optional(),
});
export type SavedFilterConfig = z.infer<typeof savedFilterConfig>;

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

/** docs/product.md#entities 'Template configuration applied'. */
export const appliedConfig = savedFilterConfig.extend({ overrides: savedOverrides });
export type AppliedConfig = z.infer<typeof appliedConfig>;
export const applySavedFilterResponse = z.object({ success: z.literal(true), config: appliedConfig });
