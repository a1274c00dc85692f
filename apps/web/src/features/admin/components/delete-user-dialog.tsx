import type { AdminUser } from '@leadsift/shared';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useDeleteUser } from '../api/delete-user';
import { errorText, type ReportFeedback } from '../hooks/use-feedback';

type Props = { user: AdminUser | null; onClose: () => void; onResult: ReportFeedback };

/** docs/product.md#roles: deleting is permanent and takes everything of the user; the email must be typed to confirm. */
export function DeleteUserDialog({ user, onClose, onResult }: Props) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteUser();
  const confirmed = user !== null && typed.trim().toLowerCase() === user.email.toLowerCase();

  const close = () => {
    setTyped('');
    setError(null);
    onClose();
  };

  const handleDelete = () => {
    if (!user || !confirmed) return;
    remove.mutate(
      { id: user.id, email: user.email },
      {
        onSuccess: () => {
          onResult('success', `Successfully deleted user ${user.email}`);
          close();
        },
        onError: (err) => setError(errorText(err)),
      },
    );
  };

  return (
    <Dialog open={user !== null} onClose={close} aria-labelledby="delete-user-title" aria-describedby="delete-user-text">
      <DialogTitle id="delete-user-title">Delete {user?.email}?</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <DialogContentText id="delete-user-text" sx={{ mb: 2 }}>
          This permanently deletes {user?.name ? `${user.name} (${user.email})` : user?.email}: the account, profile, credits and usage
          logs, research jobs, list-cleaner jobs and uploaded lists, and saved filters. This cannot be undone. The admin audit log keeps its
          entries about this user.
        </DialogContentText>
        <TextField
          fullWidth
          label="Type the user's email to confirm"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button color="error" variant="contained" disabled={!confirmed || remove.isPending} onClick={handleDelete}>
          {remove.isPending ? 'Deleting...' : 'Delete User'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
