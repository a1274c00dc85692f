import type { DecisionState } from '@leadsift/shared';

export type DecisionSort = '-frequency' | 'frequency' | 'value' | '-value';

export type DecisionsQuery = {
  column: string;
  search: string;
  /** Only values in this state (ADR 0058); '' for all. */
  state: DecisionState | '';
  sort: DecisionSort;
  /** 1-based */
  page: number;
  pageSize: number;
};

/** Query keys of the List Cleaner (Activity History's job list lives under the same root). */
export const filterKeys = {
  all: ['filter'] as const,
  aiStatus: ['filter', 'ai-status'] as const,
  /** The caller's jobs (Activity History; the Files tab refreshes it after deleting a file with its jobs). */
  jobs: ['filter', 'jobs'] as const,
  progress: (filterId: string) => ['filter', 'progress', filterId] as const,
  results: (filterId: string) => ['filter', 'results', filterId] as const,
  decisions: (filterId: string, query?: DecisionsQuery) =>
    query ? (['filter', 'decisions', filterId, query] as const) : (['filter', 'decisions', filterId] as const),
  rows: (filterId: string, view: 'kept' | 'excluded', page: number, pageSize: number) =>
    ['filter', 'rows', filterId, view, page, pageSize] as const,
};
