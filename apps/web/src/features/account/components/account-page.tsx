import { Box, Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * /account: a column of independent sections (profile, password, sessions, notifications, and whatever
 * else the app composes in — API keys, webhooks), each its own component. The column is never wider than the
 * window (`minmax(0, 1fr)`): a wide table scrolls inside its section.
 */
export function AccountPage({ children }: { children: ReactNode }) {
  const { hash } = useLocation();
  useEffect(() => {
    // /account#notifications (the link in every email) scrolls to that section once it is there.
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 900, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="h4" component="h1">
        Account
      </Typography>
      {children}
    </Box>
  );
}
