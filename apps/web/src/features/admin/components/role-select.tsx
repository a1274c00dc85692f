import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';

export type Role = 'user' | 'admin';
type Props = { id: string; value: Role; onChange: (role: Role) => void };

/** A new account's role: User or Administrator. */
export function RoleSelect({ id, value, onChange }: Props) {
  return (
    <FormControl fullWidth>
      <InputLabel id={`${id}-label`}>Role</InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        label="Role"
        value={value}
        onChange={(e) => onChange(e.target.value === 'admin' ? 'admin' : 'user')}
      >
        <MenuItem value="user">User</MenuItem>
        <MenuItem value="admin">Administrator</MenuItem>
      </Select>
    </FormControl>
  );
}
