import { useState } from 'react';
import { exportResearch } from '../api/export-research';

/** Downloads the research workbook; SPEC §8's messages on failure. */
export function useExportResearch(jobId: string) {
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const exportNow = async () => {
    setExporting(true);
    setError(null);
    try {
      await exportResearch(jobId);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Failed to export results: unknown error');
    } finally {
      setExporting(false);
    }
  };
  return { exportNow, exporting, error, clearError: () => setError(null) };
}
