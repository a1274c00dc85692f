import { Alert, Box, Paper, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { takeOfferedTemplate } from '../../templates';
import { RoleNotice } from '../../workspaces';
import { jobNotFoundMessage, useStaleJobCheck } from '../hooks/use-stale-job-check';
import { useWizard } from '../hooks/use-wizard';
import type { WizardAction } from '../state/wizard-reducer';
import { lastStep } from '../state/wizard-state';
import { ColumnsStep } from './columns-step';
import { CriteriaStep } from './criteria-step';
import { FilterResultsView } from './filter-results-view';
import { UploadStep } from './upload-step';

export const stepTitles = [
  'Upload your list',
  'Select the Columns you want to analyze',
  'Create your qualification criteria',
  'View results',
] as const;

export type ListCleanerProps = {
  /** Called after Run succeeds and the wizard has reset (the app opens Activity History). Without it the wizard shows the results itself. */
  onJobStarted?: (filterId: string) => void;
};

/** The List Cleaner wizard (docs/product.md#screens and docs/product.md#states). */
export function ListCleaner({ onJobStarted }: ListCleanerProps) {
  const { state, dispatch } = useWizard();
  const [error, setError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Run sits at the bottom of a long step: bring its error into view.
    if (error) alertRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [error]);
  useEffect(() => {
    // Apply on the Templates page hands the template over: the wizard keeps it until a file is there.
    const offered = takeOfferedTemplate();
    if (offered) dispatch({ type: 'chooseTemplate', choice: offered });
  }, [dispatch]);
  const onResultsStep = state.activeStep === lastStep && state.filterId !== null;
  const step = state.activeStep === lastStep && !onResultsStep ? 2 : state.activeStep;

  const handleJobGone = useCallback(() => {
    if (state.activeStep === lastStep) setError(jobNotFoundMessage);
    dispatch({ type: 'jobNotFound' });
  }, [dispatch, state.activeStep]);
  useStaleJobCheck(state.filterId, handleJobGone);

  const act = (action: WizardAction) => {
    setError(null);
    dispatch(action);
  };

  const handleStarted = (filterId: string) => {
    if (onJobStarted) {
      dispatch({ type: 'resetAll' });
      onJobStarted(filterId);
    } else {
      dispatch({ type: 'jobStarted', filterId });
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="h4" component="h1">
        List Cleaner
      </Typography>
      <RoleNotice />
      <Stepper activeStep={step} alternativeLabel>
        {stepTitles.map((title) => (
          <Step key={title}>
            <StepLabel>{title}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {onResultsStep && state.filterId ? (
        <Box
          component="section"
          aria-labelledby="list-cleaner-step"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
        >
          <Typography id="list-cleaner-step" variant="h5" component="h2">
            Step 4: {stepTitles[3]}
          </Typography>
          <FilterResultsView filterId={state.filterId} onBack={() => act({ type: 'resetAll' })} onJobNotFound={handleJobGone} />
        </Box>
      ) : (
        <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <Typography id="list-cleaner-step" variant="h5" component="h2">
            Step {step + 1}: {stepTitles[step]}
          </Typography>
          {error && (
            <Alert ref={alertRef} severity="error" role="alert" onClose={() => setError(null)}>
              {error}
            </Alert>
          )}
          {step === 0 && <UploadStep state={state} dispatch={dispatch} onError={setError} />}
          {step === 1 && <ColumnsStep state={state} dispatch={dispatch} onError={setError} />}
          {step === 2 && <CriteriaStep state={state} dispatch={dispatch} onError={setError} onStarted={handleStarted} />}
        </Paper>
      )}
    </Box>
  );
}
