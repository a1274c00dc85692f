import { FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { Box } from '@mui/material';

/** Rules decide what public facts settle before the model; this switch sends every value to the model. */
export function AskModelSwitch({ checked, onChange }: { checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <Box>
      <FormControlLabel
        control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />}
        label="Ask the model for every value"
      />
      <FormHelperText>
        {checked
          ? 'Rules are off: the model decides every value (each chunk is a model call).'
          : 'Rules decide values public facts settle (countries, US states, NAICS industries, job titles, company sizes, email domains) for free; the model gets the rest.'}
      </FormHelperText>
    </Box>
  );
}
