import { Alert, Box, Button, Chip, Table, TableBody, TableCell, TableContainer, TableRow, Typography } from '@mui/material';
import type { FileData } from '../state/wizard-state';

/** "Header found on row 4 — 3 lines above it skipped" (ADR 0023); the plain row number when nothing was skipped. */
export function headerFoundText(headerRow: number, skippedRows: number): string {
  if (skippedRows === 0) return `Header found on row ${headerRow}`;
  return `Header found on row ${headerRow} — ${skippedRows} ${skippedRows === 1 ? 'line' : 'lines'} above it skipped`;
}

export type HeaderRowPreviewProps = {
  fileData: FileData;
  onPick: (row: number) => void;
  picking?: boolean;
};

/** Step 1: which row became the header, the file's first rows, and a way to read the file with another one. */
export function HeaderRowPreview({ fileData, onPick, picking = false }: HeaderRowPreviewProps) {
  const { headerRow, skippedRows = 0, skippedColumns = 0, preview } = fileData;
  if (!headerRow || !preview) return null;
  const skippedColumnsText =
    skippedColumns > 0 ? `; ${skippedColumns} empty ${skippedColumns === 1 ? 'column' : 'columns'} on the left left out` : '';
  // Every column of the preview, scrolling inside the card rather than the page.
  const shownCells = Math.max(0, ...preview.map((cells) => cells.length));
  const skipped = skippedRows > 0 || skippedColumns > 0;
  return (
    <Box data-testid="header-row-preview" sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {/* One success message per upload (the summary above); a header below skipped lines is worth an info. */}
      {skipped ? (
        <Alert severity="info" role="status">
          {headerFoundText(headerRow, skippedRows)}
          {skippedColumnsText}
        </Alert>
      ) : (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {headerFoundText(headerRow, skippedRows)}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        Not the right row? Pick the row that holds the column names.
      </Typography>
      <TableContainer sx={{ maxHeight: 320, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label="First rows of the file">
          <TableBody>
            {preview.map((cells, index) => {
              const row = index + 1;
              const isHeader = row === headerRow;
              const blank = cells.every((c) => c.trim() === '');
              return (
                <TableRow key={row} selected={isHeader} data-row={row}>
                  <TableCell sx={{ width: 40, color: 'text.secondary' }}>{row}</TableCell>
                  <TableCell sx={{ width: 72, px: 0.5, whiteSpace: 'nowrap' }}>
                    {isHeader ? (
                      <Chip size="small" color="primary" label="Header" />
                    ) : blank ? null : (
                      <Button
                        size="small"
                        disabled={picking}
                        onClick={() => onPick(row)}
                        aria-label={`Use as header (row ${row})`}
                        title="Use this row as the header"
                        sx={{ minWidth: 0, whiteSpace: 'nowrap' }}
                      >
                        Use
                      </Button>
                    )}
                  </TableCell>
                  {Array.from({ length: shownCells }, (_, c) => (
                    <TableCell
                      key={c}
                      sx={{
                        maxWidth: 160,
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                        fontWeight: isHeader ? 600 : 400,
                        // Rows above the header are skipped: shown quieter (still readable).
                        color: row < headerRow ? 'text.secondary' : 'text.primary',
                      }}
                      title={cells[c] ?? ''}
                    >
                      {cells[c] ?? ''}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
