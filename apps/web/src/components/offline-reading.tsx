import { describeTerms } from '@leadsift/shared';
import { Box } from '@mui/material';

/** 'Offline matcher reads: keep: saas, fintech · exclude: agencies' — the server's own parser (shared). */
export function offlineReadingText(instructions: string): string {
  if (!instructions.trim()) return 'Offline matcher: write the words to keep and to exclude.';
  const reading = describeTerms(instructions);
  return reading ? `Offline matcher reads: ${reading}` : 'Offline matcher finds no word to keep or exclude here.';
}

/** A line of a field's helper text, shown while the offline keyword matcher (not a model) decides. */
export function OfflineReading({ instructions }: { instructions: string }) {
  return (
    <Box component="span" sx={{ display: 'block', fontFamily: 'monospace' }} data-testid="offline-reading">
      {offlineReadingText(instructions)}
    </Box>
  );
}
