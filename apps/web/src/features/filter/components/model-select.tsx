import { Box, FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useId } from 'react';
import { useAiStatus } from '../api/get-ai-status';
import { OfflineModelLabel } from './offline-model-label';

export type ModelSelectProps = { value: string; onChange: (model: string) => void };

/** The models the server offers; '' stands for its default until the status arrives. */
export function ModelSelect({ value, onChange }: ModelSelectProps) {
  const labelId = useId();
  const status = useAiStatus();
  const models = status.data?.models ?? [];
  const current = models.includes(value) ? value : (status.data?.model ?? '');
  if (models.length === 0) return <OfflineModelLabel />;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <FormControl size="small" sx={{ minWidth: 240 }}>
        <InputLabel id={labelId}>Model</InputLabel>
        <Select labelId={labelId} label="Model" value={current} onChange={(event) => onChange(event.target.value)}>
          {models.map((model) => (
            <MenuItem key={model} value={model}>
              {model}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <OfflineModelLabel />
    </Box>
  );
}
