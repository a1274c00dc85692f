import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import type { SavedFilter } from '../api/template-schemas';
import { modelLabel } from '../template-list';

export type TemplateDetailsDialogProps = {
  /** The template shown; the dialog is open while it is set. */
  filter: SavedFilter | null;
  onClose: () => void;
  onEdit: (filter: SavedFilter) => void;
  onApply: (filter: SavedFilter) => void;
};

const maxOverridesShown = 12;

export const logicText = (mode: string | undefined) =>
  mode === 'OR' ? 'A row is kept when any one criterion keeps it (OR)' : 'A row is kept when every criterion keeps it (AND)';

/** A template opened: its context, logic, model settings and each column's criterion with its overrides. */
export function TemplateDetailsDialog({ filter, onClose, onEdit, onApply }: TemplateDetailsDialogProps) {
  const titleId = useId();
  const config = filter?.filter_config;
  return (
    <Dialog open={filter !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId} sx={{ wordBreak: 'break-word' }}>
        {filter?.name}
      </DialogTitle>
      {filter && config && (
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {filter.description && <Typography sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>{filter.description}</Typography>}
          <Box>
            <Typography variant="subtitle2" component="h3">
              Your product or service
            </Typography>
            <Typography
              color={config.reasoningText?.trim() ? undefined : 'text.secondary'}
              sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}
            >
              {config.reasoningText?.trim() || 'None given'}
            </Typography>
          </Box>
          <Box>
            <Typography variant="subtitle2" component="h3">
              Settings
            </Typography>
            <Typography>{logicText(config.logicMode)}</Typography>
            <Typography color="text.secondary">
              {`Model: ${modelLabel(filter)}`}
              {config.chunkSize ? ` · ${config.chunkSize.toLocaleString('en-US')} values per model call` : ''}
              {config.temperature === undefined ? '' : ` · temperature ${config.temperature}`}
            </Typography>
          </Box>
          <Typography variant="subtitle2" component="h3">
            Criteria
          </Typography>
          <Box component="ul" aria-label="Criteria" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
            {config.selectedColumns.map((column) => {
              const overrides = Object.entries(filter.overrides[column] ?? {});
              return (
                <Box component="li" key={column} aria-label={column} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
                  <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{column}</Typography>
                  <Typography
                    color={config.columnConfig?.[column]?.instructions.trim() ? undefined : 'text.secondary'}
                    sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}
                  >
                    {config.columnConfig?.[column]?.instructions.trim() || 'No instructions'}
                  </Typography>
                  {overrides.length > 0 && (
                    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }} aria-label={`Overrides of ${column}`}>
                      {overrides.slice(0, maxOverridesShown).map(([value, decision]) => (
                        <Chip
                          key={value}
                          size="small"
                          variant="outlined"
                          color={decision === 'KEEP' ? 'success' : 'error'}
                          label={`${value || '(blank)'} → ${decision === 'KEEP' ? 'Keep' : 'Exclude'}`}
                        />
                      ))}
                      {overrides.length > maxOverridesShown && (
                        <Chip size="small" label={`+${(overrides.length - maxOverridesShown).toLocaleString('en-US')} more`} />
                      )}
                    </Stack>
                  )}
                </Box>
              );
            })}
          </Box>
        </DialogContent>
      )}
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Close</Button>
        <Button onClick={() => filter && onEdit(filter)}>Edit</Button>
        <Button variant="contained" onClick={() => filter && onApply(filter)}>
          Apply template
        </Button>
      </DialogActions>
    </Dialog>
  );
}
