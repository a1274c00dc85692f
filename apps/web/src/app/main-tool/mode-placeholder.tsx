import { Paper, Typography } from '@mui/material';
import { modeTitles } from './modes';
import type { MainToolMode } from './modes';

/** Stands in for a mode whose feature has not landed yet. */
export function ModePlaceholder({ mode }: { mode: MainToolMode }) {
  return (
    <Paper variant="outlined" sx={{ p: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {modeTitles[mode]}
      </Typography>
      <Typography color="text.secondary">This part of LeadSift is coming in a later release.</Typography>
    </Paper>
  );
}
