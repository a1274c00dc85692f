import { roleAtLeast } from '@leadsift/shared';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { PageSpinner } from '../../../../components/page-spinner';
import { useAuth } from '../../../auth/hooks/use-auth';
import { useSwitchWorkspace } from '../../hooks/use-switch-workspace';
import { useWorkspace } from '../../hooks/use-workspace';
import { CreateWorkspaceDialog } from '../create-workspace-dialog';
import { GeneralSection } from './general-section';
import { InviteForm } from './invite-form';
import { LeaveOrDelete } from './leave-delete';
import { MembersSection } from './members-section';
import { PendingWorkspaceInvitations } from './pending-invitations';
import { SettingsSection } from './settings-section';
import { TransferOwnership } from './transfer-ownership';

/**
 * /workspace/settings (docs/product.md#workspaces-in-the-app): the current workspace's name, members, invitations
 * and limits. Every control is one the caller's role may use; viewers and members read it. A personal workspace
 * says it cannot be shared and offers a team workspace instead.
 */
export function WorkspaceSettingsPage() {
  const { current, workspaces, error, isLoading } = useWorkspace();
  const selfId = useAuth().user?.id ?? null;
  if (isLoading) return <PageSpinner label="Loading the workspace" />;
  if (!current) return <Alert severity="error">{error?.message ?? 'Workspace not found'}</Alert>;
  const manager = roleAtLeast(current.role, 'admin');
  const personalId = workspaces?.find((w) => w.personal)?.id ?? selfId;

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 960, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="h4" component="h1">
        Workspace settings
      </Typography>
      <SettingsSection id="workspace-general" title="General">
        {current.personal && <PersonalNotice />}
        <GeneralSection key={current.name} workspace={current} />
      </SettingsSection>
      {!current.personal && (
        <>
          <SettingsSection id="workspace-members" title="Members">
            <MembersSection workspace={current} selfId={selfId} />
          </SettingsSection>
          {manager && (
            <SettingsSection id="workspace-invite" title="Invite people">
              <InviteForm workspaceId={current.id} />
              <PendingWorkspaceInvitations workspaceId={current.id} />
            </SettingsSection>
          )}
          {current.role === 'owner' && selfId && (
            <SettingsSection id="workspace-ownership" title="Transfer ownership">
              <TransferOwnership workspace={current} selfId={selfId} />
            </SettingsSection>
          )}
          {selfId && personalId && (
            <SettingsSection id="workspace-leave" title={current.role === 'owner' ? 'Leave or delete' : 'Leave'}>
              <LeaveOrDelete workspace={current} selfId={selfId} personalId={personalId} />
            </SettingsSection>
          )}
        </>
      )}
    </Box>
  );
}

/** A personal workspace is its owner's alone: no members, invitations or limits; a team workspace is one click away. */
function PersonalNotice() {
  const [creating, setCreating] = useState(false);
  const switcher = useSwitchWorkspace();
  return (
    <>
      <Alert
        severity="info"
        role="note"
        action={
          <Button color="inherit" size="small" onClick={() => setCreating(true)}>
            Create a team workspace
          </Button>
        }
      >
        This is your personal workspace: it is yours alone and cannot be shared. To work with others, create a team workspace and invite
        them there.
      </Alert>
      {switcher.error && <Alert severity="error">{switcher.error.message}</Alert>}
      <CreateWorkspaceDialog open={creating} onClose={() => setCreating(false)} onCreated={(w) => switcher.mutate({ id: w.id })} />
    </>
  );
}
