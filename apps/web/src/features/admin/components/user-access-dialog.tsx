import { oauthAccessLabels, type AdminUser } from '@leadsift/shared';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { formatDate } from '../../../lib/format-date-time';
import { useRevokeUserApp, useRevokeUserKey, useUserApiKeys, useUserConnectedApps } from '../api/user-access';

const day = (iso: string | null) => (iso ? formatDate(iso) : 'never');

/**
 * What can act for a user besides their sessions (docs/security.md): the apps they connected with OAuth and their API
 * keys. The administrator revokes either, one at a time; each revocation is audited.
 */
export function UserAccessDialog({ user, onClose }: { user: Pick<AdminUser, 'id' | 'email'> | null; onClose: () => void }) {
  const titleId = useId();
  const userId = user?.id ?? '';
  const apps = useUserConnectedApps(userId, user !== null);
  const keys = useUserApiKeys(userId, user !== null);
  const revokeApp = useRevokeUserApp(userId);
  const revokeKey = useRevokeUserKey(userId);
  const error = apps.error ?? keys.error ?? revokeApp.error ?? revokeKey.error;
  const liveKeys = keys.data?.filter((k) => !k.revokedAt) ?? [];
  return (
    <Dialog open={user !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth onKeyDown={(e) => e.stopPropagation()}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        Connected apps and API keys of {user?.email}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1 }}>
        {error && <Alert severity="error">{error.message}</Alert>}
        <Typography variant="subtitle1" component="h3">
          Connected apps
        </Typography>
        {apps.isPending ? (
          <CircularProgress size={20} aria-label="Loading connected apps" />
        ) : apps.data?.length ? (
          <List dense aria-label="Connected apps">
            {apps.data.map((app) => (
              <ListItem
                key={app.clientId}
                secondaryAction={
                  <Button color="error" size="small" disabled={revokeApp.isPending} onClick={() => revokeApp.mutate(app.clientId)}>
                    Revoke {app.name}
                  </Button>
                }
              >
                <ListItemText primary={app.name} secondary={`May ${oauthAccessLabels[app.scope]}; since ${day(app.connectedAt)}`} />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">No connected apps.</Typography>
        )}
        <Typography variant="subtitle1" component="h3">
          API keys
        </Typography>
        {keys.isPending ? (
          <CircularProgress size={20} aria-label="Loading API keys" />
        ) : liveKeys.length ? (
          <List dense aria-label="API keys">
            {liveKeys.map((key) => (
              <ListItem
                key={key.id}
                secondaryAction={
                  <Button color="error" size="small" disabled={revokeKey.isPending} onClick={() => revokeKey.mutate(key.id)}>
                    Revoke {key.name}
                  </Button>
                }
              >
                <ListItemText primary={`${key.name} (…${key.lastFour}, ${key.scope})`} secondary={`Last used ${day(key.lastUsedAt)}`} />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">No active API keys.</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
