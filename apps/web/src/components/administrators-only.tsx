import { Alert } from '@mui/material';

/** What a signed-in non-administrator sees on a staff-only screen (/admin, /tickets): a plain message, no forms. */
export function AdministratorsOnly() {
  return (
    <Alert severity="info" role="status" sx={{ maxWidth: 560 }}>
      Administrators only
    </Alert>
  );
}
