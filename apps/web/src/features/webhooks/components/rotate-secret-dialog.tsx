import type { WebhookEndpoint } from '@leadsift/shared';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { SecretOnce } from '../../../components/secret-once';
import { useRotateWebhookSecret } from '../api/webhooks';

/**
 * Rotate secret (docs/security.md): asks first (the old secret stops at once), then shows the new one this once. The
 * endpoint keeps its settings and delivery log.
 */
export function RotateSecretDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  const titleId = useId();
  const rotate = useRotateWebhookSecret();
  const close = () => {
    rotate.reset();
    onClose();
  };
  return (
    <Dialog open={endpoint !== null} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{rotate.data ? 'New signing secret' : 'Rotate the signing secret?'}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {rotate.data ? (
          <SecretOnce
            label="Signing secret"
            value={rotate.data.secret}
            note="Copy the new signing secret now: it is shown only once. Deliveries are signed with it from now on."
          />
        ) : (
          <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
            {endpoint?.url} gets a new signing secret. The current one stops working at once: update your receiver right after. The delivery
            log stays.
          </DialogContentText>
        )}
        {rotate.error && <Alert severity="error">{rotate.error.message}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{rotate.data ? 'Done' : 'Cancel'}</Button>
        {!rotate.data && (
          <Button
            variant="contained"
            color="warning"
            disabled={rotate.isPending || !endpoint}
            onClick={() => endpoint && rotate.mutate(endpoint.id)}
          >
            Rotate secret
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
