import type { AdminUser } from '@leadsift/shared';
import { Autocomplete, TextField } from '@mui/material';

type Props = { id: string; users: AdminUser[]; value: AdminUser | null; onChange: (user: AdminUser | null) => void; loading?: boolean };

/** A user picked from the list by email (docs/product.md#screens forms take a user id; admins know emails). */
export function UserPicker({ id, users, value, onChange, loading }: Props) {
  return (
    <Autocomplete
      id={id}
      options={users}
      value={value}
      loading={loading}
      onChange={(_event, user) => onChange(user)}
      getOptionLabel={(user) => user.email}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => <TextField {...params} label="User (email)" />}
    />
  );
}
