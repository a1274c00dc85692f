import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Typography } from '@mui/material';
import { FileDropArea } from '../../../components/file-drop-area';

export type FileDropZoneProps = { onFile: (file: File) => void; disabled?: boolean };

/** docs/product.md#screens: a drag-and-drop CSV area with 'Browse Files'. */
export function FileDropZone({ onFile, disabled = false }: FileDropZoneProps) {
  return (
    <FileDropArea
      onFile={onFile}
      disabled={disabled}
      accept=".csv,text/csv"
      inputLabel="CSV file"
      testId="csv-drop-zone"
      buttonLabel="Browse Files"
    >
      <UploadFileIcon color="action" sx={{ fontSize: 48 }} aria-hidden />
      <Typography sx={{ mt: 1 }}>Drag and drop your CSV file here</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        or
      </Typography>
    </FileDropArea>
  );
}
