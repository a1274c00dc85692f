import { z } from 'zod';

// The templates contract (bodies, answers, the documented texts) is shared with the web: packages/shared/src/templates.ts.
// What stays here is the server's own: route params and the OpenAPI-only body documents.

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

/** For the OpenAPI document only: the handler validates with `updateSavedFilterBody` (packages/shared/src/templates.ts). */
export const updateSavedFilterBodyDoc = z.looseObject({
  name: z.string().optional().describe('1–200 characters'),
  description: z.string().nullable().optional(),
  filterConfig: z
    .looseObject({})
    .optional()
    .describe('selectedColumns, reasoningText, model, chunkSize, logicMode, columnConfig, temperature; merged over the stored criteria'),
  overrides: z.record(z.string(), z.record(z.string(), z.enum(['KEEP', 'EXCLUDE']))).optional(),
});

export const savedFilterParams = z.object({ id: z.string().min(1).max(100) });

export const applySavedFilterBodyDoc = z.looseObject({ savedFilterId: z.unknown().optional() });

export const successResponse = z.object({ success: z.literal(true) });
