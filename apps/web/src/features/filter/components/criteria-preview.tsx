import { formatCount, readingLabel } from '@leadsift/shared';
import {
  Alert,
  Box,
  Button,
  Chip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ColumnPreview } from '../hooks/use-column-previews';
import { ConfidenceIndicator } from './confidence-indicator';
import { StateChip } from './decision-chip';

const n = formatCount;

/** "these values cover 63% of your rows" */
export function coverageText(coverage: number): string {
  return `These values cover ${Math.round(coverage * 100)}% of your rows`;
}

export type CriteriaPreviewProps = {
  previews: ColumnPreview[];
  busy: boolean;
  previewsLeft: number | null;
  onPreview: () => void;
  /** The offline keyword matcher decides (no model to read instructions). */
  offline?: boolean;
};

/** Step 3 'Preview' (docs/product.md#list-cleaner): the model's decisions on each column's most frequent values, free of credits. */
export function CriteriaPreview({ previews, busy, previewsLeft, onPreview, offline = false }: CriteriaPreviewProps) {
  return (
    <Box
      component="section"
      aria-labelledby="criteria-preview-heading"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="criteria-preview-heading" variant="subtitle1" component="h3">
          Preview
        </Typography>
        <Button variant="outlined" onClick={onPreview} disabled={busy}>
          {busy ? 'Previewing…' : 'Preview'}
        </Button>
        <Typography variant="body2" color="text.secondary">
          Free: the model decides the 20 most frequent values of each column, no credits used.
          {previewsLeft !== null && ` ${previewsLeft} ${previewsLeft === 1 ? 'preview' : 'previews'} left this hour.`}
        </Typography>
      </Box>
      {previews.map((p) => (
        <Paper
          key={p.column}
          variant="outlined"
          sx={{ p: 2, borderColor: p.stale ? 'warning.main' : 'divider' }}
          data-testid={`preview-${p.column}`}
        >
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
            <Typography variant="subtitle2" component="h4">
              {p.column}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {coverageText(p.coverage)}
            </Typography>
            {p.stale && <Chip size="small" color="warning" label="Instructions changed — preview again" />}
          </Box>
          {p.reading && (
            <Typography variant="body2" sx={{ mb: 1 }} data-testid={`preview-reading-${p.column}`}>
              {readingLabel(p.reading, !offline)}
            </Typography>
          )}
          {p.values.length === 0 ? (
            <Alert severity="info">This column has no values.</Alert>
          ) : (
            // On a phone the table scrolls sideways inside its card (Reason and Confidence one swipe away), never the page.
            <TableContainer>
              <Table size="small" aria-label={`Preview of ${p.column}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Value</TableCell>
                    <TableCell align="right">Rows</TableCell>
                    <TableCell>Decision</TableCell>
                    <TableCell>Reason</TableCell>
                    <TableCell sx={{ width: 160 }}>Confidence</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {p.values.map((v) => (
                    <TableRow key={v.value}>
                      <TableCell sx={{ maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis' }}>{v.value || '(empty)'}</TableCell>
                      <TableCell align="right">{n(v.frequency)}</TableCell>
                      <TableCell>
                        <StateChip state={v.state} />
                      </TableCell>
                      <TableCell>
                        {v.byRules && (
                          <Chip
                            size="small"
                            variant="outlined"
                            label="Rule"
                            sx={{ mr: 1 }}
                            title="Decided by rules from public facts: free, no model call"
                          />
                        )}
                        {v.reason}
                      </TableCell>
                      <TableCell>
                        <ConfidenceIndicator confidence={v.confidence} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Paper>
      ))}
    </Box>
  );
}
