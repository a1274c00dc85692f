import { useEffect, useRef } from 'react';
import { getFilterProgress } from '../api/get-filter-progress';
import { isRecentJob } from '../state/job-age';

export const jobNotFoundMessage = 'Previous filter process was not found. Please configure your filters again.';

/**
 * docs/product.md#states on load: a restored filter id is checked once; when the server no longer knows the job,
 * `onNotFound` clears it (and, on the results step, goes back to the criteria step with the alert).
 */
export function useStaleJobCheck(filterId: string | null, onNotFound: () => void) {
  const initialId = useRef(filterId);
  const handler = useRef(onNotFound);
  useEffect(() => {
    handler.current = onNotFound;
  });
  useEffect(() => {
    const id = initialId.current;
    if (!id || isRecentJob(id)) return;
    let cancelled = false;
    getFilterProgress(id).then(
      (answer) => {
        if (!cancelled && !answer.found) handler.current();
      },
      // A network failure proves nothing about the job: keep it.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, []);
}
