import { formatCount } from '@leadsift/shared';
import { formatDateTime } from '../../lib/format-date-time';
import type { FilterJob } from './api/get-filter-jobs';

export { formatDateTime };

const count = (n: number | null | undefined) => (typeof n === 'number' ? formatCount(n) : '—');

/** 'Qualified/Total': kept rows over all rows; the kept count is unknown until the job completes. */
export function qualifiedOverTotal(job: FilterJob): string {
  return `${count(job.keptCount)} / ${count(job.totalRows)}`;
}

/** 'Completion': the completion time, or how far a running job has come. */
export function completionText(job: FilterJob): string {
  if (job.completedAt) return formatDateTime(job.completedAt);
  if (job.status === 'processing' || job.status === 'paused') return `${Math.round(job.progress ?? 0)}%`;
  return '—';
}
