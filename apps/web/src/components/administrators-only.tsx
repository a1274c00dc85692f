import { Alert } from '@mui/material';

/** What a signed-in non-administrator sees instead of a staff-only screen (the server refuses them too). */
export function AdministratorsOnly() {
  return (
    <Alert severity="info" sx={{ my: 2 }}>
      Administrators only
    </Alert>
  );
}
