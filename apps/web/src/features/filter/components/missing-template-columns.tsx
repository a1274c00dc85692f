import { Alert, Box, Button, FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useId } from 'react';
import { missingTemplateColumnText } from '../hooks/use-run-filter';

export type MissingTemplateColumnsProps = {
  /** template columns the file lacks */
  missing: string[];
  /** the file's columns */
  columns: string[];
  /** columns already selected (not offered again) */
  selected: string[];
  onPick: (templateColumn: string, fileColumn: string) => void;
  onDrop: (templateColumn: string) => void;
};

/** Each applied template's column the file lacks, named before Run, with a column to pick or the criterion to drop (ADR 0062). */
export function MissingTemplateColumns({ missing, columns, selected, onPick, onDrop }: MissingTemplateColumnsProps) {
  if (missing.length === 0) return null;
  const free = columns.filter((c) => !selected.includes(c));
  return (
    <Box sx={{ display: 'grid', gap: 1 }} aria-label="Template columns not in this file" role="region">
      {missing.map((column) => (
        <MissingColumn key={column} column={column} free={free} onPick={onPick} onDrop={onDrop} />
      ))}
    </Box>
  );
}

function MissingColumn({
  column,
  free,
  onPick,
  onDrop,
}: {
  column: string;
  free: string[];
  onPick: (templateColumn: string, fileColumn: string) => void;
  onDrop: (templateColumn: string) => void;
}) {
  const labelId = useId();
  return (
    <Alert severity="warning" role="status">
      <Box sx={{ display: 'grid', gap: 1 }}>
        <span>{missingTemplateColumnText(column)}</span>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <FormControl size="small" sx={{ minWidth: 220, maxWidth: '100%' }} disabled={free.length === 0}>
            <InputLabel id={labelId}>{`Column for '${column}'`}</InputLabel>
            <Select
              labelId={labelId}
              label={`Column for '${column}'`}
              value=""
              onChange={(event) => event.target.value && onPick(column, event.target.value)}
            >
              {free.map((c) => (
                <MenuItem key={c} value={c}>
                  {c}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <Button size="small" color="inherit" variant="outlined" onClick={() => onDrop(column)}>
            Drop the criterion
          </Button>
        </Box>
      </Box>
    </Alert>
  );
}
