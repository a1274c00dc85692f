import { useCallback, useState } from 'react';

export type Feedback = { severity: 'success' | 'error'; text: string } | null;
export type ReportFeedback = (severity: 'success' | 'error', text: string) => void;

/**
 * The panel's one success/failure message (docs/product.md#messages admin texts). `open` turns false on clear while the text
 * stays, so the snackbar that shows it can fade out with its words.
 */
export function useFeedback() {
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [open, setOpen] = useState(false);
  const report = useCallback<ReportFeedback>((severity, text) => {
    setFeedback({ severity, text });
    setOpen(true);
  }, []);
  const clear = useCallback(() => setOpen(false), []);
  return { feedback, open, report, clear };
}

export const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));
