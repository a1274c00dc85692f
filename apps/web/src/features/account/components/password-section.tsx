import { PASSWORD_MIN_LENGTH, passwordLongEnough } from '@leadsift/shared';
import { Alert, Box, Button, Checkbox, FormControlLabel, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useAuth } from '../../auth/hooks/use-auth';
import { accountKeys } from '../api/account-keys';
import { useChangePassword } from '../api/change-password';
import { AccountSection } from './account-section';

/** Change password: the current one is required; every other session and connected app ends, this one stays. */
export function PasswordSection() {
  const { completeSignIn } = useAuth();
  const change = useChangePassword();
  const client = useQueryClient();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const [revokeApiKeys, setRevokeApiKeys] = useState(false);
  const mismatch = confirm !== '' && confirm !== newPassword;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
    change.mutate(
      { currentPassword, newPassword, revokeApiKeys },
      {
        onSuccess: async (token) => {
          if (token) await completeSignIn(token);
          void client.invalidateQueries({ queryKey: accountKeys.sessions });
          setCurrent('');
          setNew('');
          setConfirm('');
          setRevokeApiKeys(false);
          setDone(true);
        },
      },
    );
  };

  return (
    <AccountSection id="password" title="Change password">
      <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2, maxWidth: 420 }}>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(e) => setCurrent(e.target.value)}
          size="small"
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(e) => setNew(e.target.value)}
          size="small"
          helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
        />
        <TextField
          label="Repeat the new password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          size="small"
          error={mismatch}
          helperText={mismatch ? 'The two passwords differ' : ' '}
        />
        <FormControlLabel
          control={<Checkbox checked={revokeApiKeys} onChange={(e) => setRevokeApiKeys(e.target.checked)} />}
          label="Also revoke my API keys"
        />
        <Button
          type="submit"
          variant="contained"
          disabled={change.isPending || !currentPassword || !passwordLongEnough(newPassword) || confirm !== newPassword}
        >
          Change password
        </Button>
        {change.error && <Alert severity="error">{change.error.message}</Alert>}
        {done && (
          <Alert severity="success">
            Your password was changed. You were signed out everywhere else and your connected apps were disconnected.
          </Alert>
        )}
      </Box>
    </AccountSection>
  );
}
