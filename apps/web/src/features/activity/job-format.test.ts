import { describe, expect, it } from 'vitest';
import type { FilterJob } from './api/get-filter-jobs';
import { completionText, formatDateTime, qualifiedOverTotal } from './job-format';

const job = (patch: Partial<FilterJob>): FilterJob => ({
  id: 'f',
  name: 'L',
  status: 'processing',
  createdAt: '2026-01-01T00:00:00Z',
  ...patch,
});

describe('job formatting', () => {
  it('shows kept over total rows, with a dash while the kept count is unknown', () => {
    expect(qualifiedOverTotal(job({ keptCount: 1234, totalRows: 5000 }))).toBe('1,234 / 5,000');
    expect(qualifiedOverTotal(job({ keptCount: null, totalRows: 10 }))).toBe('— / 10');
  });

  it('shows the completion time, or the progress of a running job', () => {
    expect(completionText(job({ status: 'completed', completedAt: '2026-03-04T05:06:00Z' }))).toBe(formatDateTime('2026-03-04T05:06:00Z'));
    expect(completionText(job({ status: 'processing', progress: 41.6 }))).toBe('42%');
    expect(completionText(job({ status: 'failed' }))).toBe('—');
    expect(formatDateTime('nonsense')).toBe('—');
  });
});
