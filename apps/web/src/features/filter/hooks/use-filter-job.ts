import type { ActorRef } from '@leadsift/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { filterKeys } from '../api/filter-keys';
import { useFilterProgress, type FilterProgress } from '../api/get-filter-progress';
import { useFilterResults, type CompletedResults } from '../api/get-filter-results';
import { filterJobAgeMs, firstFetchDelayMs, isRecentJob } from '../state/job-age';

export type FilterJobView =
  | { phase: 'loading' }
  | { phase: 'processing'; progress: FilterProgress | null; createdBy?: ActorRef | undefined }
  | { phase: 'completed'; results: CompletedResults }
  /** paused, failed or another unfinished status the server reports */
  | { phase: 'stopped'; status: string; message: string | null; createdBy?: ActorRef | undefined }
  | { phase: 'not_found' }
  | { phase: 'error'; message: string };

/**
 * One job's life as the results view sees it (docs/product.md#states): results re-fetched every 3 s and progress every 1 s
 * while it processes; a 404 for a job under ~2 s old counts as processing; a job under 300 ms old waits first.
 */
export function useFilterJob(filterId: string): FilterJobView {
  const client = useQueryClient();
  const [ready, setReady] = useState(() => filterJobAgeMs(filterId) >= firstFetchDelayMs);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true), firstFetchDelayMs);
    return () => clearTimeout(timer);
  }, [ready]);

  const results = useFilterResults(filterId, ready);
  const answer = results.data;
  const young = answer?.kind === 'not_found' && isRecentJob(filterId);
  const processing = (answer?.kind === 'pending' && answer.status === 'processing') || young;
  const stopped = answer?.kind === 'pending' && !processing;
  // Stopped jobs are asked once, for the message that says why.
  const progress = useFilterProgress(filterId, processing || stopped, processing);
  const progressAnswer = progress.data;
  const progressStatus = progressAnswer?.found ? progressAnswer.data.status : null;
  // Who ran it, while there are no results to say so (the progress answer carries it too).
  const createdBy = progressAnswer?.found ? progressAnswer.data.createdBy : undefined;

  useEffect(() => {
    // Progress sees the end first: fetch the results now rather than at the next 3 s tick.
    if (progressStatus && progressStatus !== 'processing' && progressStatus !== 'created') {
      void client.invalidateQueries({ queryKey: filterKeys.results(filterId) });
    }
  }, [client, filterId, progressStatus]);

  // A failed poll keeps what was shown; only a first load that fails is an error.
  if (!answer) return results.isError ? { phase: 'error', message: results.error.message } : { phase: 'loading' };
  if (answer.kind === 'completed') return { phase: 'completed', results: answer.data };
  if (processing) {
    if (progressAnswer && !progressAnswer.found && !young) return { phase: 'not_found' };
    return { phase: 'processing', progress: progressAnswer?.found ? progressAnswer.data.progress : null, createdBy };
  }
  if (answer.kind === 'not_found') return { phase: 'not_found' };
  return {
    phase: 'stopped',
    status: answer.status,
    message: progressAnswer?.found ? (progressAnswer.data.progress.message ?? null) : null,
    createdBy,
  };
}
