import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, Box, Button, Divider, IconButton, List, ListItem, ListItemButton, ListItemText, Popover, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/format-date-time';
import { useMarkAllRead, useNotifications } from '../api/notifications';

/** The top bar's bell (ADR 0035): the unread count, the latest notifications with time and link, 'Mark all read'. */
export function NotificationBell() {
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const notifications = useNotifications();
  const markAll = useMarkAllRead();
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items ?? [];

  const open = (link: string | null) => {
    setAnchor(null);
    if (link) void navigate(link);
  };

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
            {items.map((n) => (
              <ListItem key={n.id} disablePadding>
                <ListItemButton
                  onClick={() => open(n.link)}
                  sx={{ alignItems: 'flex-start', bgcolor: n.read ? undefined : 'action.selected' }}
                >
                  <ListItemText
                    primary={n.title}
                    secondary={
                      <>
                        {n.body && <span style={{ display: 'block' }}>{n.body}</span>}
                        <span>{formatDateTime(n.createdAt)}</span>
                      </>
                    }
                    slotProps={{ primary: { sx: { fontWeight: n.read ? 400 : 600 } } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
