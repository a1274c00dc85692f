import type { CompletedResults } from '../api/get-filter-results';
import type { DecisionsPage } from '../api/get-decisions-page';

export const filterId = 'filter_1700000000000_abcd';

export function completedResults(overrides: Partial<CompletedResults> = {}): CompletedResults {
  return {
    filterId,
    jobName: 'Q3 leads',
    status: 'completed',
    keptData: [{ Name: 'Acme', Country: 'France' }],
    excludedData: [
      { Name: 'Bolt', Country: 'Chile' },
      { Name: 'Core', Country: 'Chile' },
    ],
    stats: { totalRows: 3, keptRowCount: 1, excludedRowCount: 2 },
    pagination: { page: 1, pageSize: 10_000, keptTotal: 1, excludedTotal: 2 },
    logicMode: 'AND',
    selectedColumns: ['Country'],
    llmValueDecisions: {
      Country: {
        France: { decision: 'KEEP', reason: 'In Europe', frequency: 1, confidence: 0.9, overridden: false, modelDecision: 'KEEP' },
        Chile: {
          decision: 'EXCLUDE',
          reason: 'Outside Europe',
          frequency: 2,
          confidence: 0.9,
          overridden: false,
          modelDecision: 'EXCLUDE',
        },
      },
    },
    columnConfig: { Country: { instructions: 'Keep European countries' } },
    reasoningText: 'We sell payroll software.',
    model: 'gpt-4o',
    chunkSize: 300,
    temperature: 0.7,
    modelCalls: 1,
    ...overrides,
  };
}

export const decisionsPage: DecisionsPage = {
  total: 3,
  page: 1,
  pageSize: 100,
  rows: [
    {
      column: 'Country',
      value: 'Chile',
      decision: 'EXCLUDE',
      modelDecision: 'EXCLUDE',
      reason: 'Outside Europe',
      frequency: 2,
      confidence: 0.9,
      overridden: false,
      needsReview: false,
      state: 'EXCLUDE',
    },
    {
      column: 'Country',
      value: 'France',
      decision: 'KEEP',
      modelDecision: 'KEEP',
      reason: 'In Europe',
      frequency: 1,
      confidence: 0.9,
      overridden: false,
      needsReview: false,
      state: 'KEEP',
    },
    {
      column: 'Country',
      value: 'Narnia',
      decision: 'EXCLUDE',
      modelDecision: 'EXCLUDE',
      reason: 'Needs review: it mentions none of the words to keep ("Europe")',
      frequency: 1,
      confidence: 0.3,
      overridden: false,
      needsReview: true,
      state: 'REVIEW',
    },
  ],
};
