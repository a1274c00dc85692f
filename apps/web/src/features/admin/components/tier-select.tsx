import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useTiers } from '../api/get-tiers';

type Props = { id: string; value: string; onChange: (tier: string) => void };

/** The tiers the server knows (GET /api/admin/tiers), by display name. */
export function TierSelect({ id, value, onChange }: Props) {
  const tiers = useTiers();
  const options = tiers.data ?? [];
  // Until the list arrives the current value is still a valid option (MUI warns otherwise).
  const shown = options.some((t) => t.name === value) ? options : [{ name: value, displayName: value, credits_per_month: 0 }, ...options];
  return (
    <FormControl fullWidth>
      <InputLabel id={`${id}-label`}>Tier</InputLabel>
      <Select labelId={`${id}-label`} id={id} label="Tier" value={value} onChange={(e) => onChange(e.target.value)}>
        {shown.map((tier) => (
          <MenuItem key={tier.name} value={tier.name}>
            {tier.displayName} ({tier.name})
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
