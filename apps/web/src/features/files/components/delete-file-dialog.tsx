import type { UploadJob } from '@leadsift/shared';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';

export type FileToDelete = { id: string; name: string; jobs: UploadJob[] };

const kindLabel: Record<UploadJob['kind'], string> = { filter: 'List Cleaner', research: 'Research Agent' };

/** The question the dialog asks: it names every job that goes with the file. */
export function deleteFileText(file: FileToDelete): string {
  if (file.jobs.length === 0) return `Delete "${file.name}"? Its rows and the stored file will be removed. This cannot be undone.`;
  const jobs = file.jobs.map((job) => `"${job.name}" (${kindLabel[job.kind]})`).join(', ');
  const these =
    file.jobs.length === 1
      ? 'This job uses it and will be deleted with it'
      : `These ${file.jobs.length} jobs use it and will be deleted with it`;
  return `Delete "${file.name}"? ${these}: ${jobs}. Their results will be removed. This cannot be undone.`;
}

export type DeleteFileDialogProps = { file: FileToDelete | null; onCancel: () => void; onConfirm: (file: FileToDelete) => void };

export function DeleteFileDialog({ file, onCancel, onConfirm }: DeleteFileDialogProps) {
  return (
    <ConfirmDeleteDialog
      open={file !== null}
      title={file && file.jobs.length > 0 ? 'Delete file and its jobs?' : 'Delete file?'}
      text={file ? deleteFileText(file) : ''}
      onCancel={onCancel}
      onConfirm={() => file && onConfirm(file)}
    />
  );
}
