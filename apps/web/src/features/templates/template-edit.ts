import type { LogicMode, UpdateSavedFilterRequest } from '@leadsift/shared';
import type { SavedFilter } from './api/template-schemas';

/** One criterion as the edit form holds it: `from` is the column it had when the form opened (null: added). */
export type CriterionDraft = { key: string; from: string | null; column: string; instructions: string };

export type TemplateDraft = {
  name: string;
  description: string;
  reasoningText: string;
  logicMode: LogicMode;
  criteria: CriterionDraft[];
};

export const templateNameRequired = 'Template name is required';
export const criterionRequired = 'A template needs at least one column';
export const columnNameRequired = 'Every criterion needs a column name';
export const columnTwice = (column: string) => `The column '${column}' is listed twice`;

/** The form's starting point: the template as stored. */
export function draftOf(filter: SavedFilter): TemplateDraft {
  const config = filter.filter_config;
  return {
    name: filter.name,
    description: filter.description,
    reasoningText: config.reasoningText ?? '',
    logicMode: config.logicMode ?? 'AND',
    criteria: config.selectedColumns.map((column, i) => ({
      key: `c${i}`,
      from: column,
      column,
      instructions: config.columnConfig?.[column]?.instructions ?? '',
    })),
  };
}

/** The first thing the server would refuse, in the form's words; null when the draft can be saved. */
export function draftError(draft: TemplateDraft): string | null {
  if (!draft.name.trim()) return templateNameRequired;
  if (draft.criteria.length === 0) return criterionRequired;
  const seen = new Set<string>();
  for (const { column } of draft.criteria) {
    const name = column.trim();
    if (!name) return columnNameRequired;
    if (seen.has(name)) return columnTwice(name);
    seen.add(name);
  }
  return null;
}

/**
 * PATCH body of an edit. A renamed column keeps its overrides under the new name, and its stored reading while its
 * instructions are unchanged (the reading restates those words, ADR 0034); a removed column takes both with it.
 */
export function updateBodyOf(filter: SavedFilter, draft: TemplateDraft): UpdateSavedFilterRequest {
  const stored = filter.filter_config.columnConfig ?? {};
  const columnConfig: NonNullable<NonNullable<UpdateSavedFilterRequest['filterConfig']>['columnConfig']> = {};
  const overrides: NonNullable<UpdateSavedFilterRequest['overrides']> = {};
  for (const { from, column, instructions } of draft.criteria) {
    const name = column.trim();
    const before = from === null ? undefined : stored[from];
    const reading = before && before.instructions === instructions ? before.reading : undefined;
    columnConfig[name] = reading ? { instructions, reading } : { instructions };
    const values = from === null ? undefined : filter.overrides[from];
    if (values && Object.keys(values).length > 0) overrides[name] = { ...overrides[name], ...values };
  }
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    filterConfig: {
      selectedColumns: draft.criteria.map((c) => c.column.trim()),
      columnConfig,
      reasoningText: draft.reasoningText,
      logicMode: draft.logicMode,
    },
    overrides,
  };
}
