import { Box } from '@mui/material';
import { DemoRequestForm } from './demo-request-form';
import { SalesPitch } from './sales-pitch';

/** The right-hand side of the login page: the pitch and the demo request form. */
export function DemoPanel() {
  return (
    <Box sx={{ display: 'grid', gap: 4, maxWidth: 560, mx: 'auto', width: '100%' }}>
      <SalesPitch />
      <DemoRequestForm />
    </Box>
  );
}
