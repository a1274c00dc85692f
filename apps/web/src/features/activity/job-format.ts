import type { FilterJob } from './api/get-filter-jobs';

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

const count = (n: number | null | undefined) => (typeof n === 'number' ? n.toLocaleString('en-US') : '—');

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
