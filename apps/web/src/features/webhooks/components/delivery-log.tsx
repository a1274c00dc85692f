import type { WebhookDelivery } from '@leadsift/shared';
import { Alert, Button, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatDateTime } from '../../../lib/format-date-time';
import { useResendDelivery, useWebhookDeliveries } from '../api/webhooks';
import { ActionsHeaderCell } from '../../../components/actions-header-cell';

const statusColor = { pending: 'default', sending: 'info', succeeded: 'success', failed: 'error' } as const;

function DeliveryRow({ endpointId, delivery }: { endpointId: string; delivery: WebhookDelivery }) {
  const resend = useResendDelivery();
  const last = delivery.log[0];
  const finished = delivery.status === 'succeeded' || delivery.status === 'failed';
  return (
    <TableRow>
      <TableCell>{formatDateTime(delivery.createdAt)}</TableCell>
      <TableCell sx={{ fontFamily: 'monospace' }}>{delivery.eventType}</TableCell>
      <TableCell>
        <Chip size="small" label={delivery.status} color={statusColor[delivery.status]} />
      </TableCell>
      <TableCell>{delivery.attempts}</TableCell>
      <TableCell>{last ? (last.statusCode ?? last.error ?? '—') : '—'}</TableCell>
      <TableCell>{last ? `${last.latencyMs} ms` : '—'}</TableCell>
      <TableCell sx={{ maxWidth: 240 }}>
        <Typography variant="body2" noWrap title={last?.response}>
          {last?.response || '—'}
        </Typography>
      </TableCell>
      <TableCell align="right">
        {finished && (
          <Button size="small" disabled={resend.isPending} onClick={() => resend.mutate({ id: endpointId, deliveryId: delivery.id })}>
            Resend
          </Button>
        )}
        {resend.error && <Alert severity="error">{resend.error.message}</Alert>}
      </TableCell>
    </TableRow>
  );
}

/** The last 100 deliveries of one endpoint: event, attempts, the last answer's status, latency and first 1 KB. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const deliveries = useWebhookDeliveries(endpointId);
  if (deliveries.error) return <Alert severity="error">{deliveries.error.message}</Alert>;
  if (!deliveries.data) return null;
  if (deliveries.data.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        No deliveries yet.
      </Typography>
    );
  return (
    <TableContainer sx={{ mt: 1 }}>
      <Table size="small" aria-label="Delivery log">
        <TableHead>
          <TableRow>
            <TableCell>Time</TableCell>
            <TableCell>Event</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Attempts</TableCell>
            <TableCell>Answer</TableCell>
            <TableCell>Latency</TableCell>
            <TableCell>Response</TableCell>
            <ActionsHeaderCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {deliveries.data.map((d) => (
            <DeliveryRow key={d.id} endpointId={endpointId} delivery={d} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
