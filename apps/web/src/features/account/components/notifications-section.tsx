import { notificationKindLabels, notificationKinds, type NotificationKind, type NotificationSettings } from '@leadsift/shared';
import { Alert, Checkbox, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useAuthConfig } from '../../auth/api/get-auth-config';
import { useIsAdmin } from '../../auth/hooks/use-is-admin';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings';
import { AccountSection } from './account-section';

/** Notifications: on/off per kind, by email and in the app separately (saved at each change). */
export function NotificationsSection() {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const config = useAuthConfig();
  const emailOff = config.data?.email === false;
  // Only administrators are told the month's model budget is used up (ADR 0042).
  const kinds = useIsAdmin() ? notificationKinds : notificationKinds.filter((k) => k !== 'model_budget');

  const toggle = (kind: NotificationKind, channel: 'email' | 'inApp', on: boolean) => {
    if (!settings.data) return;
    const next: NotificationSettings = { ...settings.data, [kind]: { ...settings.data[kind], [channel]: on } };
    save.mutate(next);
  };

  return (
    <AccountSection id="notifications" title="Notifications">
      {emailOff && (
        <Alert severity="info">This server sends no email (SMTP is not configured): notifications appear in the app only.</Alert>
      )}
      {settings.error && <Alert severity="error">{settings.error.message}</Alert>}
      {save.error && <Alert severity="error">{save.error.message}</Alert>}
      <Table size="small" aria-label="Notification settings">
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell align="center">Email</TableCell>
            <TableCell align="center">In the app</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {kinds.map((kind) => (
            <TableRow key={kind}>
              <TableCell>{notificationKindLabels[kind]}</TableCell>
              {(['email', 'inApp'] as const).map((channel) => (
                <TableCell key={channel} align="center" padding="checkbox">
                  <Checkbox
                    checked={settings.data?.[kind][channel] ?? false}
                    disabled={!settings.data || save.isPending}
                    onChange={(e) => toggle(kind, channel, e.target.checked)}
                    slotProps={{
                      input: { 'aria-label': `${notificationKindLabels[kind]}: ${channel === 'email' ? 'email' : 'in the app'}` },
                    }}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" color="text.secondary">
        No email is sent for a job that took less than a minute; the bell still tells you.
      </Typography>
    </AccountSection>
  );
}
