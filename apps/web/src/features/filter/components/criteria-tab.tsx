import { readingLabel, formatCount } from '@leadsift/shared';
import { Box, Chip, Paper, Typography } from '@mui/material';
import type { CompletedResults } from '../api/get-filter-results';

/** docs/product.md#screens 'Qualification Criteria' tab: the context, the logic mode and each column's instructions. */
export function CriteriaTab({ results }: { results: CompletedResults }) {
  const columnConfig = results.columnConfig ?? results.filterConfig?.columnConfig ?? {};
  const context = results.reasoningText ?? results.filterConfig?.reasoningText ?? '';
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          Product / service context
        </Typography>
        <Typography color={context ? 'text.primary' : 'text.secondary'} sx={{ whiteSpace: 'pre-wrap' }}>
          {context || 'No context was given.'}
        </Typography>
      </Paper>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip color="primary" label={results.logicMode === 'AND' ? 'AND: matches all criteria' : 'OR: matches at least one criterion'} />
        {results.model && <Chip variant="outlined" label={`Model: ${results.model}`} />}
        {typeof results.modelCalls === 'number' && <Chip variant="outlined" label={`Model calls: ${formatCount(results.modelCalls)}`} />}
      </Box>
      {results.selectedColumns.map((column) => (
        <Paper key={column} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle2" component="h3">
            {column}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{columnConfig[column]?.instructions ?? ''}</Typography>
          {columnConfig[column]?.reading && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid={`job-reading-${column}`}>
              {/* A job that asked the model (for a reading or a chunk) had one configured. */}
              {readingLabel(columnConfig[column].reading, columnConfig[column].reading.asked || (results.modelCalls ?? 0) > 0)}
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
}
