import { createHash } from 'node:crypto';

// What makes a row "seen before" (ADR 0065, pure): the same criteria and the same values in the judged columns.

/** JSON with object keys sorted at every level, so equal settings give equal text whatever their key order. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A List Cleaner automation's criteria: what changes a decision or a row's outcome (not how the reading was stored). */
export type FilterCriteria = {
  selectedColumns: string[];
  instructions: Record<string, string>;
  reasoningText: string;
  logicMode: string;
  model: string | null;
  overrides: Record<string, Record<string, string>>;
};

export type ResearchCriteria = { instructions: string; columnName: string; enableWebSearch: boolean };

export function criteriaHash(
  criteria: { kind: 'filter'; filter: FilterCriteria } | { kind: 'research'; research: ResearchCriteria },
): string {
  return sha256(stableJson(criteria));
}

/** A value as it is compared: surrounding spaces do not make a row new. */
export const comparable = (value: string) => value.trim();

/** One row's identity under some criteria: its values in the judged columns, in order. */
export function rowHash(criteria: string, values: readonly string[]): string {
  return sha256(`${criteria}\u0001${JSON.stringify(values.map(comparable))}`);
}
