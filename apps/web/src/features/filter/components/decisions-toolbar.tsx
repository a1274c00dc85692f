import SearchIcon from '@mui/icons-material/Search';
import { Box, FormControl, FormControlLabel, InputAdornment, InputLabel, MenuItem, Select, Switch, TextField } from '@mui/material';
import { useId } from 'react';

export type DecisionsToolbarProps = {
  columns: string[];
  column: string;
  onColumnChange: (column: string) => void;
  search: string;
  onSearchChange: (search: string) => void;
  needsReview: boolean;
  onNeedsReviewChange: (needsReview: boolean) => void;
};

/** docs/product.md#screens: 'All Columns' plus each decision column, 'Search values...' (the grid holds values, not accounts); plus the 'Needs review' filter. */
export function DecisionsToolbar({
  columns,
  column,
  onColumnChange,
  search,
  onSearchChange,
  needsReview,
  onNeedsReviewChange,
}: DecisionsToolbarProps) {
  const labelId = useId();
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <FormControl size="small" sx={{ minWidth: 200 }}>
        <InputLabel id={labelId} shrink>
          Column
        </InputLabel>
        <Select
          labelId={labelId}
          label="Column"
          notched
          displayEmpty
          value={column}
          onChange={(event) => onColumnChange(event.target.value)}
        >
          <MenuItem value="">All Columns</MenuItem>
          {columns.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <TextField
        size="small"
        placeholder="Search values..."
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        sx={{ flexGrow: 1, minWidth: 220 }}
        slotProps={{
          htmlInput: { 'aria-label': 'Search values' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <FormControlLabel
        control={<Switch checked={needsReview} onChange={(event) => onNeedsReviewChange(event.target.checked)} />}
        label="Needs review"
      />
    </Box>
  );
}
