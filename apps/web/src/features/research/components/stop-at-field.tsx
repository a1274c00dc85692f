import { TextField } from '@mui/material';
import { parseCreditLimit } from '../hooks/use-research-form';

export type StopAtFieldProps = { value: string; onChange: (value: string) => void };

/** "Stop at N credits" (issue 32): the job pauses there, and can be resumed with a new limit. */
export function StopAtField({ value, onChange }: StopAtFieldProps) {
  const invalid = value.trim() !== '' && parseCreditLimit(value) === null;
  return (
    <TextField
      label="Stop at (credits)"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      error={invalid}
      helperText={
        invalid
          ? 'Enter a whole number of credits, or leave it blank'
          : 'Optional. The research pauses once it has used this many credits; resume it with a new limit.'
      }
      sx={{ maxWidth: 360 }}
    />
  );
}
