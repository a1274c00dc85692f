import { FILTER_NO_COLUMNS } from '@leadsift/shared';
import { Alert, Box } from '@mui/material';
import { useState } from 'react';
import type { WizardAction } from '../state/wizard-reducer';
import type { WizardState } from '../state/wizard-state';
import { ColumnChecklist } from './column-checklist';
import { ConfirmDialog } from './confirm-dialog';
import { SelectedColumnsPanel } from './selected-columns-panel';
import { StepActions } from './step-actions';

export const noColumnsAvailableMessage = 'No columns available. Please upload a valid CSV or Excel file.';

export type ColumnsStepProps = {
  state: WizardState;
  dispatch: (action: WizardAction) => void;
  onError: (message: string | null) => void;
};

/** Step 2 (docs/product.md#screens): pick the columns the model decides on. */
export function ColumnsStep({ state, dispatch, onError }: ColumnsStepProps) {
  const [search, setSearch] = useState('');
  const [confirming, setConfirming] = useState(false);
  const columns = state.fileData?.columns ?? [];
  const selected = state.selectedColumns;
  const setSelected = (next: string[]) => dispatch({ type: 'setSelectedColumns', columns: next });

  const handleContinue = () => {
    if (selected.length === 0) return onError(FILTER_NO_COLUMNS);
    onError(null);
    dispatch({ type: 'next' });
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {columns.length === 0 ? (
        <Alert severity="info" role="status">
          {noColumnsAvailableMessage}
        </Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
          <ColumnChecklist
            columns={columns}
            selected={selected}
            search={search}
            onSearchChange={setSearch}
            onToggle={(column) => setSelected(selected.includes(column) ? selected.filter((c) => c !== column) : [...selected, column])}
            onSelectAll={(visible) => setSelected([...selected, ...visible.filter((c) => !selected.includes(c))])}
            onDeselectAll={() => setSelected([])}
          />
          <SelectedColumnsPanel columns={selected} onRemove={(column) => setSelected(selected.filter((c) => c !== column))} />
        </Box>
      )}
      <StepActions
        onPrevious={() => {
          onError(null);
          dispatch({ type: 'back' });
        }}
        onReset={() => setConfirming(true)}
        onNext={handleContinue}
        nextLabel="Continue"
      />
      <ConfirmDialog
        open={confirming}
        title="Reset?"
        text="This clears your column selection and the uploaded file, and returns to the start."
        onConfirm={() => {
          onError(null);
          dispatch({ type: 'resetAll' });
        }}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
