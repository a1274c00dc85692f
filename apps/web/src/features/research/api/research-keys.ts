export type ResearchResultsTab = 'qualified' | 'disqualified' | 'not_visited' | 'all';
export type ResearchResultsSort = 'quality' | 'website' | 'decision';

export type ResearchResultsQuery = {
  tab: ResearchResultsTab;
  sort: ResearchResultsSort;
  search: string;
  /** 1-based */
  page: number;
  pageSize: number;
};

/** Query keys of the Research Agent; Activity History's research list lives under the same root. */
export const researchKeys = {
  all: ['research'] as const,
  config: ['research', 'config'] as const,
  jobs: ['research', 'jobs'] as const,
  sourceFilters: ['research', 'source-filters'] as const,
  estimate: (body: object) => ['research', 'estimate', body] as const,
  results: (jobId: string, query?: ResearchResultsQuery) =>
    query ? (['research', 'results', jobId, query] as const) : (['research', 'results', jobId] as const),
};
