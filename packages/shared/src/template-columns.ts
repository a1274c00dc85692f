import type { ColumnConfig, SavedOverrides } from './filter-job.ts';

// Matching a template's columns to an uploaded file's (ADR 0062): exports name the same column
// "Number of Employees", "Number of employees" or "number_of_employees", so names are compared by their letters and
// digits only; a template column with no counterpart is reported, never dropped in silence.

/** A column name as a person reads it: no case, no accents, no spacing or punctuation ("Number_of-Employees" → "numberofemployees"). */
export function columnKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

export type TemplateColumnMatch = {
  /** template column → the file's column it stands for (a Map: column names are user data, "__proto__" included) */
  matched: Map<string, string>;
  /** template columns the file lacks, in the template's order */
  missing: string[];
};

/**
 * Each template column to at most one file column: the exact name first, then the same `columnKey`, each file column
 * taken once (two template columns never share one), in the order of the file. A name without letters or digits
 * matches only exactly.
 */
export function matchTemplateColumns(templateColumns: readonly string[], fileColumns: readonly string[]): TemplateColumnMatch {
  const taken = new Set<string>();
  const matched = new Map<string, string>();
  const files = new Set(fileColumns);
  for (const column of templateColumns) {
    if (files.has(column) && !taken.has(column)) {
      matched.set(column, column);
      taken.add(column);
    }
  }
  const missing: string[] = [];
  for (const column of templateColumns) {
    if (matched.has(column)) continue;
    const key = columnKey(column);
    const found = key === '' ? undefined : fileColumns.find((f) => !taken.has(f) && columnKey(f) === key);
    if (found === undefined) {
      missing.push(column);
    } else {
      matched.set(column, found);
      taken.add(found);
    }
  }
  return { matched, missing };
}

/** What a template's columns become in a file: the matched ones under the file's names, and the missing ones named. */
export type TemplateForFile = {
  selectedColumns: string[];
  columnConfig: ColumnConfig;
  overrides: SavedOverrides;
  missing: string[];
};

/** A template's selected columns, per-column settings and overrides renamed to the file's columns (`matchTemplateColumns`). */
export function templateForFile(
  template: { selectedColumns: readonly string[]; columnConfig: ColumnConfig; overrides: SavedOverrides },
  fileColumns: readonly string[],
): TemplateForFile {
  const { matched, missing } = matchTemplateColumns(template.selectedColumns, fileColumns);
  const rename = <T>(record: Record<string, T>): Record<string, T> =>
    Object.fromEntries(Object.entries(record).flatMap(([column, value]) => (matched.has(column) ? [[matched.get(column)!, value]] : [])));
  return {
    selectedColumns: template.selectedColumns.flatMap((c) => (matched.has(c) ? [matched.get(c)!] : [])),
    columnConfig: rename(template.columnConfig),
    overrides: rename(template.overrides),
    missing,
  };
}
