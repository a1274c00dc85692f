import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The centred card of the pages a link opens (reset password, accept an invitation). */
export function LinkPageShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 440, p: 4, display: 'grid', gap: 2.5 }}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, textAlign: 'center' }}>
          LeadSift
        </Typography>
        <Typography variant="h6" component="h1">
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
