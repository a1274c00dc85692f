import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import { Box, Button, Typography } from '@mui/material';
import { ExportButtons, type CsvRows, type ExportFormat } from '../../../components/export-buttons';
import { RoleGate } from '../../workspaces';

export type ResultsHeaderProps = {
  title: string;
  /** 'Run by Alice' under the title (lib/actor-text.ts runByText); nothing when the answer does not say who. */
  runBy?: string | null;
  onBack: () => void;
  onExport?: (format: ExportFormat, rows?: CsvRows) => void;
  exporting?: boolean;
  /** The workbook's longest table: past one sheet's height the header says it will have several (ADR 0041). */
  longestTable?: { rows: number; label: string };
  onSaveTemplate?: () => void;
  /** Rows each CSV choice holds (ADR 0058). */
  csvCounts?: Record<CsvRows, number>;
};

/** 'Back to Lists', the list name (and who ran it), 'Save Template' and the spreadsheet export with CSV beside it (docs/product.md#screens). */
export function ResultsHeader(props: ResultsHeaderProps) {
  const { title, runBy, onBack, onExport, exporting = false, longestTable, onSaveTemplate, csvCounts } = props;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
        Back to Lists
      </Button>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {runBy && (
          <Typography variant="body2" color="text.secondary">
            {runBy}
          </Typography>
        )}
      </Box>
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
