import { Box, Button, Divider, TextField } from '@mui/material';
import { useState } from 'react';
import { useApplySavedFilter, useSavedFilters } from '../../templates';
import { useRereadUpload } from '../api/reread-upload';
import { isCsvFile, notCsvMessage, useUploadFile } from '../api/upload-file';
import type { WizardAction } from '../state/wizard-reducer';
import type { WizardState } from '../state/wizard-state';
import { FileDropZone } from './file-drop-zone';
import { HeaderRowPreview } from './header-row-preview';
import { TemplatePicker } from './template-picker';
import { UploadSummary } from './upload-summary';

export const uploadFirstMessage = 'Please upload a file first.';
export const jobNameRequiredMessage = 'Please provide a job name before continuing.';
export const selectTemplateMessage = 'Please select a template to apply.';
export const templateListNameMessage = 'Please provide a list name before applying a template.';

export type UploadStepProps = {
  state: WizardState;
  dispatch: (action: WizardAction) => void;
  onError: (message: string | null) => void;
  onUploadingChange: (uploading: boolean) => void;
};

/** Step 1 (SPEC §2/§4/§5): list name, template, CSV upload, Continue. */
export function UploadStep({ state, dispatch, onError, onUploadingChange }: UploadStepProps) {
  const templates = useSavedFilters();
  const upload = useUploadFile();
  const apply = useApplySavedFilter();
  const reread = useRereadUpload();
  const [templateId, setTemplateId] = useState('');

  const handleFile = (file: File) => {
    onError(null);
    dispatch({ type: 'clearUpload' });
    if (!isCsvFile(file)) return onError(notCsvMessage);
    onUploadingChange(true);
    upload.mutate(file, {
      onSuccess: (result) => dispatch({ type: 'uploaded', fileData: { ...result, fileName: file.name, fileSize: file.size } }),
      onError: (err) => onError(err.message),
      onSettled: () => onUploadingChange(false),
    });
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
    // SPEC §4: with templates around, Continue means a fresh start without an earlier template's settings.
    if (templates.data?.length) dispatch({ type: 'freshStart' });
    dispatch({ type: 'next' });
  };

  const handleApply = () => {
    if (!templateId) return onError(selectTemplateMessage);
    if (!state.jobName.trim()) return onError(templateListNameMessage);
    if (!state.fileData) return onError(uploadFirstMessage);
    onError(null);
    apply.mutate(templateId, {
      onSuccess: (config) => dispatch({ type: 'applyTemplate', templateId, config }),
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
      <Divider />
      <FileDropZone onFile={handleFile} disabled={upload.isPending} />
      {state.fileData && <UploadSummary fileData={state.fileData} />}
      {state.fileData && <HeaderRowPreview fileData={state.fileData} onPick={handlePickHeader} picking={reread.isPending} />}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={handleContinue}>
          Continue
        </Button>
      </Box>
    </Box>
  );
}
