import { PASSWORD_MIN_LENGTH, passwordLongEnough } from '@leadsift/shared';
import { TextField } from '@mui/material';

type Props = { password: string; confirm: string; onPassword: (v: string) => void; onConfirm: (v: string) => void };

/** A new password typed twice; ready when long enough and both the same. */
export function NewPasswordFields({ password, confirm, onPassword, onConfirm }: Props) {
  const mismatch = confirm !== '' && confirm !== password;
  return (
    <>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
        fullWidth
      />
      <TextField
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => onConfirm(e.target.value)}
        error={mismatch}
        helperText={mismatch ? 'The two passwords differ' : ' '}
        fullWidth
      />
    </>
  );
}

export const newPasswordReady = (password: string, confirm: string) => passwordLongEnough(password) && password === confirm;
