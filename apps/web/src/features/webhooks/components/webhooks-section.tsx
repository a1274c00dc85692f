import { type WebhookEndpoint } from '@leadsift/shared';
import { Alert, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { RoleGate, RoleNotice } from '../../workspaces';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { useDeleteWebhook, useSendTestWebhook, useUpdateWebhook, useWebhookEndpoints } from '../api/webhooks';
import { AddWebhookDialog } from './add-webhook-dialog';
import { DeliveryLog } from './delivery-log';
import { RotateSecretDialog } from './rotate-secret-dialog';

function EndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [showLog, setShowLog] = useState(false);
  const [rotating, setRotating] = useState(false);
  const [removing, setRemoving] = useState(false);
  const test = useSendTestWebhook();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const error = test.error ?? update.error ?? remove.error;
  return (
    <Paper variant="outlined" component="article" aria-label={`Endpoint ${endpoint.url}`} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flexGrow: 1 }}>{endpoint.url}</Typography>
        <Chip size="small" label={endpoint.enabled ? 'Enabled' : 'Disabled'} color={endpoint.enabled ? 'success' : 'warning'} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        Events: {endpoint.events.join(', ')}
      </Typography>
      {!endpoint.enabled && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {endpoint.disabledReason ?? 'This endpoint is disabled.'} Fix the receiver, then enable it again.
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error.message}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => setShowLog((v) => !v)} aria-expanded={showLog}>
          {showLog ? 'Hide delivery log' : 'Delivery log'}
        </Button>
        <Button
          size="small"
          disabled={!endpoint.enabled || test.isPending}
          onClick={() => test.mutate(endpoint.id, { onSuccess: () => setShowLog(true) })}
        >
          Send test
        </Button>
        {!endpoint.enabled && (
          <Button size="small" onClick={() => update.mutate({ id: endpoint.id, body: { enabled: true } })}>
            Enable
          </Button>
        )}
        <Button size="small" onClick={() => setRotating(true)}>
          Rotate secret
        </Button>
        <Button size="small" color="error" disabled={remove.isPending} onClick={() => setRemoving(true)}>
          Remove
        </Button>
      </Stack>
      {showLog && <DeliveryLog endpointId={endpoint.id} />}
      <RotateSecretDialog endpoint={rotating ? endpoint : null} onClose={() => setRotating(false)} />
      <ConfirmDeleteDialog
        open={removing}
        title="Remove webhook endpoint?"
        text={`Remove ${endpoint.url}? LeadSift stops sending it events at once (${endpoint.events.join(', ')}); this cannot be undone.`}
        confirmLabel="Remove"
        deleting={remove.isPending}
        onCancel={() => setRemoving(false)}
        onConfirm={() => {
          setRemoving(false);
          remove.mutate(endpoint.id);
        }}
      />
    </Paper>
  );
}

/** The account page's webhooks: endpoints, the signing secret shown once, the delivery log with Resend. */
export function WebhooksSection() {
  const endpoints = useWebhookEndpoints();
  const [adding, setAdding] = useState(false);
  return (
    <Paper component="section" aria-labelledby="webhooks-heading" sx={{ p: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography id="webhooks-heading" variant="h5" component="h2">
          Webhooks
        </Typography>
        <RoleGate need={{ manage: 'webhooks' }}>
          <Button variant="contained" onClick={() => setAdding(true)}>
            Add endpoint
          </Button>
        </RoleGate>
      </Stack>
      <RoleNotice need={{ manage: 'webhooks' }} sx={{ mb: 2 }} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        LeadSift POSTs a signed JSON event (Standard Webhooks: <code>webhook-id</code>, <code>webhook-timestamp</code>,{' '}
        <code>webhook-signature</code>) to your URL when a job completes, fails or pauses, or when your credits run low. Failed deliveries
        are retried for about a day.
      </Typography>
      {endpoints.error && <Alert severity="error">{endpoints.error.message}</Alert>}
      {endpoints.data && endpoints.data.length === 0 && <Typography color="text.secondary">No endpoints yet.</Typography>}
      <Stack spacing={2}>
        {endpoints.data?.map((e) => (
          <EndpointCard key={e.id} endpoint={e} />
        ))}
      </Stack>
      <AddWebhookDialog open={adding} onClose={() => setAdding(false)} />
    </Paper>
  );
}
