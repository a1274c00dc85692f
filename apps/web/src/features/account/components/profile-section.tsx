import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useAuth } from '../../auth/hooks/use-auth';
import { useUpdateName } from '../api/update-name';
import { AccountSection } from './account-section';

/** Name (editable), email, and the plan and credits (`usage`: the usage widget, which opens the usage dialog). */
export function ProfileSection({ usage }: { usage?: ReactNode }) {
  const { user, userProfile, completeSignIn } = useAuth();
  const [name, setName] = useState(user?.name ?? '');
  const update = useUpdateName();
  const [saved, setSaved] = useState(false);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    update.mutate(name, {
      onSuccess: () => {
        setSaved(true);
        // Reload the user behind the same session without refreshSession's loading state, which would
        // unmount this page (and its 'saved' message) while the shell shows its spinner.
        void completeSignIn(null);
      },
    });
  };

  return (
    <AccountSection id="profile" title="Profile">
      <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} size="small" sx={{ minWidth: 260 }} />
        <Button type="submit" variant="contained" disabled={update.isPending || !name.trim() || name.trim() === user?.name}>
          Save name
        </Button>
      </Box>
      {update.error && <Alert severity="error">{update.error.message}</Alert>}
      {saved && <Alert severity="success">Your name was saved.</Alert>}
      <Typography>
        <strong>Email:</strong> {user?.email}
      </Typography>
      <Typography>
        <strong>Plan:</strong> {userProfile?.tier ?? '—'}
      </Typography>
      {usage}
    </AccountSection>
  );
}
