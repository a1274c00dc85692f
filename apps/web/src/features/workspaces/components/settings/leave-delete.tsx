import type { WorkspaceSummary } from '@leadsift/shared';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { ConfirmDeleteDialog } from '../../../../components/confirm-delete-dialog';
import { removeMember } from '../../api/members';
import { deleteWorkspace } from '../../api/workspaces';
import { useSwitchWorkspace } from '../../hooks/use-switch-workspace';

type Props = { workspace: WorkspaceSummary; selfId: string; personalId: string };

/**
 * "Leave workspace" (anyone; the last owner is refused with the server's 409) and, for the owner, "Delete
 * workspace" once its name is typed. Both end in the caller's personal workspace.
 */
export function LeaveOrDelete({ workspace, selfId, personalId }: Props) {
  const switcher = useSwitchWorkspace();
  const [asking, setAsking] = useState<'leave' | 'delete' | null>(null);
  const close = () => {
    setAsking(null);
    switcher.reset();
  };
  // A refusal (the last owner may not leave) closes the dialog and shows beside the buttons.
  const leave = () =>
    switcher.mutate(
      { id: personalId, first: () => removeMember({ workspaceId: workspace.id, userId: selfId }) },
      { onError: () => setAsking(null) },
    );
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {switcher.error && asking === null && <Alert severity="error">{switcher.error.message}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" color="error" onClick={() => setAsking('leave')}>
          Leave workspace
        </Button>
        {workspace.role === 'owner' && (
          <Button variant="contained" color="error" onClick={() => setAsking('delete')}>
            Delete workspace
          </Button>
        )}
      </Box>
      <ConfirmDeleteDialog
        open={asking === 'leave'}
        title="Leave workspace?"
        text={`Leave ${workspace.name}? You lose access to its lists, jobs and templates at once; what you made stays there. Only an invitation brings you back.`}
        confirmLabel="Leave"
        deleting={switcher.isPending}
        onCancel={close}
        onConfirm={() => leave()}
      />
      <DeleteWorkspaceDialog
        open={asking === 'delete'}
        workspace={workspace}
        busy={switcher.isPending}
        error={switcher.error?.message ?? null}
        onCancel={close}
        onConfirm={() => switcher.mutate({ id: personalId, first: () => deleteWorkspace(workspace.id) })}
      />
    </Box>
  );
}

type DeleteProps = {
  open: boolean;
  workspace: WorkspaceSummary;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Deleting a workspace deletes its lists, jobs, templates, keys and credits: the owner types its name first. */
function DeleteWorkspaceDialog({ open, workspace, busy, error, onCancel, onConfirm }: DeleteProps) {
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const cancel = () => {
    setTyped('');
    onCancel();
  };
  return (
    <Dialog open={open} onClose={cancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Delete workspace?</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          Deleting {workspace.name} deletes its uploads, jobs, results, templates, automations, API keys, webhooks and credits for every
          member. This cannot be undone.
        </DialogContentText>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          label={`Type ${workspace.name} to confirm`}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          fullWidth
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel}>Cancel</Button>
        <Button color="error" variant="contained" disabled={busy || typed !== workspace.name} onClick={onConfirm}>
          Delete workspace
        </Button>
      </DialogActions>
    </Dialog>
  );
}
