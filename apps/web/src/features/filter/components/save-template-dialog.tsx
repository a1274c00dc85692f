import { Alert, Checkbox, Dialog, DialogContent, DialogTitle, FormControlLabel, TextField } from '@mui/material';
import { SaveCancelActions } from '../../../components/save-cancel-actions';
import { useId, useState } from 'react';
import { useSaveFilter, type SaveFilterInput } from '../../templates';
import type { SavedOverrides } from '@leadsift/shared';
import { getTemplateLink, mergeOverrides } from '../state/template-links';

export const templateNameRequiredMessage = 'Template name is required';

export type SaveTemplateDialogProps = {
  open: boolean;
  onClose: () => void;
  filterId: string;
  config: SaveFilterInput['filterConfig'];
  /** the job's current overrides */
  overrides: SavedOverrides;
  onSaved?: (templateId: string) => void;
};

/** docs/product.md#screens Save Template dialog; the original template's overrides merge under the current ones (docs/product.md#api). */
export function SaveTemplateDialog({ open, onClose, filterId, config, overrides, onSaved }: SaveTemplateDialogProps) {
  const titleId = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [isFavorite, setIsFavorite] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveFilter();

  const handleClose = () => {
    if (save.isPending) return;
    setError(null);
    onClose();
  };

  const handleSave = () => {
    if (!name.trim()) return setError(templateNameRequiredMessage);
    setError(null);
    const link = getTemplateLink(filterId);
    save.mutate(
      {
        name: name.trim(),
        description: description.trim(),
        filterConfig: config,
        overrides: mergeOverrides(link?.overrides ?? {}, overrides),
        isFavorite,
        filterId,
        ...(link ? { templateId: link.templateId } : {}),
      },
      {
        onSuccess: (template) => {
          setName('');
          setDescription('');
          setIsFavorite(false);
          onSaved?.(template.id);
          onClose();
        },
        onError: (err) => setError(err.message),
      },
    );
  };

  return (
    <Dialog open={open} onClose={handleClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Save Template</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <TextField label="Template Name" required value={name} onChange={(event) => setName(event.target.value)} autoFocus fullWidth />
        <TextField
          label="Description"
          multiline
          minRows={2}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          fullWidth
        />
        <FormControlLabel
          control={<Checkbox checked={isFavorite} onChange={(event) => setIsFavorite(event.target.checked)} />}
          label="Save as favorite"
        />
      </DialogContent>
      <SaveCancelActions label="Save Template" pending={save.isPending} onSave={handleSave} onCancel={handleClose} />
    </Dialog>
  );
}
