import { Alert, Box, Button, Chip, List, ListItem, ListItemText } from '@mui/material';
import { formatDateTime } from '../../../lib/format-date-time';
import { useRevokeSessions, useSessions } from '../api/sessions';
import { describeUserAgent } from '../user-agent';
import { AccountSection } from './account-section';

/** Where you're signed in: each session's device and browser, address and last seen; sign out one, or all others. */
export function SessionsSection() {
  const sessions = useSessions();
  const revoke = useRevokeSessions();
  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current).length;

  return (
    <AccountSection id="sessions" title="Where you're signed in">
      {sessions.error && <Alert severity="error">{sessions.error.message}</Alert>}
      {revoke.error && <Alert severity="error">{revoke.error.message}</Alert>}
      <List dense disablePadding aria-label="Signed-in sessions">
        {list.map((s) => {
          const isCurrent = s.current;
          const device = describeUserAgent(s.userAgent);
          return (
            <ListItem
              key={s.id}
              divider
              secondaryAction={
                isCurrent ? (
                  <Chip label="This device" size="small" color="primary" />
                ) : (
                  <Button
                    size="small"
                    disabled={revoke.isPending}
                    onClick={() => revoke.mutate({ id: s.id })}
                    aria-label={`Sign out ${device}, last seen ${formatDateTime(s.updatedAt)}`}
                  >
                    Sign out
                  </Button>
                )
              }
            >
              <ListItemText primary={device} secondary={`${s.ipAddress || 'Unknown address'} · last seen ${formatDateTime(s.updatedAt)}`} />
            </ListItem>
          );
        })}
      </List>
      <Box>
        <Button variant="outlined" disabled={others === 0 || revoke.isPending} onClick={() => revoke.mutate('others')}>
          Sign out all other sessions
        </Button>
      </Box>
    </AccountSection>
  );
}
