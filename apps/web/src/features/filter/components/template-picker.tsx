import StarIcon from '@mui/icons-material/Star';
import { Box, Button, CircularProgress, FormControl, InputLabel, MenuItem, Select, Typography } from '@mui/material';
import { useId } from 'react';
import type { SavedFilter } from '../../templates';

export type TemplatePickerProps = {
  templates: SavedFilter[];
  value: string;
  onChange: (templateId: string) => void;
  onApply: () => void;
  applying: boolean;
};

/** docs/product.md#screens 'Use a Template': 'Select Template' with 'None' and favourites starred, then 'Apply Template'. */
export function TemplatePicker({ templates, value, onChange, onApply, applying }: TemplatePickerProps) {
  const labelId = useId();
  return (
    <Box component="section" aria-labelledby={`${labelId}-heading`}>
      <Typography id={`${labelId}-heading`} variant="subtitle1" component="h3" gutterBottom>
        Use a Template
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControl size="small" sx={{ minWidth: 260 }}>
          <InputLabel id={labelId}>Select Template</InputLabel>
          <Select
            labelId={labelId}
            label="Select Template"
            // Until the list has loaded (or after the template was deleted) the chosen id has no entry to show.
            value={templates.some((t) => t.id === value) ? value : ''}
            onChange={(event) => onChange(event.target.value)}
          >
            <MenuItem value="">
              <em>None</em>
            </MenuItem>
            {templates.map((template) => (
              <MenuItem key={template.id} value={template.id}>
                {template.is_favorite && <StarIcon fontSize="small" sx={{ color: 'warning.main', mr: 1 }} titleAccess="Favourite" />}
                {template.name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Button variant="outlined" onClick={onApply} disabled={applying} startIcon={applying ? <CircularProgress size={16} /> : undefined}>
          Apply Template
        </Button>
      </Box>
    </Box>
  );
}
