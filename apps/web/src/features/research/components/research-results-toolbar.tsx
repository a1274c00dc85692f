import SearchIcon from '@mui/icons-material/Search';
import { Box, FormControl, InputAdornment, InputLabel, MenuItem, Select, TextField } from '@mui/material';
import { useId } from 'react';
import type { ResearchResultsSort, ResearchResultsTab } from '../api/get-research-results';

export type ResearchResultsToolbarProps = {
  tab: ResearchResultsTab;
  sort: ResearchResultsSort;
  onSortChange: (sort: ResearchResultsSort) => void;
  search: string;
  onSearchChange: (search: string) => void;
};

/** docs/product.md#screens: 'Sort by' Quality, Website, and Decision only on the All tab; and the search box. */
export function sortOptions(tab: ResearchResultsTab): { value: ResearchResultsSort; label: string }[] {
  const options: { value: ResearchResultsSort; label: string }[] = [
    { value: 'quality', label: 'Quality' },
    { value: 'website', label: 'Website' },
  ];
  return tab === 'all' ? [...options, { value: 'decision', label: 'Decision' }] : options;
}

export function ResearchResultsToolbar({ tab, sort, onSortChange, search, onSearchChange }: ResearchResultsToolbarProps) {
  const labelId = useId();
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <FormControl size="small" sx={{ minWidth: 160 }}>
        <InputLabel id={labelId}>Sort by</InputLabel>
        <Select labelId={labelId} label="Sort by" value={sort} onChange={(event) => onSortChange(event.target.value)}>
          {sortOptions(tab).map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <TextField
        size="small"
        placeholder="Search websites..."
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        sx={{ flexGrow: 1, minWidth: 220 }}
        slotProps={{
          htmlInput: { 'aria-label': 'Search websites' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
