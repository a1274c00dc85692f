import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  Radio,
  RadioGroup,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { SaveCancelActions } from '../../../components/save-cancel-actions';
import { useId, useRef, useState } from 'react';
import type { SavedFilter } from '../api/template-schemas';
import { useUpdateSavedFilter } from '../api/update-saved-filter';
import { draftError, draftOf, updateBodyOf, type CriterionDraft, type TemplateDraft } from '../template-edit';

export type TemplateEditDialogProps = {
  /** The template edited; the dialog is open while it is set. */
  filter: SavedFilter | null;
  onClose: () => void;
};

/** Edit a template's name, description and criteria; the server keeps what is not shown here. */
export function TemplateEditDialog({ filter, onClose }: TemplateEditDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={filter !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Edit template</DialogTitle>
      {/* Keyed by the template: each opening starts from the stored template. */}
      {filter && <EditForm key={filter.id} filter={filter} onClose={onClose} />}
    </Dialog>
  );
}

function EditForm({ filter, onClose }: { filter: SavedFilter; onClose: () => void }) {
  const [draft, setDraft] = useState<TemplateDraft>(() => draftOf(filter));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateSavedFilter();
  const nextKey = useRef(0);
  const set = (patch: Partial<TemplateDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const setCriterion = (key: string, patch: Partial<CriterionDraft>) =>
    setDraft((d) => ({ ...d, criteria: d.criteria.map((c) => (c.key === key ? { ...c, ...patch } : c)) }));

  const handleSave = () => {
    const invalid = draftError(draft);
    if (invalid) return setError(invalid);
    setError(null);
    update.mutate({ id: filter.id, ...updateBodyOf(filter, draft) }, { onSuccess: onClose, onError: (err) => setError(err.message) });
  };

  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <TextField label="Template Name" required value={draft.name} onChange={(e) => set({ name: e.target.value })} fullWidth />
        <TextField
          label="Description"
          multiline
          minRows={2}
          value={draft.description}
          onChange={(e) => set({ description: e.target.value })}
          fullWidth
        />
        <TextField
          label="Your product or service"
          multiline
          minRows={2}
          value={draft.reasoningText}
          onChange={(e) => set({ reasoningText: e.target.value })}
          fullWidth
        />
        <RadioGroup
          row
          aria-label="Logic"
          value={draft.logicMode}
          onChange={(e) => set({ logicMode: e.target.value === 'OR' ? 'OR' : 'AND' })}
        >
          <FormControlLabel value="AND" control={<Radio />} label="Every criterion must keep a row (AND)" />
          <FormControlLabel value="OR" control={<Radio />} label="Any one criterion keeps a row (OR)" />
        </RadioGroup>
        <Typography variant="subtitle2" component="h3">
          Criteria
        </Typography>
        {draft.criteria.map((c, i) => (
          <Box
            key={c.key}
            role="group"
            aria-label={`Criterion ${i + 1}`}
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(0, 1fr) minmax(0, 2fr) auto' },
              alignItems: 'start',
            }}
          >
            <TextField label="Column" value={c.column} onChange={(e) => setCriterion(c.key, { column: e.target.value })} size="small" />
            <TextField
              label={`Instructions for ${c.column.trim() || 'this column'}`}
              value={c.instructions}
              onChange={(e) => setCriterion(c.key, { instructions: e.target.value })}
              multiline
              size="small"
              sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}
            />
            <Tooltip title="Remove criterion">
              <IconButton
                aria-label={`Remove criterion ${c.column.trim() || i + 1}`}
                onClick={() => set({ criteria: draft.criteria.filter((x) => x.key !== c.key) })}
                sx={{ gridColumn: { xs: 2, sm: 'auto' }, gridRow: { xs: 1, sm: 'auto' } }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Tooltip>
          </Box>
        ))}
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() =>
              set({ criteria: [...draft.criteria, { key: `new${nextKey.current++}`, from: null, column: '', instructions: '' }] })
            }
          >
            Add criterion
          </Button>
        </Box>
      </DialogContent>
      <SaveCancelActions label="Save changes" pending={update.isPending} onSave={handleSave} onCancel={onClose} />
    </>
  );
}
