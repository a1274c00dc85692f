import { webhookEventLabels, webhookEventTypes, type CreatedWebhookEndpoint, type WebhookEventType } from '@leadsift/shared';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { SecretOnce } from '../../../components/secret-once';
import { useCreateWebhook } from '../api/webhooks';

const defaultEvents: WebhookEventType[] = ['filter.completed', 'research.completed'];

/** URL and events; then the signing secret, shown this once. */
export function AddWebhookDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(defaultEvents);
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const close = () => {
    setUrl('');
    setEvents(defaultEvents);
    setCreated(null);
    create.reset();
    onClose();
  };
  const toggle = (event: WebhookEventType) =>
    setEvents((list) => (list.includes(event) ? list.filter((e) => e !== event) : [...list, event]));

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="add-webhook-title">
      <DialogTitle id="add-webhook-title">{created ? 'Endpoint added' : 'Add endpoint'}</DialogTitle>
      <DialogContent>
        {created ? (
          <SecretOnce
            label="Signing secret"
            value={created.secret}
            note="Copy the signing secret now: it is shown only once. Use it to check the webhook-signature header of every delivery."
          />
        ) : (
          <Stack spacing={2} sx={{ mt: 1 }}>
            {create.error && <Alert severity="error">{create.error.message}</Alert>}
            <TextField
              label="Endpoint URL"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              required
              autoFocus
              placeholder="https://example.com/hooks/leadsift"
            />
            <FormGroup>
              <FormLabel component="legend">Events to send</FormLabel>
              {webhookEventTypes.map((event) => (
                <FormControlLabel
                  key={event}
                  control={<Checkbox checked={events.includes(event)} onChange={() => toggle(event)} />}
                  label={`${event} — ${webhookEventLabels[event]}`}
                />
              ))}
            </FormGroup>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {created ? (
          <Button variant="contained" onClick={close}>
            Done
          </Button>
        ) : (
          <>
            <Button onClick={close}>Cancel</Button>
            <Button
              variant="contained"
              disabled={!url.trim() || events.length === 0 || create.isPending}
              onClick={() => create.mutate({ url, events }, { onSuccess: setCreated })}
            >
              Add endpoint
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
