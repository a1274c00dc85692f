import { Alert, Stack, Typography } from '@mui/material';
import { useAdminRevokeApiKey, useAllApiKeys } from '../api/api-keys';
import { ApiKeysTable } from './api-keys-table';

/** The Admin panel's API keys tab: every user's keys with their owner and last use; Revoke works on any (audited). */
export function AllApiKeys() {
  const keys = useAllApiKeys();
  const revoke = useAdminRevokeApiKey();
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        Every user&apos;s personal API keys, newest first. Revoking a key stops it at once and is written to the audit log; disabling or
        deleting a user revokes all of their keys.
      </Typography>
      {keys.error && <Alert severity="error">{keys.error.message}</Alert>}
      {revoke.error && <Alert severity="error">{`Failed to revoke the key: ${revoke.error.message}`}</Alert>}
      {revoke.isSuccess && <Alert severity="success" role="status">{`Key "${revoke.data.name}" revoked`}</Alert>}
      {keys.isPending && <Typography color="text.secondary">Loading API keys…</Typography>}
      {keys.data && keys.data.length === 0 && <Typography color="text.secondary">No user has an API key yet.</Typography>}
      {keys.data && keys.data.length > 0 && (
        <ApiKeysTable
          keys={keys.data}
          label="All users' API keys"
          withOwner
          busy={revoke.isPending}
          onRevoke={(k) => revoke.mutate(k.id)}
        />
      )}
    </Stack>
  );
}
