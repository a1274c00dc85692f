import { UploadProgressBar } from '../../../components/upload-progress-bar';
import type { UploadProgress } from '../../../hooks/use-upload-progress';

export type ResearchUploadProgressProps = {
  progress: UploadProgress;
  /** Columns of the uploaded file once the form holds it; null before. */
  columns: number | null;
  onCancel: () => void;
};

/**
 * The research file's upload (docs/product.md#uploads): the List Cleaner's progress bar — bytes sent, rows read, then
 * 'Ready: N rows × M columns' (the rows are the server's last rows-read count; the research answer carries
 * only the columns) — with the documented rotating messages beside it and Cancel.
 */
export function ResearchUploadProgress({ progress, columns, onCancel }: ResearchUploadProgressProps) {
  const ready = progress.phase === 'done' && columns !== null && progress.rows > 0 ? { rows: progress.rows, columns } : undefined;
  return <UploadProgressBar progress={progress} ready={ready} onCancel={onCancel} />;
}
