import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { stickyLastColumnSx } from '../../../components/sticky-actions-column';
import { formatDateTime } from '../../../lib/format-date-time';
import { useInvitations, useRenewInvitation, useRevokeInvitation } from '../api/invitations';
import { errorText, type ReportFeedback } from '../hooks/use-feedback';
import type { LinkToCopy } from './copy-link-dialog';

type Props = { email: boolean; onResult: ReportFeedback; onLink: (link: LinkToCopy) => void };

/** Pending invitations with Resend (only with SMTP), Copy link and Revoke; every action is audited by the server. */
export function PendingInvitations({ email, onResult, onLink }: Props) {
  const invitations = useInvitations();
  const renew = useRenewInvitation();
  const revoke = useRevokeInvitation();
  const list = invitations.data ?? [];
  const failed = (err: Error) => onResult('error', errorText(err));

  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Typography variant="h6" component="h2">
          Pending invitations
        </Typography>
        {invitations.error && <Alert severity="error">{invitations.error.message}</Alert>}
        {list.length === 0 ? (
          <Typography color="text.secondary">No pending invitations.</Typography>
        ) : (
          // The table scrolls inside the card; its Actions column stays at the right edge (Copy link and Revoke in reach on a phone).
          <TableContainer sx={stickyLastColumnSx}>
            <Table size="small" aria-label="Pending invitations">
              <TableHead>
                <TableRow>
                  <TableCell>Email</TableCell>
                  <TableCell>Tier</TableCell>
                  <TableCell>Invited by</TableCell>
                  <TableCell>Expires</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((inv) => (
                  <TableRow key={inv.id}>
                    <TableCell>
                      {inv.email}
                      {inv.role === 'admin' ? ' (administrator)' : ''}
                    </TableCell>
                    <TableCell>{inv.tier}</TableCell>
                    <TableCell>{inv.invitedByEmail}</TableCell>
                    <TableCell>{inv.expired ? `Expired ${formatDateTime(inv.expiresAt)}` : formatDateTime(inv.expiresAt)}</TableCell>
                    <TableCell align="right">
                      <Box sx={{ display: 'inline-flex', gap: 1 }}>
                        {email && (
                          <Button
                            size="small"
                            disabled={renew.isPending}
                            aria-label={`Resend the invitation to ${inv.email}`}
                            onClick={() =>
                              renew.mutate(
                                { id: inv.id, copy: false },
                                { onSuccess: () => onResult('success', `Invitation sent again to ${inv.email}`), onError: failed },
                              )
                            }
                          >
                            Resend
                          </Button>
                        )}
                        <Button
                          size="small"
                          disabled={renew.isPending}
                          aria-label={`Copy link for ${inv.email} (a new one)`}
                          onClick={() =>
                            renew.mutate(
                              { id: inv.id, copy: true },
                              {
                                onSuccess: (answer) =>
                                  answer.link &&
                                  onLink({
                                    title: 'Invitation link',
                                    text: `A new link for ${inv.email} (the previous one no longer works). Valid for 7 days, once.`,
                                    link: answer.link,
                                  }),
                                onError: failed,
                              },
                            )
                          }
                        >
                          Copy link
                        </Button>
                        <Button
                          size="small"
                          color="error"
                          disabled={revoke.isPending}
                          aria-label={`Revoke the invitation to ${inv.email}`}
                          onClick={() =>
                            revoke.mutate(inv.id, {
                              onSuccess: () => onResult('success', `Invitation to ${inv.email} revoked`),
                              onError: failed,
                            })
                          }
                        >
                          Revoke
                        </Button>
                      </Box>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
