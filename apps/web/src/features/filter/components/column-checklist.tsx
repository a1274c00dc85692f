import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Checkbox, FormControlLabel, FormGroup, InputAdornment, TextField, Typography } from '@mui/material';

export type ColumnChecklistProps = {
  columns: string[];
  selected: string[];
  search: string;
  onSearchChange: (search: string) => void;
  onToggle: (column: string) => void;
  onSelectAll: (visible: string[]) => void;
  onDeselectAll: () => void;
};

export function matchesSearch(column: string, search: string): boolean {
  return column.toLowerCase().includes(search.trim().toLowerCase());
}

/** docs/product.md#screens step 2: 'Search fields...', the 400 px checklist, filtered 'Select All', 'Deselect All' and the count. */
export function ColumnChecklist({ columns, selected, search, onSearchChange, onToggle, onSelectAll, onDeselectAll }: ColumnChecklistProps) {
  const visible = columns.filter((column) => matchesSearch(column, search));
  const chosen = new Set(selected);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <TextField
        size="small"
        placeholder="Search fields..."
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        slotProps={{
          htmlInput: { 'aria-label': 'Search fields' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => onSelectAll(visible)}>
          Select All
        </Button>
        <Button size="small" onClick={onDeselectAll}>
          Deselect All
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }} aria-live="polite">
          {selected.length} of {columns.length} fields selected
        </Typography>
      </Box>
      <Box sx={{ height: 400, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1 }}>
        <FormGroup aria-label="Columns">
          {visible.map((column) => (
            <FormControlLabel
              key={column}
              control={<Checkbox checked={chosen.has(column)} onChange={() => onToggle(column)} />}
              label={column}
            />
          ))}
        </FormGroup>
        {visible.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            No fields match your search.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
