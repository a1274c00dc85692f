import { roleAtLeast, workspaceName, workspaceRoleLabels, type WorkspaceSummary } from '@leadsift/shared';
import { Alert, Box, Button, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useUpdateWorkspace } from '../../api/workspaces';

export const manageAllJobsLabel = "Members may pause, resume or delete others' jobs";

/** The workspace's name (the owner renames it) and, for a team, whether members may manage each other's jobs (owners and admins set it). */
export function GeneralSection({ workspace }: { workspace: WorkspaceSummary }) {
  const update = useUpdateWorkspace();
  const [name, setName] = useState(workspace.name);
  const parsed = workspaceName.safeParse(name);
  const isOwner = workspace.role === 'owner';
  const canSetJobs = roleAtLeast(workspace.role, 'admin');

  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (parsed.success) update.mutate({ id: workspace.id, name: parsed.data });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {update.error && <Alert severity="error">{update.error.message}</Alert>}
      {isOwner ? (
        <Box component="form" noValidate onSubmit={rename} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            label="Workspace name"
            size="small"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={!parsed.success}
            helperText={parsed.success ? ' ' : parsed.error.issues[0]?.message}
            slotProps={{ htmlInput: { maxLength: 80 } }}
            sx={{ flex: '1 1 240px' }}
          />
          <Button type="submit" variant="outlined" disabled={!parsed.success || parsed.data === workspace.name || update.isPending}>
            Rename
          </Button>
        </Box>
      ) : (
        <Typography>
          <strong>Name:</strong> {workspace.name}
        </Typography>
      )}
      <Typography color="text.secondary">
        Your role: {workspaceRoleLabels[workspace.role]} · Plan: {workspace.tier} · {workspace.memberCount}{' '}
        {workspace.memberCount === 1 ? 'member' : 'members'}
      </Typography>
      {!workspace.personal &&
        (canSetJobs ? (
          <FormControlLabel
            control={
              <Switch
                checked={workspace.membersManageAllJobs}
                disabled={update.isPending}
                onChange={(e) => update.mutate({ id: workspace.id, membersManageAllJobs: e.target.checked })}
              />
            }
            label={manageAllJobsLabel}
          />
        ) : (
          <Typography>
            {manageAllJobsLabel}: <strong>{workspace.membersManageAllJobs ? 'yes' : 'no'}</strong>
          </Typography>
        ))}
    </Box>
  );
}
