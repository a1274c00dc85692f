import { useState } from 'react';
import { exportFailedMessage, exportResults } from '../api/export-results';

/** Downloads the job's workbook under the server's name; SPEC §8 messages on failure. */
export function useExportResults(filterId: string | null) {
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const exportNow = async () => {
    setExporting(true);
    setError(null);
    try {
      await exportResults(filterId);
    } catch (err) {
      setError(err instanceof Error ? err.message : exportFailedMessage);
    } finally {
      setExporting(false);
    }
  };
  return { exportNow, exporting, error, clearError: () => setError(null) };
}
