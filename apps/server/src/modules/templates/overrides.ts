import type { SavedOverrides } from '@leadsift/shared';
import type { FilterExample } from '../../db/schema/index.ts';

/**
 * docs/product.md#api: the original template's overrides under the current ones; the current decision wins for
 * each (column, value) key, and the original's other keys are kept.
 */
export function mergeOverrides(original: SavedOverrides, current: SavedOverrides): SavedOverrides {
  const merged: SavedOverrides = {};
  for (const source of [original, current]) {
    for (const [column, values] of Object.entries(source)) {
      merged[column] = { ...merged[column], ...values };
    }
  }
  // A column whose every override was removed carries no information.
  for (const column of Object.keys(merged)) {
    if (Object.keys(merged[column] ?? {}).length === 0) delete merged[column];
  }
  return merged;
}

/**
 * Up to `max` of a template's overrides for one column as labelled examples (docs/product.md#list-cleaner), KEEP and EXCLUDE
 * taken in turn so that both kinds of correction are shown when there are more than fit.
 */
export function overrideExamples(overrides: SavedOverrides, column: string, max = 20): FilterExample[] {
  const entries = Object.entries(overrides[column] ?? {});
  const keep = entries.filter(([, d]) => d === 'KEEP');
  const exclude = entries.filter(([, d]) => d === 'EXCLUDE');
  const out: FilterExample[] = [];
  for (let i = 0; out.length < max && (i < keep.length || i < exclude.length); i++) {
    for (const [value, decision] of [keep[i], exclude[i]].filter((e) => e !== undefined)) {
      if (out.length < max) out.push({ value, decision });
    }
  }
  return out;
}

/** docs/product.md#screens: the override count of a template is the sum across all its columns. */
export function countOverrides(overrides: SavedOverrides): number {
  return Object.values(overrides).reduce((sum, values) => sum + Object.keys(values).length, 0);
}
