import { formatUsd, type AdminUsageModel, formatCount } from '@leadsift/shared';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';

const count = formatCount;

/** Tokens, calls and failure rate per model over the period. */
export function UsageModelTable({ models }: { models: AdminUsageModel[] }) {
  return (
    <TableContainer>
      <Typography id="usage-models-title" variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
        Models
      </Typography>
      <Table size="small" aria-labelledby="usage-models-title">
        <TableHead>
          <TableRow>
            <TableCell>Model</TableCell>
            <TableCell align="right">Calls</TableCell>
            <TableCell align="right">Failed</TableCell>
            <TableCell align="right">Failure rate</TableCell>
            <TableCell align="right">Input tokens</TableCell>
            <TableCell align="right">Output tokens</TableCell>
            <TableCell align="right">Cost</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {models.length === 0 && (
            <TableRow>
              <TableCell colSpan={7}>No model calls in this period.</TableCell>
            </TableRow>
          )}
          {models.map((m) => (
            <TableRow key={m.model}>
              <TableCell component="th" scope="row">
                {m.model}
              </TableCell>
              <TableCell align="right">{count(m.modelCalls)}</TableCell>
              <TableCell align="right">{count(m.failedCalls)}</TableCell>
              <TableCell align="right">{`${(m.failureRate * 100).toFixed(1)}%`}</TableCell>
              <TableCell align="right">{count(m.inputTokens)}</TableCell>
              <TableCell align="right">{count(m.outputTokens)}</TableCell>
              <TableCell align="right">{m.costUsd === null ? 'price unknown' : formatUsd(m.costUsd)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
