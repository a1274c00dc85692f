import { Select, MenuItem } from '@mui/material';
import { useTiers } from '../api/get-tiers';

type Props = { workspaceName: string; value: string; disabled?: boolean; onChange: (tier: string) => void };

/** A row's tier (GET /api/admin/tiers), named for its workspace: choosing another asks first (the tab's confirmation). */
export function WorkspaceTierSelect({ workspaceName, value, disabled = false, onChange }: Props) {
  const tiers = useTiers();
  const options = tiers.data ?? [];
  // Until the list arrives (or for a tier the server no longer offers) the current value is still an option.
  const shown = options.some((t) => t.name === value) ? options : [{ name: value, displayName: value, credits_per_month: 0 }, ...options];
  return (
    <Select
      size="small"
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      inputProps={{ 'aria-label': `Tier of ${workspaceName}` }}
      sx={{ minWidth: 150 }}
    >
      {shown.map((tier) => (
        <MenuItem key={tier.name} value={tier.name}>
          {tier.displayName}
        </MenuItem>
      ))}
    </Select>
  );
}
