import type { SavedFilterOverrides } from '../../db/schema/index.ts';

/**
 * SPEC §7: the original template's overrides under the current ones; the current decision wins for
 * each (column, value) key, and the original's other keys are kept.
 */
export function mergeOverrides(original: SavedFilterOverrides, current: SavedFilterOverrides): SavedFilterOverrides {
  const merged: SavedFilterOverrides = {};
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

/** SPEC §2: the override count of a template is the sum across all its columns. */
export function countOverrides(overrides: SavedFilterOverrides): number {
  return Object.values(overrides).reduce((sum, values) => sum + Object.keys(values).length, 0);
}
