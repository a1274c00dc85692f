import { formatCount, type AdminWorkspace } from '@leadsift/shared';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useGrantWorkspaceCredits } from '../api/admin-workspaces';
import { errorText, type ReportFeedback } from '../hooks/use-feedback';
import { reasonMaxLength } from './confirm-action-dialog';
import { DEFAULT_REASON } from './grant-credits-form';

export const wholeCreditsMessage = 'Credits must be a whole number of at least 1';

/** The amount typed, when it is a whole number of at least 1; else null. */
export function parseGrantAmount(text: string): number | null {
  if (!/^\s*\+?\d+\s*$/.test(text)) return null;
  const amount = Number.parseInt(text, 10);
  return Number.isSafeInteger(amount) && amount >= 1 ? amount : null;
}

type Props = { workspace: AdminWorkspace | null; onClose: () => void; onResult: ReportFeedback };

/**
 * 'Grant credits' to one workspace's pool (Admin → Workspaces): a whole number and a reason ('Admin grant' by
 * default), like the per-user grant; the result shows in the panel's message.
 */
export function GrantWorkspaceCreditsDialog({ workspace, onClose, onResult }: Props) {
  const titleId = useId();
  const [credits, setCredits] = useState('');
  const [reason, setReason] = useState(DEFAULT_REASON);
  const [tried, setTried] = useState(false);
  const grant = useGrantWorkspaceCredits();
  const amount = parseGrantAmount(credits);
  const invalid = tried && amount === null;

  const close = () => {
    setCredits('');
    setReason(DEFAULT_REASON);
    setTried(false);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!workspace || amount === null) return;
    grant.mutate(
      { workspaceId: workspace.id, amount, reason: reason.trim() || DEFAULT_REASON },
      {
        onSuccess: () => {
          onResult('success', `Successfully granted ${formatCount(amount)} credits to ${workspace.name}`);
          close();
        },
        onError: (err) => onResult('error', errorText(err)),
      },
    );
  };

  return (
    <Dialog open={workspace !== null} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          {`Grant credits to ${workspace?.name ?? ''}`}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            {workspace?.personal
              ? 'Bonus credits for this personal workspace: its user spends them.'
              : "Bonus credits for this team's shared pool: every member spends from it."}
          </DialogContentText>
          <TextField
            label="Credits"
            value={credits}
            onChange={(e) => setCredits(e.target.value)}
            error={invalid}
            helperText={invalid ? wholeCreditsMessage : 'A whole number'}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            required
            autoFocus
            fullWidth
          />
          <TextField
            label="Reason"
            helperText="Kept in the audit log"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{ htmlInput: { maxLength: reasonMaxLength } }}
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={grant.isPending}>
            {grant.isPending ? 'Granting...' : 'Grant Credits'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
