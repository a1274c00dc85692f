import { TextField } from '@mui/material';
import { parseCreditLimit } from '../credit-limit';

export type StopAtFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** What the limit does for this kind of job (shown under the field while the value is valid). */
  helperText: string;
};

/** "Stop at N credits" (ADR 0044) on Run of a List Cleaner or Research job: the job pauses there and can be resumed with a new limit. */
export function StopAtField({ value, onChange, helperText }: StopAtFieldProps) {
  const invalid = value.trim() !== '' && parseCreditLimit(value) === null;
  return (
    <TextField
      label="Stop at (credits)"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      error={invalid}
      helperText={invalid ? 'Enter a whole number of credits, or leave it blank' : helperText}
      sx={{ maxWidth: 360 }}
    />
  );
}
