import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { RoleGate, RoleNotice } from '../../workspaces';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys';
import { ApiKeysTable } from './api-keys-table';
import { CreateApiKeyDialog } from './create-api-key-dialog';

/** The account page's API keys: create (shown once), list, revoke. */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  return (
    <Paper component="section" aria-labelledby="api-keys-heading" sx={{ p: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography id="api-keys-heading" variant="h5" component="h2">
          API keys
        </Typography>
        <RoleGate need={{ manage: 'API keys' }}>
          <Button variant="contained" onClick={() => setCreating(true)}>
            Create API key
          </Button>
        </RoleGate>
      </Stack>
      <RoleNotice need={{ manage: 'API keys' }} sx={{ mb: 2 }} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        A key lets a script or another tool call the LeadSift API as you: send it as <code>Authorization: Bearer lsk_…</code> or{' '}
        <code>X-API-Key: lsk_…</code>. A <strong>read</strong> key lists jobs and reads results and exports; a <strong>full</strong> key
        also uploads, starts, pauses and deletes. Keys never act as an administrator.
      </Typography>
      {keys.error && <Alert severity="error">{keys.error.message}</Alert>}
      {revoke.error && <Alert severity="error">{revoke.error.message}</Alert>}
      {keys.data && keys.data.length === 0 && <Typography color="text.secondary">No API keys yet.</Typography>}
      {keys.data && keys.data.length > 0 && (
        <ApiKeysTable keys={keys.data} label="API keys" busy={revoke.isPending} onRevoke={(k) => revoke.mutate(k.id)} />
      )}
      <CreateApiKeyDialog open={creating} onClose={() => setCreating(false)} />
    </Paper>
  );
}
