import { apiKeyState, type ApiKeySummary } from '@leadsift/shared';
import {
  Alert,
  Box,
  Button,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format-date-time';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys';
import { CreateApiKeyDialog } from './create-api-key-dialog';

const stateColor = { active: 'success', revoked: 'default', expired: 'warning' } as const;

function KeyRow({ apiKey, onRevoke, busy }: { apiKey: ApiKeySummary; onRevoke: () => void; busy: boolean }) {
  const state = apiKeyState(apiKey);
  return (
    <TableRow>
      <TableCell>{apiKey.name}</TableCell>
      <TableCell>{apiKey.scope === 'full' ? 'Full' : 'Read'}</TableCell>
      <TableCell sx={{ fontFamily: 'monospace' }}>lsk_…{apiKey.lastFour}</TableCell>
      <TableCell>{formatDateTime(apiKey.createdAt)}</TableCell>
      <TableCell>{apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt) : 'Never'}</TableCell>
      <TableCell>{apiKey.expiresAt ? formatDateTime(apiKey.expiresAt) : 'Never'}</TableCell>
      <TableCell>
        <Chip size="small" label={state} color={stateColor[state]} />
      </TableCell>
      <TableCell align="right">
        {state === 'active' && (
          <Button size="small" color="error" disabled={busy} onClick={onRevoke} aria-label={`Revoke ${apiKey.name}`}>
            Revoke
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

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
        <Button variant="contained" onClick={() => setCreating(true)}>
          Create API key
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        A key lets a script or another tool call the LeadSift API as you: send it as <code>Authorization: Bearer lsk_…</code> or{' '}
        <code>X-API-Key: lsk_…</code>. A <strong>read</strong> key lists jobs and reads results and exports; a <strong>full</strong> key
        also uploads, starts, pauses and deletes. Keys never act as an administrator.
      </Typography>
      {keys.error && <Alert severity="error">{keys.error.message}</Alert>}
      {revoke.error && <Alert severity="error">{revoke.error.message}</Alert>}
      {keys.data && keys.data.length === 0 && <Typography color="text.secondary">No API keys yet.</Typography>}
      {keys.data && keys.data.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label="API keys">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Scope</TableCell>
                <TableCell>Key</TableCell>
                <TableCell>Created</TableCell>
                <TableCell>Last used</TableCell>
                <TableCell>Expires</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">
                  <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {keys.data.map((k) => (
                <KeyRow key={k.id} apiKey={k} busy={revoke.isPending} onRevoke={() => revoke.mutate(k.id)} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <CreateApiKeyDialog open={creating} onClose={() => setCreating(false)} />
    </Paper>
  );
}
