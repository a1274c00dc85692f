import { Button, Paper, Typography } from '@mui/material';
import type { JobProduct } from '@leadsift/shared';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../shell/page-title';
import { paths } from '../paths';

const what: Record<JobProduct, string> = { filter: 'List Cleaner job', research: 'research job' };

/**
 * A results address whose job the server does not know for this user (ADR 0060): deleted, mistyped, or
 * another user's (the API answers 404 for all three and so does this page, telling them apart for no one).
 */
export function JobNotFound({ product }: { product: JobProduct }) {
  usePageTitle('Job not found');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Typography variant="h4" component="h1">
        Job not found
      </Typography>
      <Typography>
        {`There is no ${what[product]} at this address in your account: it may have been deleted, or the link belongs to someone else's account.`}
      </Typography>
      <Button variant="contained" component={RouterLink} to={paths.activity(product === 'filter' ? 'list-cleaner' : 'research')}>
        Open Activity History
      </Button>
    </Paper>
  );
}
