import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, Box, Button, Divider, IconButton, List, ListItem, ListItemButton, ListItemText, Popover, Typography } from '@mui/material';
import { jobResultsPath, type NotificationItem } from '@leadsift/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/format-date-time';
import { useMarkAllRead, useNotifications } from '../api/notifications';

/** Where a notification leads: the results of the job it is about (ADR 0060), else its link; nowhere once the job is deleted. */
export function notificationTarget(n: Pick<NotificationItem, 'job' | 'link'>): string | null {
  if (n.job) return n.job.deleted ? null : jobResultsPath(n.job.product, n.job.id);
  return n.link;
}

const deletedJob = {
  filter: 'This List Cleaner job has since been deleted.',
  research: 'This research job has since been deleted.',
} as const;

/** The top bar's bell (ADR 0035): the unread count, the latest notifications with time and link, 'Mark all read'. */
export function NotificationBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const notifications = useNotifications();
  const markAll = useMarkAllRead();
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items ?? [];

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-haspopup="dialog"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Badge badgeContent={unread > 0 ? unread : null} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Notifications', sx: { width: 380, maxWidth: '100vw' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1, fontWeight: 600 }}>
            Notifications
          </Typography>
          <Button size="small" disabled={unread === 0 || markAll.isPending} onClick={() => markAll.mutate()}>
            Mark all read
          </Button>
        </Box>
        <Divider />
        {items.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {notifications.isPending ? 'Loading…' : 'Nothing yet. You will be told here when a job finishes.'}
          </Typography>
        ) : (
          <List dense disablePadding sx={{ maxHeight: 420, overflowY: 'auto' }}>
            {items.map((n) => {
              const target = notificationTarget(n);
              const text = (
                <ListItemText
                  primary={n.title}
                  secondary={
                    <>
                      {n.body && <span style={{ display: 'block' }}>{n.body}</span>}
                      {n.job?.deleted && <span style={{ display: 'block', fontStyle: 'italic' }}>{deletedJob[n.job.product]}</span>}
                      <span>{formatDateTime(n.createdAt)}</span>
                    </>
                  }
                  slotProps={{ primary: { sx: { fontWeight: n.read ? 400 : 600 } } }}
                />
              );
              const sx = { alignItems: 'flex-start', bgcolor: n.read ? undefined : 'action.selected' };
              return (
                <ListItem key={n.id} disablePadding sx={target ? undefined : { px: 2, py: 0.5, ...sx }}>
                  {target ? (
                    // A link: it opens the job's results, also in a new tab.
                    <ListItemButton component={RouterLink} to={target} onClick={() => setAnchor(null)} sx={sx}>
                      {text}
                    </ListItemButton>
                  ) : (
                    text
                  )}
                </ListItem>
              );
            })}
          </List>
        )}
      </Popover>
    </>
  );
}
