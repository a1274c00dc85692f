import { workspaceName, type WorkspaceSummary } from '@leadsift/shared';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useCreateWorkspace } from '../api/workspaces';

export type CreateWorkspaceDialogProps = { open: boolean; onClose: () => void; onCreated: (workspace: WorkspaceSummary) => void };

/** "Create workspace…": a name, POST /api/workspaces; the caller is its owner and the switcher then switches to it. */
export function CreateWorkspaceDialog({ open, onClose, onCreated }: CreateWorkspaceDialogProps) {
  const titleId = useId();
  const create = useCreateWorkspace();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const parsed = workspaceName.safeParse(name);
  const invalid = touched && !parsed.success ? (parsed.error?.issues[0]?.message ?? null) : null;

  const close = () => {
    setName('');
    setTouched(false);
    create.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!parsed.success) return;
    create.mutate(parsed.data, {
      onSuccess: (workspace) => {
        close();
        onCreated(workspace);
      },
    });
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>Create workspace</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            A team workspace shares its lists, jobs, templates and credits with the people you invite. You are its owner.
          </DialogContentText>
          {create.error && <Alert severity="error">{create.error.message}</Alert>}
          <TextField
            label="Workspace name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            onBlur={() => setTouched(true)}
            error={invalid !== null}
            helperText={invalid ?? 'e.g. Sales team'}
            required
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { maxLength: 80 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={create.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={create.isPending}
            startIcon={create.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            Create
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
