import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Typography } from '@mui/material';
import { FileDropArea, FileDropHint } from '../../../components/file-drop-area';
import { listFileAccept } from '../api/upload-file';

export type FileDropZoneProps = { onFile: (file: File) => void; disabled?: boolean };

/** docs/product.md#screens: a drag-and-drop area for a CSV or Excel file with 'Browse Files'. */
export function FileDropZone({ onFile, disabled = false }: FileDropZoneProps) {
  return (
    <FileDropArea
      onFile={onFile}
      disabled={disabled}
      accept={listFileAccept}
      inputLabel="CSV file or Excel workbook"
      testId="csv-drop-zone"
      buttonLabel="Browse Files"
    >
      <UploadFileIcon color="action" sx={{ fontSize: 48 }} aria-hidden />
      <FileDropHint>
        <Typography sx={{ mt: 1 }}>Drag and drop your CSV or Excel file here</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          or
        </Typography>
      </FileDropHint>
    </FileDropArea>
  );
}
