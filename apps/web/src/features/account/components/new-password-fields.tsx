import { TextField } from '@mui/material';

type Props = { password: string; confirm: string; onPassword: (v: string) => void; onConfirm: (v: string) => void };

/** A new password typed twice; ready when 6+ characters and both the same. */
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
        helperText="At least 6 characters"
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

export const newPasswordReady = (password: string, confirm: string) => password.length >= 6 && password === confirm;
