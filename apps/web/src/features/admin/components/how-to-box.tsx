import { PASSWORD_MIN_LENGTH } from '@leadsift/shared';
import { Alert, AlertTitle, Box } from '@mui/material';

/** docs/product.md#screens how-to box at the top of the panel. */
export function HowToBox() {
  return (
    <Alert severity="info" icon={false}>
      <AlertTitle>How to manage users</AlertTitle>
      <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
        <li>Grant Bonus Credits: pick a user by email and enter whole credits; bonus credits never expire.</li>
        <li>Change User Tier: pick a user and a plan; the month&apos;s usage is kept.</li>
        <li>Create New User: email, a password of at least {PASSWORD_MIN_LENGTH} characters, the tier and the role.</li>
        <li>
          Each row&apos;s menu makes or removes an administrator, disables or enables sign-in, signs the user out everywhere, or deletes the
          user and all their data.
        </li>
        <li>Every action is recorded in the Audit log tab.</li>
      </Box>
    </Alert>
  );
}
