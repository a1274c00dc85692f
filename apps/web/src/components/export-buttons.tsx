import GridOnIcon from '@mui/icons-material/GridOn';
import TextSnippetIcon from '@mui/icons-material/TextSnippet';
import { Box, CircularProgress, IconButton, Tooltip, Typography } from '@mui/material';
import { xlsxRowsPerSheet, xlsxSheetsFor, formatCount } from '@leadsift/shared';

export type ExportFormat = 'xlsx' | 'csv';

export type ExportButtonsProps = {
  onExport: (format: ExportFormat) => void;
  exporting?: boolean;
  /** The longest table the workbook will hold: past Excel's height the workbook has several sheets of it. */
  rows?: number;
  /** What those rows are, for the note ("qualified rows"). */
  rowsLabel?: string;
};

/**
 * The spreadsheet export icon (docs/product.md#screens) and, beside it, CSV (ADR 0041). A table longer than one sheet is
 * said before the download: the workbook continues it on 'Qualified (2)', …; CSV keeps it in one file.
 */
export function ExportButtons({ onExport, exporting = false, rows, rowsLabel = 'rows' }: ExportButtonsProps) {
  const sheets = rows === undefined ? 1 : xlsxSheetsFor(rows);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {sheets > 1 && (
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 360 }}>
          The spreadsheet will split the {formatCount(rows!)} {rowsLabel} over {sheets} sheets (Excel holds {formatCount(xlsxRowsPerSheet)}{' '}
          rows a sheet); CSV keeps them in one file.
        </Typography>
      )}
      <Tooltip title="Export to spreadsheet">
        <span>
          <IconButton aria-label="Export to spreadsheet" onClick={() => onExport('xlsx')} disabled={exporting} color="primary">
            {exporting ? <CircularProgress size={24} /> : <GridOnIcon />}
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Download as CSV">
        <span>
          <IconButton aria-label="Download as CSV" onClick={() => onExport('csv')} disabled={exporting} color="primary">
            <TextSnippetIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}
