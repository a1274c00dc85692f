import { Button, Paper, Typography } from '@mui/material';

export type TemplatesEmptyStateProps = {
  searching: boolean;
  onClearSearch: () => void;
};

/** docs/product.md#screens: 'No saved filters found', with a way out of a search that matched nothing. */
export function TemplatesEmptyState({ searching, onClearSearch }: TemplatesEmptyStateProps) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        No saved filters found
      </Typography>
      <Typography color="text.secondary">
        {searching ? 'No filters match your search criteria.' : 'Create and save filter configurations to reuse them later.'}
      </Typography>
      {searching && (
        <Button variant="outlined" onClick={onClearSearch} sx={{ mt: 2 }}>
          Clear Search
        </Button>
      )}
    </Paper>
  );
}
