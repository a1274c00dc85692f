import { Box, Button } from '@mui/material';
import { useRef, useState } from 'react';
import type { DragEvent, ReactNode } from 'react';

export type FileDropAreaProps = {
  onFile: (file: File) => void;
  /** The file input's `accept` list. */
  accept: string;
  /** Accessible name of the hidden file input. */
  inputLabel: string;
  testId: string;
  buttonLabel: string;
  /** What the area says above its button. */
  children: ReactNode;
  /** A file is in: the border turns green. */
  done?: boolean;
  padding?: number;
  disabled?: boolean;
};

/**
 * The 'Drag and drop … here / or' of a drop area: offered only where a file can be dragged — not on a phone's
 * width nor on a touch screen (a coarse pointer), where the area is its button.
 */
export function FileDropHint({ children }: { children: ReactNode }) {
  return <Box sx={{ display: { xs: 'none', sm: 'block' }, '@media (pointer: coarse)': { display: 'none' } }}>{children}</Box>;
}

/** A dashed drag-and-drop area with a 'Browse Files'-style button over a hidden file input (List Cleaner and Research uploads). */
export function FileDropArea({
  onFile,
  accept,
  inputLabel,
  testId,
  buttonLabel,
  children,
  done = false,
  padding = 4,
  disabled = false,
}: FileDropAreaProps) {
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
      data-testid={testId}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : done ? 'success.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : 'transparent',
        borderRadius: 2,
        p: padding,
        textAlign: 'center',
      }}
    >
      {children}
      <Button variant="outlined" onClick={() => input.current?.click()} disabled={disabled}>
        {buttonLabel}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        aria-label={inputLabel}
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
