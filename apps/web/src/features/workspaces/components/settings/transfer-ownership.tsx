import type { WorkspaceSummary } from '@leadsift/shared';
import { Alert, Box, Button, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../../components/confirm-delete-dialog';
import { useMembers } from '../../api/members';
import { useUpdateWorkspace } from '../../api/workspaces';

/** The owner hands the workspace to another member (PATCH { ownerId }); the previous owner becomes an admin. */
export function TransferOwnership({ workspace, selfId }: { workspace: WorkspaceSummary; selfId: string }) {
  const members = useMembers(workspace.id);
  const update = useUpdateWorkspace();
  const [to, setTo] = useState('');
  const [asking, setAsking] = useState(false);
  const others = (members.data ?? []).filter((m) => m.userId !== selfId);
  const chosen = others.find((m) => m.userId === to) ?? null;
  if (others.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {update.error && <Alert severity="error">{update.error.message}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField select size="small" label="New owner" value={to} onChange={(e) => setTo(e.target.value)} sx={{ flex: '1 1 220px' }}>
          {others.map((m) => (
            <MenuItem key={m.userId} value={m.userId}>
              {m.name} ({m.email})
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" color="warning" disabled={!chosen || update.isPending} onClick={() => setAsking(true)}>
          Transfer ownership
        </Button>
      </Box>
      <ConfirmDeleteDialog
        open={asking && chosen !== null}
        title="Transfer ownership?"
        text={`Make ${chosen?.name ?? ''} the owner of ${workspace.name}? You become an admin: renaming or deleting the workspace and making owners are theirs from then on.`}
        confirmLabel="Transfer"
        deleting={update.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => update.mutate({ id: workspace.id, ownerId: to }, { onSettled: () => setAsking(false) })}
      />
    </Box>
  );
}
