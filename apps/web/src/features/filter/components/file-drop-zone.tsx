import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import type { DragEvent } from 'react';

export type FileDropZoneProps = { onFile: (file: File) => void; disabled?: boolean };

/** SPEC §2: a drag-and-drop CSV area with 'Browse Files'. */
export function FileDropZone({ onFile, disabled = false }: FileDropZoneProps) {
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
      data-testid="csv-drop-zone"
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : 'transparent',
        borderRadius: 2,
        p: 4,
        textAlign: 'center',
      }}
    >
      <UploadFileIcon color="action" sx={{ fontSize: 48 }} aria-hidden />
      <Typography sx={{ mt: 1 }}>Drag and drop your CSV file here</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        or
      </Typography>
      <Button variant="outlined" onClick={() => input.current?.click()} disabled={disabled}>
        Browse Files
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label="CSV file"
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
