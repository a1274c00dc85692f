import CloseIcon from '@mui/icons-material/Close';
import { IconButton, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';

export type SelectedColumnsPanelProps = { columns: string[]; onRemove: (column: string) => void };

/** docs/product.md#screens: 'Selected Columns (N)', numbered, each with a remove button. */
export function SelectedColumnsPanel({ columns, onRemove }: SelectedColumnsPanelProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }} component="section" aria-label="Selected columns">
      <Typography variant="subtitle1" component="h3">
        Selected Columns ({columns.length})
      </Typography>
      {columns.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          No columns selected yet.
        </Typography>
      ) : (
        <List dense>
          {columns.map((column, index) => (
            <ListItem
              key={column}
              secondaryAction={
                <IconButton edge="end" size="small" aria-label={`Remove ${column}`} onClick={() => onRemove(column)}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemText primary={`${index + 1}. ${column}`} />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
