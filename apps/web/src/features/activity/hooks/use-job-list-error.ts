import { useCallback, useEffect, useState } from 'react';

type LoadState = { isError: boolean; errorUpdatedAt: number; error: Error | null };

/**
 * The job list's one error banner (docs/product.md#messages): a failed load or a failed action, whichever came last.
 * Regaining window focus clears it; a poll that fails again shows it again.
 */
export function useJobListError(load: LoadState) {
  const [clearedAt, setClearedAt] = useState(0);
  const [actionError, setActionError] = useState<{ message: string; at: number } | null>(null);

  useEffect(() => {
    const handleFocus = () => setClearedAt(Date.now());
    window.addEventListener('focus', handleFocus);
    return () => window.removeEventListener('focus', handleFocus);
  }, []);

  const loadAt = load.isError && load.error ? load.errorUpdatedAt : -1;
  const actionAt = actionError?.at ?? -1;
  let message: string | null = null;
  if (Math.max(loadAt, actionAt) > clearedAt) message = actionAt >= loadAt ? actionError!.message : load.error!.message;

  const report = useCallback((text: string) => setActionError({ message: text, at: Date.now() }), []);
  const clear = useCallback(() => setClearedAt(Date.now()), []);
  return { message, report, clear };
}
