import { RESEARCH_CREATED, RESEARCH_UPLOAD_TYPES } from '@leadsift/shared';
import { Alert, Box, Button, CircularProgress, Paper, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { uploadCancelledMessage, useUploadProgress } from '../../../hooks/use-upload-progress';
import { CreditBanner, StopAtField, useCreditCheck } from '../../usage';
import { RoleNotice, useCanEdit } from '../../workspaces';
import { useCreateResearchJob } from '../api/create-research-job';
import { useResearchConfig } from '../api/get-research-config';
import { useResearchEstimate } from '../api/estimate-research';
import { isResearchFile, uploadResearchFile } from '../api/upload-research-file';
import { blockingReason, createBody, estimateBody, sourceColumns, useResearchForm, type ResearchSource } from '../hooks/use-research-form';
import { OfflineRaterNote } from './offline-rater-note';
import { overTierLimit, ResearchEstimatePanel } from './research-estimate-panel';
import { ResearchFileDrop } from './research-file-drop';
import { ResearchInstructionsFields } from './research-instructions-fields';
import { ResearchUploadProgress } from './research-upload-progress';
import { SourceFilterSelect } from './source-filter-select';
import { WebsiteColumnSelect } from './website-column-select';

/** docs/product.md#limits: the parent hears of a created job 1 s after the success message. */
export const RESEARCH_CREATED_DELAY_MS = 1000;

export type ResearchFormProps = {
  /** Called 1 s after a job was created (the app opens Activity History on its Research Agent tab). */
  onJobCreated?: (jobId: string) => void;
};

const sources: { value: ResearchSource; label: string }[] = [
  { value: 'file', label: 'Upload File' },
  { value: 'filter', label: 'From a List Cleaner job' },
];

/** docs/product.md#screens 'Research Configuration': the Research Agent's new-project form. */
export function ResearchForm({ onJobCreated }: ResearchFormProps) {
  const form = useResearchForm();
  const { state } = form;
  const config = useResearchConfig();
  const uploader = useUploadProgress();
  const uploading = uploader.progress.phase === 'sending' || uploader.progress.phase === 'reading';
  const create = useCreateResearchJob();
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState(false);
  const [instructionsTouched, setInstructionsTouched] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const body = estimateBody(state);
  const estimate = useResearchEstimate(body);
  // Nothing until the source is complete: a disabled query may still hold another source's figures.
  const shownEstimate = body ? estimate.data : undefined;
  const estimateReady = shownEstimate && !estimate.isPlaceholderData ? shownEstimate : undefined;
  const credits = useCreditCheck(estimateReady ? estimateReady.creditsNeeded : -1);
  const hasCredits = credits.check ? credits.check.hasCredits : null;
  // A viewer reads and exports only (docs/product.md#workspaces-in-the-app): Start and the upload wait for the member role.
  const edit = useCanEdit();
  const reason = edit.reason ?? blockingReason(state, hasCredits, overTierLimit(estimateReady));

  const handleFile = async (file: File) => {
    setError(null);
    setCreated(false);
    if (!isResearchFile(file)) return setError(RESEARCH_UPLOAD_TYPES);
    form.setUpload(null);
    try {
      const result = await uploadResearchFile(file, uploader.upload);
      form.setUpload({ ...result, fileName: file.name });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      // Cancel is the user's own doing: the bar goes away, nothing is kept and nothing needs saying.
      if (message !== uploadCancelledMessage) setError(message);
    }
  };

  const handleStart = () => {
    setInstructionsTouched(true);
    if (reason) return setError(reason);
    setError(null);
    create.mutate(createBody(state), {
      onSuccess: (jobId) => {
        form.reset();
        uploader.reset();
        setInstructionsTouched(false);
        setCreated(true);
        timer.current = setTimeout(() => onJobCreated?.(jobId), RESEARCH_CREATED_DELAY_MS);
      },
      onError: (err) => setError(err.message),
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="h4" component="h1">
        Research Configuration
      </Typography>
      <RoleNotice />
      <CreditBanner />
      <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {created && (
          <Alert severity="success" role="status" onClose={() => setCreated(false)}>
            {RESEARCH_CREATED}
          </Alert>
        )}
        {error && (
          <Alert severity="error" role="alert" onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
        {config.data?.offlineRater && <OfflineRaterNote />}
        <Tabs value={state.source} onChange={(_e, next: ResearchSource) => form.setSource(next)} aria-label="Websites from">
          {sources.map((s) => (
            <Tab key={s.value} value={s.value} label={s.label} />
          ))}
        </Tabs>
        <TextField
          label="List Name"
          value={state.name}
          onChange={(event) => form.setName(event.target.value)}
          placeholder="e.g. Family farms - Midwest"
          helperText="Optional. Shown in Activity History and on the exported file."
          fullWidth
        />
        {state.source === 'file' ? (
          <ResearchFileDrop upload={state.upload} onFile={(file) => void handleFile(file)} disabled={uploading || !edit.allowed} />
        ) : (
          <SourceFilterSelect value={state.sourceFilter} onChange={form.setSourceFilter} />
        )}
        {/* Stays (with Cancel) while a file is on its way even if the other source was picked meanwhile. */}
        {(state.source === 'file' || uploading) && (
          <ResearchUploadProgress
            progress={uploader.progress}
            columns={state.upload ? state.upload.columns.length : null}
            onCancel={uploader.cancel}
          />
        )}
        <WebsiteColumnSelect
          columns={sourceColumns(state)}
          value={state.column}
          onChange={form.setColumn}
          commonDomain={estimateReady?.commonDomain ?? null}
        />
        <ResearchInstructionsFields
          instructions={state.instructions}
          onInstructionsChange={form.setInstructions}
          showMissing={instructionsTouched}
          onBlur={() => setInstructionsTouched(true)}
          webSearchAvailable={config.data?.webSearchAvailable ?? false}
          enableWebSearch={state.enableWebSearch}
          onEnableWebSearchChange={form.setEnableWebSearch}
          webSearchInstructions={state.webSearchInstructions}
          onWebSearchInstructionsChange={form.setWebSearchInstructions}
          offline={config.data?.offlineRater ?? false}
        />
        <StopAtField
          value={state.creditLimit}
          onChange={form.setCreditLimit}
          helperText="Optional. The research pauses once it has used this many credits; resume it with a new limit."
        />
        <ResearchEstimatePanel
          estimate={shownEstimate}
          estimating={body !== null && estimate.isFetching}
          estimateError={body && estimate.isError ? estimate.error.message : null}
          check={credits.check}
          isChecking={credits.isChecking}
          checkFailed={Boolean(estimateReady) && credits.error !== null}
        />
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {reason && (
            <Typography variant="body2" color="text.secondary" data-testid="start-blocked-reason">
              {reason}
            </Typography>
          )}
          <Button
            variant="contained"
            size="large"
            onClick={handleStart}
            disabled={reason !== null || create.isPending}
            startIcon={create.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {create.isPending ? 'Starting...' : 'Start Research'}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
