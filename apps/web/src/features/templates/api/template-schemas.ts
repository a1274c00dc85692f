import { appliedConfig, savedFilterConfig as storedConfig, savedFilterDto, savedOverrides } from '@leadsift/shared';
import { z } from 'zod';

// The templates contract is shared with the server (packages/shared/src/templates.ts). This app reads its
// answers leniently — a template missing a field still lists — so these are the contract's schemas with
// every optional part allowed to be absent.

export type { SavedOverrides } from '@leadsift/shared';

const overridesOrNone = savedOverrides.nullish().transform((o) => o ?? {});

/** The stored configuration; read leniently so an older template still lists. */
export const savedFilterConfig = storedConfig.partial().extend({ selectedColumns: storedConfig.shape.selectedColumns.default([]) });
export type SavedFilterConfig = z.infer<typeof savedFilterConfig>;

/** docs/product.md#entities saved filter (template). */
export const savedFilter = savedFilterDto.pick({ id: true, name: true, is_favorite: true, created_at: true }).extend({
  description: z
    .string()
    .nullish()
    .transform((d) => d ?? ''),
  filter_config: savedFilterConfig,
  overrides: overridesOrNone,
});
export type SavedFilter = z.infer<typeof savedFilter>;

/** docs/product.md#entities 'Template configuration applied'. */
export const appliedTemplateConfig = appliedConfig.partial().extend({
  selectedColumns: appliedConfig.shape.selectedColumns,
  overrides: overridesOrNone,
});
export type AppliedTemplateConfig = z.infer<typeof appliedTemplateConfig>;
