import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Typography } from '@mui/material';
import { FileDropArea, FileDropHint } from '../../../components/file-drop-area';
import type { UploadedFile } from '../hooks/use-research-form';

export type ResearchFileDropProps = {
  upload: UploadedFile | null;
  onFile: (file: File) => void;
  disabled?: boolean;
};

const accept = '.csv,.xlsx,.xls,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel';

/** The research upload area (docs/product.md#validation: .csv, .xlsx, .xls), with the uploaded file's name and column count. */
export function ResearchFileDrop({ upload, onFile, disabled = false }: ResearchFileDropProps) {
  return (
    <FileDropArea
      onFile={onFile}
      disabled={disabled}
      accept={accept}
      inputLabel="Website list file"
      testId="research-drop-zone"
      buttonLabel={upload ? 'Choose Another File' : 'Browse Files'}
      done={upload !== null}
      padding={3}
    >
      {upload ? (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', alignItems: 'center', mb: 1 }}>
          <CheckCircleIcon color="success" aria-hidden />
          <Typography>
            <strong>{upload.fileName}</strong> uploaded: {upload.columns.length} columns detected
          </Typography>
        </Box>
      ) : (
        <>
          <UploadFileIcon color="action" sx={{ fontSize: 40 }} aria-hidden />
          <FileDropHint>
            <Typography sx={{ mt: 1 }}>Drag and drop a CSV or Excel file with your websites here</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
              or
            </Typography>
          </FileDropHint>
        </>
      )}
    </FileDropArea>
  );
}
