import { Box, Divider } from '@mui/material';
import { useState } from 'react';
import { StopAtField, useCreditCheck } from '../../usage';
import { useAiStatus } from '../api/get-ai-status';
import { useJobEstimate } from '../api/estimate-job';
import { useReadInstructions } from '../api/read-instructions';
import { useColumnPreviews } from '../hooks/use-column-previews';
import { creditLimitOf, creditsToRun, useRunFilter, validateRun } from '../hooks/use-run-filter';
import type { WizardAction } from '../state/wizard-reducer';
import type { WizardState } from '../state/wizard-state';
import { ConfirmDialog } from './confirm-dialog';
import { CreditCostPanel } from './credit-cost-panel';
import { CriteriaPreview } from './criteria-preview';
import { MissingTemplateColumns } from './missing-template-columns';
import { AskModelSwitch } from './ask-model-switch';
import { ModelSelect } from './model-select';
import { ProductContext } from './product-context';
import { QualifyingCriteria } from './qualifying-criteria';
import { StepActions } from './step-actions';

export type CriteriaStepProps = {
  state: WizardState;
  dispatch: (action: WizardAction) => void;
  onError: (message: string | null) => void;
  onStarted: (filterId: string) => void;
};

/** Step 3 (docs/product.md#screens and docs/product.md#states and docs/product.md#validation): context, cost, criteria, Run. */
export function CriteriaStep({ state, dispatch, onError, onStarted }: CriteriaStepProps) {
  const rowCount = state.fileData?.rowCount ?? 0;
  // docs/product.md#states: the check runs on its own when there are rows, and gates Run (for the rows a "Stop at" limit covers).
  const credits = useCreditCheck(rowCount > 0 ? creditsToRun(state) : -1);
  // Distinct values per column: the model is asked once per chunk of them, never once per row.
  const estimate = useJobEstimate(state);
  const previews = useColumnPreviews(state);
  const offline = useAiStatus().data?.offline ?? false;
  const { run, isRunning } = useRunFilter();
  const reading = useReadInstructions();
  const [showErrors, setShowErrors] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const insufficient = credits.check ? !credits.check.hasCredits : false;

  const handleRun = async () => {
    const invalid = validateRun(state, credits.check?.hasCredits ?? null);
    setShowErrors(true);
    if (invalid) return onError(invalid);
    onError(null);
    try {
      onStarted(await run(state));
    } catch (err) {
      onError(err instanceof Error ? err.message : 'An error occurred while applying filters');
    }
  };

  // One model call for the column (ADR 0034): its restatement is stored, and the estimate then shows it.
  const handleAskReading = async (column: string) => {
    onError(null);
    const { fileData, filterParams } = state;
    if (!fileData) return;
    const instructions = state.filterConfig.columnConfig[column]?.instructions.trim() ?? '';
    try {
      await reading.mutateAsync({
        fileId: fileData.fileId,
        selectedColumns: [column],
        ...(filterParams.model ? { model: filterParams.model } : {}),
        filterConfig: { columnConfig: { [column]: { instructions } } },
      });
    } catch (err) {
      onError(err instanceof Error ? err.message : 'The model could not be asked to read the instructions.');
    }
  };

  const handlePreview = async () => {
    const missing = state.selectedColumns.filter((c) => !state.filterConfig.columnConfig[c]?.instructions.trim());
    setShowErrors(true);
    if (missing.length) return onError(`Please provide criteria for the following columns: ${missing.join(', ')}`);
    onError(null);
    try {
      await previews.preview();
    } catch (err) {
      onError(err instanceof Error ? err.message : 'The preview could not be made. Please try again.');
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <MissingTemplateColumns
        missing={state.missingTemplateColumns ?? []}
        columns={state.fileData?.columns ?? []}
        selected={state.selectedColumns}
        onPick={(templateColumn, fileColumn) => {
          onError(null);
          dispatch({ type: 'pickTemplateColumn', templateColumn, fileColumn });
        }}
        onDrop={(templateColumn) => {
          onError(null);
          dispatch({ type: 'dropTemplateColumn', templateColumn });
        }}
      />
      <ProductContext state={state} dispatch={dispatch} onError={onError} />
      <CreditCostPanel
        rowCount={rowCount}
        selectedColumns={state.selectedColumns}
        chunkSize={state.filterParams.chunkSize}
        distinctCounts={estimate.data?.distinctCounts ?? state.fileData?.distinctCounts}
        modelCalls={estimate.data?.modelCalls}
        usage={estimate.data?.usage}
        creditLimit={creditLimitOf(state)}
        cachedValues={estimate.data?.cachedValues}
        ruleSummary={estimate.data?.summary}
        check={credits.check}
        isChecking={credits.isChecking}
        checkFailed={Boolean(credits.error)}
        offline={offline}
      />
      <StopAtField
        value={state.filterParams.creditLimit ?? ''}
        onChange={(value) => dispatch({ type: 'setCreditLimit', value })}
        helperText="Optional. Only the first rows of the list, up to this many credits (1 credit a row), are cleaned; the job then pauses and can be resumed for the rest."
      />
      <Divider />
      <ModelSelect value={state.filterParams.model} onChange={(model) => dispatch({ type: 'setModel', model })} />
      <AskModelSwitch
        checked={state.filterParams.askModelForEveryValue ?? false}
        onChange={(value) => dispatch({ type: 'setAskModelForEveryValue', value })}
      />
      <QualifyingCriteria
        columns={state.selectedColumns}
        columnConfig={state.filterConfig.columnConfig}
        logicMode={state.filterParams.logicMode}
        showErrors={showErrors}
        onLogicModeChange={(logicMode) => dispatch({ type: 'setLogicMode', logicMode })}
        onInstructionsChange={(column, text) => dispatch({ type: 'setInstructions', column, text })}
        offline={offline}
        {...(estimate.data?.readings && !state.filterParams.askModelForEveryValue ? { readings: estimate.data.readings } : {})}
        readingBusy={reading.isPending}
        onAskReading={(column) => void handleAskReading(column)}
      />
      <CriteriaPreview
        previews={previews.previews}
        busy={previews.isPreviewing}
        previewsLeft={previews.previewsLeft}
        onPreview={() => void handlePreview()}
        offline={offline}
      />
      <StepActions
        onPrevious={() => {
          onError(null);
          dispatch({ type: 'back' });
        }}
        onReset={() => setConfirming(true)}
        onNext={() => void handleRun()}
        nextLabel="Run"
        gated
        nextDisabled={credits.isChecking || insufficient}
        busy={isRunning}
      />
      <ConfirmDialog
        open={confirming}
        title="Reset?"
        text="This clears the context, the logic mode and every column's criteria."
        onConfirm={() => {
          setShowErrors(false);
          onError(null);
          dispatch({ type: 'resetCriteria' });
        }}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
