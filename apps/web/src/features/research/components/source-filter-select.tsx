import { Alert, FormControl, FormHelperText, InputLabel, MenuItem, Select } from '@mui/material';
import { formatCount } from '@leadsift/shared';
import { useId } from 'react';
import { useSourceFilters, type SourceFilter } from '../api/get-source-filters';

export type SourceFilterSelectProps = {
  value: SourceFilter | null;
  onChange: (filter: SourceFilter | null) => void;
};

/** 'From a List Cleaner job': a completed job (name, kept count) whose kept rows are researched. */
export function SourceFilterSelect({ value, onChange }: SourceFilterSelectProps) {
  const id = useId();
  const filters = useSourceFilters();
  if (filters.isError) return <Alert severity="error">{filters.error.message}</Alert>;
  const list = filters.data ?? [];
  const empty = filters.isSuccess && list.length === 0;
  return (
    <FormControl fullWidth required>
      <InputLabel id={`${id}-label`}>Cleaned list</InputLabel>
      <Select
        labelId={`${id}-label`}
        label="Cleaned list"
        disabled={!filters.isSuccess || empty}
        value={value && list.some((f) => f.id === value.id) ? value.id : ''}
        onChange={(event) => onChange(list.find((f) => f.id === event.target.value) ?? null)}
        aria-describedby={`${id}-help`}
      >
        {list.map((f) => (
          <MenuItem key={f.id} value={f.id}>
            {`${f.name || 'Untitled list'} (${formatCount(f.keptCount)} kept rows)`}
          </MenuItem>
        ))}
      </Select>
      <FormHelperText id={`${id}-help`}>
        {filters.isPending
          ? 'Loading lists...'
          : empty
            ? 'No completed List Cleaner jobs yet. Clean a list first, or upload a file.'
            : 'The qualified (kept) rows of a completed List Cleaner job.'}
      </FormHelperText>
    </FormControl>
  );
}
