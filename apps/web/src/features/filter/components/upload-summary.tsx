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
      {fileData.fileName} — {fileData.rowCount.toLocaleString('en-US')} rows and {fileData.columnCount.toLocaleString('en-US')} columns
      detected ({formatKb(fileData.fileSize)} KB)
    </Alert>
  );
}
