import { Alert, Box, Button, Divider, TextField, Typography } from '@mui/material';
import { UploadProgressBar } from '../../../components/upload-progress-bar';
import { uploadCancelledMessage, useUploadProgress } from '../../../hooks/use-upload-progress';
import { useState } from 'react';
import { useApplySavedFilter, useSavedFilters, type TemplateChoice } from '../../templates';
import { useCanEdit } from '../../workspaces';
import { useRereadUpload } from '../api/reread-upload';
import { isCsvFile, notCsvMessage, parseUploadResult } from '../api/upload-file';
import type { WizardAction } from '../state/wizard-reducer';
import type { WizardState } from '../state/wizard-state';
import { FileDropZone } from './file-drop-zone';
import { HeaderRowPreview } from './header-row-preview';
import { TemplatePicker } from './template-picker';
import { UploadSummary } from './upload-summary';

export const uploadFirstMessage = 'Please upload a file first.';
export const waitForUploadMessage = 'Wait for the upload to finish';
export const jobNameRequiredMessage = 'Please provide a job name before continuing.';
export const selectTemplateMessage = 'Please select a template to apply.';
export const templateListNameMessage = 'Please provide a list name before applying a template.';
export const templateChosenText = (choice: TemplateChoice, hasFile: boolean) =>
  hasFile
    ? `Template '${choice.name}' is chosen: it is applied to your file when you continue.`
    : `Template '${choice.name}' is chosen: upload your file, and it is applied when you continue.`;

export type UploadStepProps = {
  state: WizardState;
  dispatch: (action: WizardAction) => void;
  onError: (message: string | null) => void;
};

/** Step 1 (docs/product.md#screens and docs/product.md#states and docs/product.md#validation): list name, template, CSV upload, Continue. */
export function UploadStep({ state, dispatch, onError }: UploadStepProps) {
  const templates = useSavedFilters();
  const uploader = useUploadProgress();
  const sending = uploader.progress.phase === 'sending' || uploader.progress.phase === 'reading';
  const canUpload = useCanEdit().allowed;
  const apply = useApplySavedFilter();
  const reread = useRereadUpload();
  // The choice is the wizard's (kept until a file is there, and across Back); the menu starts from it.
  const chosen = state.chosenTemplate;
  const [templateId, setTemplateId] = useState(chosen?.templateId ?? '');
  // A choice made elsewhere (the Templates page hands one over after this step opened) shows in the menu too.
  const [shownChoice, setShownChoice] = useState(chosen?.templateId);
  if (chosen?.templateId !== shownChoice) {
    setShownChoice(chosen?.templateId);
    if (chosen) setTemplateId(chosen.templateId);
  }

  const handleFile = async (file: File) => {
    onError(null);
    dispatch({ type: 'clearUpload' });
    if (!isCsvFile(file)) return onError(notCsvMessage);
    const form = new FormData();
    form.append('file', file);
    try {
      const result = parseUploadResult(await uploader.upload('/api/upload', form, file.size));
      dispatch({ type: 'uploaded', fileData: { ...result, fileName: file.name, fileSize: file.size } });
    } catch (err) {
      const message = err instanceof Error ? err.message : 'An error occurred during upload';
      if (message !== uploadCancelledMessage) onError(message);
    }
  };

  const handlePickHeader = (headerRow: number) => {
    const current = state.fileData;
    if (!current) return;
    onError(null);
    reread.mutate(
      { fileId: current.fileId, headerRow },
      {
        onSuccess: (result) =>
          dispatch({ type: 'uploaded', fileData: { ...result, fileName: current.fileName, fileSize: current.fileSize } }),
        onError: (err) => onError(err.message),
      },
    );
  };

  const handleContinue = () => {
    if (!state.fileData) return onError(uploadFirstMessage);
    if (!state.jobName.trim()) return onError(jobNameRequiredMessage);
    onError(null);
    // A chosen template is applied now, to the file as it is (its columns matched, the missing ones named: ADR 0062).
    if (chosen) return dispatch({ type: 'applyTemplate', choice: chosen });
    // docs/product.md#states: with templates around, Continue means a fresh start without an earlier template's settings.
    if (templates.data?.length) dispatch({ type: 'freshStart' });
    dispatch({ type: 'next' });
  };

  const handleApply = () => {
    if (!templateId) return onError(selectTemplateMessage);
    // With a file, Apply pre-fills and moves on (docs/product.md#states); before the upload it is kept until the file is there.
    if (state.fileData && !state.jobName.trim()) return onError(templateListNameMessage);
    onError(null);
    const name = templates.data?.find((t) => t.id === templateId)?.name ?? 'Template';
    apply.mutate(templateId, {
      onSuccess: (config) => {
        const choice = { templateId, name, config };
        dispatch(state.fileData ? { type: 'applyTemplate', choice } : { type: 'chooseTemplate', choice });
      },
      onError: (err) => onError(err.message),
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <TextField
        label="List Name"
        required
        value={state.jobName}
        onChange={(event) => dispatch({ type: 'setJobName', jobName: event.target.value })}
        placeholder="e.g. SaaS prospects Q3 - North America"
        helperText="Your downloaded results file will carry this name."
        fullWidth
      />
      <TemplatePicker
        templates={templates.data ?? []}
        value={templateId}
        onChange={setTemplateId}
        onApply={handleApply}
        applying={apply.isPending}
      />
      {chosen && (
        <Alert
          severity="info"
          role="status"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                setTemplateId('');
                dispatch({ type: 'clearTemplateChoice' });
              }}
            >
              Don't apply
            </Button>
          }
        >
          {templateChosenText(chosen, state.fileData !== null)}
        </Alert>
      )}
      <Divider />
      <FileDropZone onFile={(file) => void handleFile(file)} disabled={sending || !canUpload} />
      {/* No 'Ready' line once done: the summary below is the one success message. */}
      <UploadProgressBar progress={uploader.progress} onCancel={uploader.cancel} />
      {state.fileData && <UploadSummary fileData={state.fileData} />}
      {state.fileData && <HeaderRowPreview fileData={state.fileData} onPick={handlePickHeader} picking={reread.isPending} />}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {sending && (
          <Typography variant="body2" color="text.secondary" id="continue-wait">
            {waitForUploadMessage}
          </Typography>
        )}
        <Button variant="contained" onClick={handleContinue} disabled={sending} aria-describedby={sending ? 'continue-wait' : undefined}>
          Continue
        </Button>
      </Box>
    </Box>
  );
}
