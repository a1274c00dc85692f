import { workspaceRoleLabels, type WorkspaceInvitation } from '@leadsift/shared';
import { Alert, Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../../components/confirm-delete-dialog';
import { stickyLastColumnSx } from '../../../../components/sticky-actions-column';
import { formatDateTime } from '../../../../lib/format-date-time';
import { useRevokeWorkspaceInvitation, useWorkspaceInvitations } from '../../api/invitations';

/** Invitations not yet accepted, with Revoke (the link stops working at once). */
export function PendingWorkspaceInvitations({ workspaceId }: { workspaceId: string }) {
  const invitations = useWorkspaceInvitations(workspaceId);
  const revoke = useRevokeWorkspaceInvitation();
  const [revoking, setRevoking] = useState<WorkspaceInvitation | null>(null);
  const list = invitations.data ?? [];
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Pending invitations
      </Typography>
      {(invitations.error ?? revoke.error) && <Alert severity="error">{(invitations.error ?? revoke.error)?.message}</Alert>}
      {invitations.isSuccess && list.length === 0 && <Typography color="text.secondary">No pending invitations.</Typography>}
      {list.length > 0 && (
        <TableContainer sx={stickyLastColumnSx}>
          <Table size="small" aria-label="Pending invitations">
            <TableHead>
              <TableRow>
                <TableCell>Email</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Invited by</TableCell>
                <TableCell>Expires</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((inv) => (
                <TableRow key={inv.id}>
                  <TableCell component="th" scope="row">
                    {inv.email}
                  </TableCell>
                  <TableCell>{workspaceRoleLabels[inv.role]}</TableCell>
                  <TableCell>{inv.invitedBy ?? '—'}</TableCell>
                  <TableCell>{formatDateTime(inv.expiresAt)}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setRevoking(inv)}
                      aria-label={`Revoke the invitation of ${inv.email}`}
                    >
                      Revoke
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ConfirmDeleteDialog
        open={revoking !== null}
        title="Revoke invitation?"
        text={`Revoke the invitation of ${revoking?.email ?? ''}? Its link stops working at once.`}
        confirmLabel="Revoke"
        deleting={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking) revoke.mutate({ workspaceId, id: revoking.id }, { onSettled: () => setRevoking(null) });
        }}
      />
    </>
  );
}
