import { Alert, Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { StatCards } from '../../../components/stat-cards';
import { useExport } from '../../../hooks/use-export';
import { exportFailedMessage, exportResults } from '../api/export-results';
import type { DecisionState, SavedOverrides } from '@leadsift/shared';
import type { CompletedResults as Results } from '../api/get-filter-results';
import { useDecisionOverrides } from '../hooks/use-decision-overrides';
import { runByText } from '../../../lib/actor-text';
import { CostLine } from '../../usage';
import { CriteriaTab } from './criteria-tab';
import { DecideUndecided } from './decide-undecided';
import { DecisionsTab } from './decisions-tab';
import { ResultRows } from './result-rows';
import { ResultsHeader } from './results-header';
import { SaveTemplateDialog } from './save-template-dialog';
import { StoppedAtLimit } from './stopped-at-limit';

/** The job's overrides in the saved format: the server's, with this session's toggles on top. */
export function currentOverrides(results: Results, local: Record<string, DecisionState>): SavedOverrides {
  const saved: SavedOverrides = {};
  for (const [column, values] of Object.entries(results.llmValueDecisions)) {
    for (const [value, entry] of Object.entries(values)) {
      if (entry.overridden) (saved[column] ??= {})[value] = entry.decision;
    }
  }
  // Longest names first: a column name may itself contain the bar.
  const columns = [...results.selectedColumns].sort((a, b) => b.length - a.length);
  for (const [key, decision] of Object.entries(local)) {
    const bar = columns.find((column) => key.startsWith(`${column}|`));
    if (bar === undefined) continue;
    const value = key.slice(bar.length + 1);
    // REVIEW: the user took the decision back (ADR 0058), so the template keeps none.
    if (decision === 'REVIEW') delete saved[bar]?.[value];
    else (saved[bar] ??= {})[value] = decision;
  }
  return saved;
}

export type CompletedResultsViewProps = { results: Results; onBack: () => void };

/**
 * A finished job: stats, decisions, criteria, rows, export and Save Template (docs/product.md#screens 'Filter results view'); a job
 * stopped at its "Stop at" limit shows the same for the rows it covers, and how to go on.
 */
export function CompletedResultsView({ results, onBack }: CompletedResultsViewProps) {
  const [tab, setTab] = useState<'decisions' | 'criteria'>('decisions');
  const [saving, setSaving] = useState(false);
  // Bumped by the 'Needs review' card's 'Show them': the Decisions tab then shows the values to decide.
  const [showReview, setShowReview] = useState(0);
  const overrides = useDecisionOverrides(results.filterId);
  const exporter = useExport(() => exportResults(results.filterId), exportFailedMessage);
  const { keptRowCount, excludedRowCount } = results.stats;
  const config = {
    selectedColumns: results.selectedColumns,
    reasoningText: results.reasoningText ?? '',
    model: results.model ?? null,
    chunkSize: results.chunkSize ?? 300,
    logicMode: results.logicMode,
    columnConfig: results.columnConfig ?? {},
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <ResultsHeader
        title={results.jobName ?? 'Results'}
        runBy={runByText(results.createdBy)}
        onBack={onBack}
        onExport={(format, rows) => void exporter.exportNow(() => exportResults(results.filterId, format, rows))}
        csvCounts={{ qualified: keptRowCount, disqualified: excludedRowCount, all: keptRowCount + excludedRowCount }}
        exporting={exporter.exporting}
        longestTable={
          keptRowCount >= excludedRowCount
            ? { rows: keptRowCount, label: 'qualified rows' }
            : { rows: excludedRowCount, label: 'disqualified rows' }
        }
        onSaveTemplate={() => setSaving(true)}
      />
      {results.coverage && (
        // A new stop (another limit reached) starts with an empty field.
        <StoppedAtLimit key={results.coverage.rows} filterId={results.filterId} coverage={results.coverage} message={results.message} />
      )}
      <CostLine usage={results.usage} />
      {exporter.error && (
        <Alert severity="error" role="alert" onClose={exporter.clearError}>
          {exporter.error}
        </Alert>
      )}
      <StatCards
        totalLabel="Total Rows"
        total={results.stats.totalRows}
        qualified={results.stats.keptRowCount}
        disqualified={results.stats.excludedRowCount}
        review={{
          values: results.valuesNeedingReview ?? 0,
          onShow: () => {
            setTab('decisions');
            setShowReview((n) => n + 1);
          },
        }}
      />
      <DecideUndecided filterId={results.filterId} values={results.valuesNeedingReview ?? 0} />
      <Box>
        <Tabs value={tab} onChange={(_, next: 'decisions' | 'criteria') => setTab(next)} aria-label="Results">
          <Tab value="decisions" label="Decisions" id="results-tab-decisions" aria-controls="results-panel" />
          <Tab value="criteria" label="Qualification Criteria" id="results-tab-criteria" aria-controls="results-panel" />
        </Tabs>
        <Box role="tabpanel" id="results-panel" aria-labelledby={`results-tab-${tab}`} sx={{ pt: 2 }}>
          {tab === 'decisions' ? (
            <DecisionsTab
              filterId={results.filterId}
              columns={results.selectedColumns}
              overrides={overrides}
              valuesNeedingReview={results.valuesNeedingReview ?? 0}
              showReview={showReview}
            />
          ) : (
            <CriteriaTab results={results} />
          )}
        </Box>
      </Box>
      <ResultRows results={results} />
      <SaveTemplateDialog
        open={saving}
        onClose={() => setSaving(false)}
        filterId={results.filterId}
        config={config}
        overrides={currentOverrides(results, overrides.overrides)}
      />
    </Box>
  );
}
