import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import { Box, Button, Typography } from '@mui/material';
import { ExportButtons, type CsvRows, type ExportFormat } from '../../../components/export-buttons';
import { RoleGate } from '../../workspaces';

export type ResultsHeaderProps = {
  title: string;
  onBack: () => void;
  onExport?: (format: ExportFormat, rows?: CsvRows) => void;
  exporting?: boolean;
  /** The workbook's longest table: past one sheet's height the header says it will have several (ADR 0041). */
  longestTable?: { rows: number; label: string };
  onSaveTemplate?: () => void;
  /** Rows each CSV choice holds (ADR 0058). */
  csvCounts?: Record<CsvRows, number>;
};

/** 'Back to Lists', the list name, 'Save Template' and the spreadsheet export with CSV beside it (docs/product.md#screens). */
export function ResultsHeader({ title, onBack, onExport, exporting = false, longestTable, onSaveTemplate, csvCounts }: ResultsHeaderProps) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
        Back to Lists
      </Button>
      <Typography variant="h5" component="h2" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      {onSaveTemplate && (
        <RoleGate>
          <Button variant="outlined" startIcon={<BookmarkAddIcon />} onClick={onSaveTemplate}>
            Save Template
          </Button>
        </RoleGate>
      )}
      {onExport && (
        <ExportButtons
          onExport={onExport}
          exporting={exporting}
          {...(csvCounts ? { csvCounts } : {})}
          {...(longestTable ? { rows: longestTable.rows, rowsLabel: longestTable.label } : {})}
        />
      )}
    </Box>
  );
}
