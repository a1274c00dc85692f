import { Alert, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { oauthAccessLabels } from '@leadsift/shared';
import { AccountSection } from '../../account/components/account-section';
import { formatDateTime } from '../../../lib/format-date-time';
import { useConnectedApps, useDisconnectApp } from '../api/connected-apps';

/**
 * The account page's "Connected apps" (ADR 0043): AI assistants the user allowed with OAuth, what each may do,
 * and Disconnect, which ends the app's access at once (its next call is refused).
 */
export function ConnectedAppsSection() {
  const apps = useConnectedApps();
  const disconnect = useDisconnectApp();
  const list = apps.data ?? [];
  return (
    <AccountSection id="connected-apps" title="Connected apps">
      {apps.error && <Alert severity="error">{apps.error.message}</Alert>}
      {disconnect.error && <Alert severity="error">{disconnect.error.message}</Alert>}
      {apps.isSuccess && list.length === 0 && (
        <Typography color="text.secondary">
          No apps yet. When an AI assistant connects to LeadSift with your sign-in, it is listed here.
        </Typography>
      )}
      {list.length > 0 && (
        <List dense disablePadding aria-label="Connected apps">
          {list.map((app) => (
            <ListItem
              key={app.clientId}
              divider
              secondaryAction={
                <Button
                  size="small"
                  color="error"
                  disabled={disconnect.isPending}
                  onClick={() => disconnect.mutate(app.clientId)}
                  aria-label={`Disconnect ${app.name}`}
                >
                  Disconnect
                </Button>
              }
            >
              <ListItemText
                primary={app.name}
                secondary={`May ${oauthAccessLabels[app.scope]} · connected ${formatDateTime(app.connectedAt)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </AccountSection>
  );
}
