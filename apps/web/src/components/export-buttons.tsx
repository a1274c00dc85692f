import GridOnIcon from '@mui/icons-material/GridOn';
import TextSnippetIcon from '@mui/icons-material/TextSnippet';
import { Box, Button, CircularProgress, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { formatCount, xlsxRowsPerSheet, xlsxSheetsFor } from '@leadsift/shared';

export type ExportFormat = 'xlsx' | 'csv';
/** Which rows a List Cleaner CSV holds (ADR 0058). */
export type CsvRows = 'qualified' | 'disqualified' | 'all';

export type ExportButtonsProps = {
  onExport: (format: ExportFormat, rows?: CsvRows) => void;
  exporting?: boolean;
  /** The longest table the workbook will hold: past Excel's height the workbook has several sheets of it. */
  rows?: number;
  /** What those rows are, for the note ("qualified rows"). */
  rowsLabel?: string;
  /** The List Cleaner: how many rows each CSV choice holds; the CSV button then says which rows it downloads. */
  csvCounts?: Record<CsvRows, number>;
};

const csvChoices: Array<{ value: CsvRows; label: string }> = [
  { value: 'qualified', label: 'Qualified rows' },
  { value: 'disqualified', label: 'Disqualified rows' },
  { value: 'all', label: 'All rows' },
];

/**
 * The spreadsheet export and, beside it, CSV (ADR 0041), each with its words. A table longer than one sheet is
 * said before the download: the workbook continues it on 'Qualified (2)', …; CSV keeps it in one file. With
 * `csvCounts` the CSV holds the rows chosen (ADR 0058), and a choice with no rows says the file holds only the header.
 */
export function ExportButtons({ onExport, exporting = false, rows, rowsLabel = 'rows', csvCounts }: ExportButtonsProps) {
  const [csvRows, setCsvRows] = useState<CsvRows>('qualified');
  const sheets = rows === undefined ? 1 : xlsxSheetsFor(rows);
  const chosen = csvChoices.find((c) => c.value === csvRows)!;
  const empty = csvCounts !== undefined && csvCounts[csvRows] === 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      {sheets > 1 && (
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 360 }}>
          The spreadsheet will split the {formatCount(rows!)} {rowsLabel} over {sheets} sheets (Excel holds {formatCount(xlsxRowsPerSheet)}{' '}
          rows a sheet); CSV keeps them in one file.
        </Typography>
      )}
      <Button
        variant="outlined"
        onClick={() => onExport('xlsx')}
        disabled={exporting}
        startIcon={exporting ? <CircularProgress size={16} /> : <GridOnIcon />}
      >
        Export to spreadsheet (.xlsx)
      </Button>
      {csvCounts && (
        <TextField
          select
          size="small"
          label="CSV rows"
          value={csvRows}
          onChange={(event) => setCsvRows(event.target.value as CsvRows)}
          sx={{ minWidth: 170 }}
        >
          {csvChoices.map((c) => (
            <MenuItem key={c.value} value={c.value}>
              {`${c.label} (${formatCount(csvCounts[c.value])})`}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Button
        variant="outlined"
        onClick={() => (csvCounts ? onExport('csv', csvRows) : onExport('csv'))}
        disabled={exporting}
        startIcon={<TextSnippetIcon />}
      >
        {csvCounts ? `Download as CSV: ${chosen.label.toLowerCase()}` : 'Download as CSV'}
      </Button>
      {empty && (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ flexBasis: '100%' }}>
          No {chosen.label.toLowerCase()}: the CSV will hold only the column names. Choose other rows to get data.
        </Typography>
      )}
    </Box>
  );
}
