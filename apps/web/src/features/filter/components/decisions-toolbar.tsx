import SearchIcon from '@mui/icons-material/Search';
import { Box, FormControl, InputAdornment, InputLabel, MenuItem, Select, TextField } from '@mui/material';
import type { DecisionState } from '@leadsift/shared';
import { useId } from 'react';

export type DecisionsToolbarProps = {
  columns: string[];
  column: string;
  onColumnChange: (column: string) => void;
  search: string;
  onSearchChange: (search: string) => void;
  state: DecisionState | '';
  onStateChange: (state: DecisionState | '') => void;
};

/** The Decision filter's choices (ADR 0058): every state, and 'Needs review' for the values nobody decided. */
const stateOptions: Array<{ value: DecisionState | ''; label: string }> = [
  { value: '', label: 'All decisions' },
  { value: 'KEEP', label: 'KEEP' },
  { value: 'EXCLUDE', label: 'EXCLUDE' },
  { value: 'REVIEW', label: 'Needs review' },
];

/** docs/product.md#screens: 'All Columns' plus each decision column, 'Search values...' (the grid holds values, not accounts); plus the Decision filter (KEEP, EXCLUDE, Needs review). */
export function DecisionsToolbar({ columns, column, onColumnChange, search, onSearchChange, state, onStateChange }: DecisionsToolbarProps) {
  const labelId = useId();
  const stateLabelId = useId();
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
      <FormControl size="small" sx={{ minWidth: 170 }}>
        <InputLabel id={stateLabelId} shrink>
          Decision
        </InputLabel>
        <Select
          labelId={stateLabelId}
          label="Decision"
          notched
          displayEmpty
          value={state}
          onChange={(event) => onStateChange(event.target.value as DecisionState | '')}
        >
          {stateOptions.map((option) => (
            <MenuItem key={option.value || 'all'} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Box>
  );
}
