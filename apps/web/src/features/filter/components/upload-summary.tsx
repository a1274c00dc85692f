import { formatCount } from '@leadsift/shared';
import { Alert, AlertTitle } from '@mui/material';
import type { FileData } from '../state/wizard-state';

/** docs/product.md#screens: rows and columns detected, file size in KB with 2 decimals. */
export function formatKb(bytes: number): string {
  return (bytes / 1024).toFixed(2);
}

export function UploadSummary({ fileData }: { fileData: FileData }) {
  return (
    <Alert severity="success" role="status">
      <AlertTitle>File uploaded successfully</AlertTitle>
      {fileData.fileName} — {formatCount(fileData.rowCount)} rows and {formatCount(fileData.columnCount)} columns detected (
      {formatKb(fileData.fileSize)} KB)
    </Alert>
  );
}
