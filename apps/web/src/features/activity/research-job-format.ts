import { relevancePercent, type ResearchJob, formatCount } from '@leadsift/shared';
import { formatDateTime } from '../../lib/format-date-time';
import { plural } from '../../lib/plural';

const count = formatCount;

/** 'Completion': the completion time, or how many websites a running or stopped job has finished. */
export function researchCompletionText(job: ResearchJob): string {
  if (job.completedAt) return formatDateTime(job.completedAt);
  if (job.totalWebsites > 0 && job.status !== 'completed') {
    return `${count(job.processedWebsites)} of ${count(job.totalWebsites)} websites`;
  }
  return '—';
}

/** 'Qualified/Total': qualified websites over the websites researched. */
export function researchQualifiedOverTotal(job: ResearchJob): string {
  return `${count(job.keptCount)} / ${count(job.totalWebsites)}`;
}

/** 'Avg. Relevance': the mean relevance (0–10) as a percent (docs/product.md#limits). */
export function avgRelevanceText(job: ResearchJob): string {
  const percent = relevancePercent(job.avgRelevanceScore);
  return percent === null ? '—' : `${percent}%`;
}

/** A completed job that could visit no website shows 'Not visited' in amber, not a green 'Completed' (docs/product.md#research-agent). */
export function researchStatusShown(job: ResearchJob): { label: string; color: 'warning' } | undefined {
  return job.status === 'completed' && job.outcome === 'not_visited' ? { label: 'Not visited', color: 'warning' } : undefined;
}

/**
 * A finished job whose websites could not all be visited says so beside its status:
 * 'Completed — 3 of 7 not visited, 4 credits'; one that visited none says why ('No website could be reached —
 * this server may have no internet access'). Null when every website was visited.
 */
export function researchOutcomeNote(job: ResearchJob): string | null {
  if (job.status !== 'completed' || !job.notVisited) return null;
  if (job.outcome === 'not_visited' && job.outcomeMessage) return `${job.outcomeMessage} — not charged`;
  const credits = job.creditsCharged === undefined ? '' : `, ${plural(job.creditsCharged, 'credit')}`;
  return `Completed — ${count(job.notVisited)} of ${count(job.totalWebsites)} not visited${credits}`;
}
