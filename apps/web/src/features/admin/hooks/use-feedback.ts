import { useCallback, useState } from 'react';

export type Feedback = { severity: 'success' | 'error'; text: string } | null;
export type ReportFeedback = (severity: 'success' | 'error', text: string) => void;

/** The panel's one success/failure line (SPEC §8 admin texts). */
export function useFeedback() {
  const [feedback, setFeedback] = useState<Feedback>(null);
  const report = useCallback<ReportFeedback>((severity, text) => setFeedback({ severity, text }), []);
  const clear = useCallback(() => setFeedback(null), []);
  return { feedback, report, clear };
}

export const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));
