import { apiKeyScopeLabels, apiKeyScopes, type ApiKeyScope, type CreatedApiKey } from '@leadsift/shared';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useCreateApiKey } from '../api/api-keys';
import { SecretOnce } from '../../../components/secret-once';

/** Name, scope, optional expiry; then the key itself, shown this once. */
export function CreateApiKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [expires, setExpires] = useState('');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  const close = () => {
    setName('');
    setScope('read');
    setExpires('');
    setCreated(null);
    create.reset();
    onClose();
  };
  const submit = () => {
    const expiresAt = expires ? new Date(`${expires}T23:59:59`).toISOString() : null;
    create.mutate({ name, scope, expiresAt }, { onSuccess: setCreated });
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="create-api-key-title">
      <DialogTitle id="create-api-key-title">{created ? 'Your new API key' : 'Create API key'}</DialogTitle>
      <DialogContent>
        {created ? (
          <SecretOnce label="API key" value={created.key} note="Copy this key now: it is shown only once. LeadSift keeps only its hash." />
        ) : (
          <Stack spacing={2} sx={{ mt: 1 }}>
            {create.error && <Alert severity="error">{create.error.message}</Alert>}
            <TextField
              label="Name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              autoFocus
              helperText="Where the key is used, e.g. CRM sync"
            />
            <FormControl>
              <FormLabel id="api-key-scope-label">Scope</FormLabel>
              <RadioGroup aria-labelledby="api-key-scope-label" value={scope} onChange={(e) => setScope(e.target.value as ApiKeyScope)}>
                {apiKeyScopes.map((s) => (
                  <FormControlLabel key={s} value={s} control={<Radio />} label={apiKeyScopeLabels[s]} />
                ))}
              </RadioGroup>
            </FormControl>
            <TextField
              label="Expires on (optional)"
              type="date"
              value={expires}
              onChange={(e) => setExpires(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
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
            <Button variant="contained" disabled={!name.trim() || create.isPending} onClick={submit}>
              Create key
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
