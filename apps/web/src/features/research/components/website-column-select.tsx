import { FormControl, FormHelperText, InputLabel, MenuItem, Select } from '@mui/material';
import { useId } from 'react';

export type WebsiteColumnSelectProps = {
  columns: string[];
  value: string;
  onChange: (column: string) => void;
};

/** SPEC §2 website column select; the form auto-picks the first column named like 'url' or 'website'. */
export function WebsiteColumnSelect({ columns, value, onChange }: WebsiteColumnSelectProps) {
  const id = useId();
  return (
    <FormControl fullWidth required>
      <InputLabel id={`${id}-label`}>Website Column</InputLabel>
      <Select
        labelId={`${id}-label`}
        label="Website Column"
        // The Select alone is disabled: a disabled FormControl greys the helper text below contrast minimums.
        disabled={columns.length === 0}
        value={columns.includes(value) ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-help`}
      >
        {columns.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </Select>
      <FormHelperText id={`${id}-help`}>The column that holds each account's website address.</FormHelperText>
    </FormControl>
  );
}
