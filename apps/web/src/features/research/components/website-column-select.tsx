import { Alert, FormControl, FormHelperText, InputLabel, MenuItem, Select } from '@mui/material';
import { useId } from 'react';

export type WebsiteColumnSelectProps = {
  columns: string[];
  value: string;
  onChange: (column: string) => void;
  /** The domain most of the chosen column's rows share (from the estimate); null when none does. */
  commonDomain?: { domain: string; rows: number } | null;
};

/** 'These all point to linkedin.com — profile links, not company websites?' */
export function commonDomainWarning(domain: string): string {
  return `These all point to ${domain} — profile links, not company websites? Pick the column that holds each company's own website.`;
}

/** docs/product.md#screens website column select; the form auto-picks the first column named like 'url' or 'website'. */
export function WebsiteColumnSelect({ columns, value, onChange, commonDomain = null }: WebsiteColumnSelectProps) {
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
      {commonDomain && (
        <Alert severity="warning" role="status" sx={{ mt: 1 }}>
          {commonDomainWarning(commonDomain.domain)}
        </Alert>
      )}
    </FormControl>
  );
}
