import { formatUsd, type ModelBudgetStatus, formatCount } from '@leadsift/shared';
import { Alert, Box, Button, Card, CardContent, CircularProgress, LinearProgress, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useModelBudget, useSaveModelBudget } from '../api/model-budget';
import { errorText, type ReportFeedback } from '../hooks/use-feedback';

const tokens = formatCount;
const dollars = (n: number) => `$${n.toFixed(2)}`;
const sourceText: Record<ModelBudgetStatus['source'], string> = {
  database: 'Set in the Admin panel.',
  environment: 'The default from AI_MONTHLY_BUDGET_USD / AI_MONTHLY_BUDGET_TOKENS.',
  none: 'No budget is set: model spend is not limited.',
};

function monthName(month: string): string {
  return new Date(`${month}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** One line of spend against a limit, with a bar when there is a limit. */
function Meter({ label, spent, limit }: { label: string; spent: string; limit: { text: string; ratio: number } | null }) {
  return (
    <Box>
      <Typography variant="body2">
        {label}: <strong>{spent}</strong> {limit ? `of ${limit.text}` : '(no limit)'}
      </Typography>
      {limit && (
        <LinearProgress
          variant="determinate"
          value={Math.round(Math.min(100, limit.ratio * 100))}
          color={limit.ratio >= 1 ? 'error' : limit.ratio >= 0.8 ? 'warning' : 'primary'}
          aria-label={`${label} used`}
          sx={{ mt: 0.5 }}
        />
      )}
    </Box>
  );
}

/** A positive number, or null for an empty field (no limit); undefined when the text is not one. */
function readLimit(text: string, whole: boolean): number | null | undefined {
  const t = text.trim().replace(/,/g, '');
  if (t === '') return null;
  if (!(whole ? /^\d+$/ : /^\d+(\.\d+)?$/).test(t)) return undefined;
  const n = Number(t);
  return n > 0 ? n : undefined;
}

/**
 * The installation's model spend this calendar month (UTC) against its monthly budget, and the
 * form that changes it. Reached, no new model call starts and running jobs pause until it is raised.
 */
export function ModelBudgetCard({ onResult }: { onResult: ReportFeedback }) {
  const budget = useModelBudget();
  const save = useSaveModelBudget();
  const [usd, setUsd] = useState('');
  const [tokenLimit, setTokenLimit] = useState('');
  const data = budget.data;
  useEffect(() => {
    if (!data) return;
    setUsd(data.budget.usd === null ? '' : String(data.budget.usd));
    setTokenLimit(data.budget.tokens === null ? '' : String(data.budget.tokens));
  }, [data]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = { usd: readLimit(usd, false), tokens: readLimit(tokenLimit, true) };
    if (next.usd === undefined) return onResult('error', 'Failed to save the model budget: the USD budget must be a number above 0');
    if (next.tokens === undefined) return onResult('error', 'Failed to save the model budget: tokens must be a whole number above 0');
    save.mutate(
      { usd: next.usd, tokens: next.tokens },
      { onSuccess: () => onResult('success', 'Model budget saved'), onError: (err) => onResult('error', errorText(err)) },
    );
  };

  return (
    <Card variant="outlined">
      <CardContent component="form" noValidate onSubmit={handleSubmit} aria-labelledby="model-budget-title">
        <Typography id="model-budget-title" variant="h6" component="h2" gutterBottom>
          Monthly model budget
        </Typography>
        {budget.isPending && <CircularProgress size={24} aria-label="Loading the model budget" />}
        {budget.isError && <Alert severity="error">Failed to load the model budget: {errorText(budget.error)}</Alert>}
        {data && (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
            <Typography variant="body2" color="text.secondary">
              Model spend in {monthName(data.month)} (UTC). {sourceText[data.source]}
            </Typography>
            <Meter
              label="Spent"
              spent={data.spend.usd === 0 ? '$0.00' : formatUsd(data.spend.usd)}
              limit={data.budget.usd === null ? null : { text: dollars(data.budget.usd), ratio: data.spend.usd / data.budget.usd }}
            />
            <Meter
              label="Tokens"
              spent={tokens(data.spend.tokens)}
              limit={
                data.budget.tokens === null ? null : { text: tokens(data.budget.tokens), ratio: data.spend.tokens / data.budget.tokens }
              }
            />
            {data.spend.unpricedModels.length > 0 && (
              <Typography variant="caption" color="text.secondary">
                No price known for {data.spend.unpricedModels.join(', ')}: counted toward the token budget only.
              </Typography>
            )}
            {data.usedUp && (
              <Alert severity="warning">
                The model budget for this month is used up: no new model call starts. Raise it, then jobs paused for it can be resumed from
                Activity History.
              </Alert>
            )}
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
              <TextField
                label="Budget (USD)"
                value={usd}
                onChange={(e) => setUsd(e.target.value)}
                helperText="Empty: no dollar limit"
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <TextField
                label="Budget (tokens)"
                value={tokenLimit}
                onChange={(e) => setTokenLimit(e.target.value)}
                helperText="Empty: no token limit"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <Button type="submit" variant="contained" disabled={save.isPending} sx={{ mt: 1 }}>
                {save.isPending ? 'Saving...' : 'Save budget'}
              </Button>
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
