import { useState } from 'react';

/**
 * Runs a download (a results workbook) holding `exporting` while it runs and, after a failure, its message
 * (docs/product.md#messages) until cleared; `fallbackMessage` stands in for a failure that is not an Error.
 */
export function useExport(download: () => Promise<unknown>, fallbackMessage: string) {
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Runs `download`, or another download of the same thing (the CSV beside the workbook). */
  const exportNow = async (run: () => Promise<unknown> = download) => {
    setExporting(true);
    setError(null);
    try {
      await run();
    } catch (err) {
      setError(err instanceof Error ? err.message : fallbackMessage);
    } finally {
      setExporting(false);
    }
  };
  return { exportNow, exporting, error, clearError: () => setError(null) };
}
