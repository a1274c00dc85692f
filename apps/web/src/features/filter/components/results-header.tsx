import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import GridOnIcon from '@mui/icons-material/GridOn';
import { Box, Button, CircularProgress, IconButton, Tooltip, Typography } from '@mui/material';

export type ResultsHeaderProps = {
  title: string;
  onBack: () => void;
  onExport?: () => void;
  exporting?: boolean;
  onSaveTemplate?: () => void;
};

/** 'Back to Lists', the list name, 'Save Template' and the spreadsheet export icon (SPEC §2). */
export function ResultsHeader({ title, onBack, onExport, exporting = false, onSaveTemplate }: ResultsHeaderProps) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
        Back to Lists
      </Button>
      <Typography variant="h5" component="h2" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      {onSaveTemplate && (
        <Button variant="outlined" startIcon={<BookmarkAddIcon />} onClick={onSaveTemplate}>
          Save Template
        </Button>
      )}
      {onExport && (
        <Tooltip title="Export to spreadsheet">
          <span>
            <IconButton aria-label="Export to spreadsheet" onClick={onExport} disabled={exporting} color="primary">
              {exporting ? <CircularProgress size={24} /> : <GridOnIcon />}
            </IconButton>
          </span>
        </Tooltip>
      )}
    </Box>
  );
}
