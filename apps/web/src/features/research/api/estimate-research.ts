import { researchEstimateResponse, type ResearchEstimate, type ResearchEstimateBody } from '@leadsift/shared';
import { useQuery } from '@tanstack/react-query';
import { api, readError } from '../../../lib/api-client';
import { researchKeys } from './research-keys';

export const estimateFailedMessage = 'Failed to estimate the research job. Please try again.';

/** POST /api/research/estimate: distinct websites, merged duplicates, skipped cells and the credits they cost. */
export async function estimateResearch(body: ResearchEstimateBody): Promise<ResearchEstimate> {
  const response = await api.post('/api/research/estimate', body).catch(() => null);
  if (!response) throw new Error(estimateFailedMessage);
  if (!response.ok) throw new Error(await readError(response, estimateFailedMessage));
  const parsed = researchEstimateResponse.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(estimateFailedMessage);
  return parsed.data.data;
}

/** The same websites: source, file or job, and column (only the web-search switch may differ). */
function sameWebsites(a: ResearchEstimateBody | null | undefined, b: ResearchEstimateBody | null): boolean {
  if (!a || !b) return false;
  return (
    a.sourceType === b.sourceType &&
    a.columnName === b.columnName &&
    (a.sourceType === 'file' ? a.uploadedFileId === b.uploadedFileId : a.sourceFilterId === b.sourceFilterId)
  );
}

/**
 * Runs once the source (file or List Cleaner job) and its column are chosen; null body = not yet (and no
 * figures: the other tab's file must never show as this tab's estimate).
 */
export function useResearchEstimate(body: ResearchEstimateBody | null) {
  return useQuery({
    queryKey: researchKeys.estimate(body ?? {}),
    queryFn: () => estimateResearch(body!),
    enabled: body !== null,
    staleTime: 60_000,
    retry: false,
    // Toggling web search keeps the last figures on screen while the new ones load; another source does not.
    placeholderData: (previous, previousQuery) =>
      sameWebsites(previousQuery?.queryKey[2] as ResearchEstimateBody | undefined, body) ? previous : undefined,
  });
}
