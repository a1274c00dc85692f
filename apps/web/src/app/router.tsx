import { Box, Typography } from '@mui/material';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';

function Home() {
  return (
    <Box sx={{ p: 4 }}>
      <Typography variant="h4" component="h1">
        LeadSift
      </Typography>
      <Typography>Your expert business development assistant</Typography>
    </Box>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<Home />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </BrowserRouter>
  );
}
