import {
  formatCount,
  roleAtLeast,
  workspaceRoleLabels,
  workspaceRoles,
  type WorkspaceMember,
  type WorkspaceSummary,
} from '@leadsift/shared';
import { Alert, Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../../components/confirm-delete-dialog';
import { stickyLastColumnSx } from '../../../../components/sticky-actions-column';
import { useMembers, useRemoveMember, useUpdateMember } from '../../api/members';
import { MemberLimitField, MemberRoleSelect } from './member-controls';

/**
 * Members (docs/product.md#workspaces-in-the-app): name, email, role, monthly credit limit and, for owners and
 * admins, what each used this month, with the controls the caller's role allows — admins manage everyone but
 * owners; owners everyone. The last owner is never removed or demoted: the server answers 409 and its words are shown.
 */
export function MembersSection({ workspace, selfId }: { workspace: WorkspaceSummary; selfId: string | null }) {
  const members = useMembers(workspace.id);
  const update = useUpdateMember();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<WorkspaceMember | null>(null);
  const manager = roleAtLeast(workspace.role, 'admin');
  const isOwner = workspace.role === 'owner';
  const manages = (m: WorkspaceMember) => manager && (isOwner || m.role !== 'owner');
  const busy = update.isPending || remove.isPending;
  const error = members.error ?? update.error ?? remove.error;
  const list = members.data ?? [];

  return (
    <>
      {error && <Alert severity="error">{error.message}</Alert>}
      {members.isPending && <Typography color="text.secondary">Loading members…</Typography>}
      {list.length > 0 && (
        // Scrolls sideways inside its card on a phone: focusable, so a keyboard can scroll it too.
        <TableContainer tabIndex={0} role="region" aria-label="Members table" sx={manager ? stickyLastColumnSx : undefined}>
          <Table size="small" aria-label="Members">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Monthly credit limit</TableCell>
                {manager && <TableCell align="right">Used this month</TableCell>}
                {manager && <TableCell align="right">Actions</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((m) => (
                <TableRow key={m.userId}>
                  <TableCell component="th" scope="row">
                    {m.name}
                    {m.userId === selfId ? ' (you)' : ''}
                  </TableCell>
                  <TableCell>{m.email}</TableCell>
                  <TableCell>
                    {manages(m) ? (
                      <MemberRoleSelect
                        member={m}
                        roles={isOwner ? workspaceRoles : workspaceRoles.filter((r) => r !== 'owner')}
                        disabled={busy}
                        onChange={(role) => update.mutate({ workspaceId: workspace.id, userId: m.userId, role })}
                      />
                    ) : (
                      workspaceRoleLabels[m.role]
                    )}
                  </TableCell>
                  <TableCell>
                    {manager ? (
                      <MemberLimitField
                        key={String(m.monthlyCreditLimit)}
                        member={m}
                        disabled={busy}
                        onSave={(limit) => update.mutate({ workspaceId: workspace.id, userId: m.userId, monthlyCreditLimit: limit })}
                      />
                    ) : m.monthlyCreditLimit === null ? (
                      'No limit'
                    ) : (
                      `${formatCount(m.monthlyCreditLimit)} credits`
                    )}
                  </TableCell>
                  {manager && <TableCell align="right">{m.usedThisMonth === null ? '—' : formatCount(m.usedThisMonth)}</TableCell>}
                  {manager && (
                    <TableCell align="right">
                      {manages(m) && m.userId !== selfId && (
                        <Button size="small" color="error" disabled={busy} onClick={() => setRemoving(m)} aria-label={`Remove ${m.name}`}>
                          Remove
                        </Button>
                      )}
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ConfirmDeleteDialog
        open={removing !== null}
        title="Remove member?"
        text={`Remove ${removing?.name ?? ''} (${removing?.email ?? ''}) from ${workspace.name}? Their sessions, API keys and grants stop reaching it at once; what they made stays in the workspace.`}
        confirmLabel="Remove"
        deleting={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate({ workspaceId: workspace.id, userId: removing.userId }, { onSettled: () => setRemoving(null) });
        }}
      />
    </>
  );
}
