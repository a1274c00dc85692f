import { PASSWORD_MIN_LENGTH } from '@leadsift/shared';
import { DEFAULT_TIER_NAME } from '@leadsift/shared';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useCreateUser } from '../api/create-user';
import { errorText, type ReportFeedback } from '../hooks/use-feedback';
import { RoleSelect, type Role } from './role-select';
import { TierSelect } from './tier-select';

type Props = { open: boolean; onClose: () => void; onResult: ReportFeedback };

/** docs/product.md#screens create-user dialog: email, password (6-character hint), optional name, tier, role. */
export function CreateUserDialog({ open, onClose, onResult }: Props) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const [tier, setTier] = useState<string>(DEFAULT_TIER_NAME);
  const [role, setRole] = useState<Role>('user');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateUser();

  const close = () => {
    setEmail('');
    setPassword('');
    setName('');
    setTier(DEFAULT_TIER_NAME);
    setRole('user');
    setError(null);
    onClose();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return setError('Email and password are required');
    setError(null);
    const input = { email: email.trim(), password, tier, role, ...(name.trim() ? { name: name.trim() } : {}) };
    create.mutate(input, {
      onSuccess: () => {
        onResult('success', `Successfully created user ${input.email}`);
        close();
      },
      onError: (err) => setError(errorText(err)),
    });
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="create-user-title">
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <DialogTitle id="create-user-title">Create New User</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField label="Email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} autoFocus />
          <TextField
            label="Password"
            type="password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            helperText={`Minimum ${PASSWORD_MIN_LENGTH} characters`}
            autoComplete="new-password"
          />
          <TextField label="Name (optional)" value={name} onChange={(e) => setName(e.target.value)} />
          <TierSelect id="create-user-tier" value={tier} onChange={setTier} />
          <RoleSelect id="create-user-role" value={role} onChange={setRole} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create User'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
