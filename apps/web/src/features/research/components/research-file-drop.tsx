import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import type { DragEvent } from 'react';
import type { UploadedFile } from '../hooks/use-research-form';

export type ResearchFileDropProps = {
  upload: UploadedFile | null;
  onFile: (file: File) => void;
  disabled?: boolean;
};

/** The research upload area (SPEC §5: .csv, .xlsx, .xls), with the uploaded file's name and column count. */
export function ResearchFileDrop({ upload, onFile, disabled = false }: ResearchFileDropProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={handleDrop}
      data-testid="research-drop-zone"
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : upload ? 'success.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : 'transparent',
        borderRadius: 2,
        p: 3,
        textAlign: 'center',
      }}
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
          <Typography sx={{ mt: 1 }}>Drag and drop a CSV or Excel file with your websites here</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
            or
          </Typography>
        </>
      )}
      <Button variant="outlined" onClick={() => input.current?.click()} disabled={disabled}>
        {upload ? 'Choose Another File' : 'Browse Files'}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv,.xlsx,.xls,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
        hidden
        aria-label="Website list file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again still counts as a choice.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Box>
  );
}
