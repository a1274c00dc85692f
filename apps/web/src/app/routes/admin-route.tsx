import { Box, Typography } from '@mui/material';

/** /admin (SPEC §2). The user-management panel arrives with the admin issue. */
export function AdminRoute() {
  return (
    <Box component="main" sx={{ p: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Admin Panel - User Management
      </Typography>
      <Typography color="text.secondary">User management is coming in a later release.</Typography>
    </Box>
  );
}
