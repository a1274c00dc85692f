import { DEFAULT_TIER_NAME } from '@leadsift/shared';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useCreateInvitation } from '../api/invitations';
import { errorText, type ReportFeedback } from '../hooks/use-feedback';
import type { LinkToCopy } from './copy-link-dialog';
import { RoleSelect, type Role } from './role-select';
import { TierSelect } from './tier-select';

type Props = { open: boolean; onClose: () => void; onResult: ReportFeedback; onLink: (link: LinkToCopy) => void };

/** 'Invite user' (ADR 0035): email, tier, role; the invitee chooses their own name and password. */
export function InviteUserDialog({ open, onClose, onResult, onLink }: Props) {
  const [email, setEmail] = useState('');
  const [tier, setTier] = useState<string>(DEFAULT_TIER_NAME);
  const [role, setRole] = useState<Role>('user');
  const [error, setError] = useState<string | null>(null);
  const invite = useCreateInvitation();

  const close = () => {
    setEmail('');
    setTier(DEFAULT_TIER_NAME);
    setRole('user');
    setError(null);
    onClose();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError('Email is required');
    setError(null);
    const address = email.trim();
    invite.mutate(
      { email: address, tier, role },
      {
        onSuccess: (answer) => {
          if (answer.link)
            onLink({
              title: 'Invitation link',
              text: `Send this link to ${address}. It is valid for 7 days and works once.`,
              link: answer.link,
            });
          else onResult('success', `Invitation sent to ${address}`);
          close();
        },
        onError: (err) => setError(errorText(err)),
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="invite-user-title">
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <DialogTitle id="invite-user-title">Invite user</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField label="Email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} autoFocus />
          <TierSelect id="invite-user-tier" value={tier} onChange={setTier} />
          <RoleSelect id="invite-user-role" value={role} onChange={setRole} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={invite.isPending}>
            {invite.isPending ? 'Inviting...' : 'Invite'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
