import { Box, Chip, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { Fragment, useId } from 'react';
import { OfflineReading } from '../../../components/offline-reading';
import type { ColumnConfig, LogicMode } from '@leadsift/shared';
import type { ColumnReading as Reading } from '@leadsift/shared';
import { ColumnReading } from './column-reading';

export type QualifyingCriteriaProps = {
  columns: string[];
  columnConfig: ColumnConfig;
  logicMode: LogicMode;
  showErrors: boolean;
  onLogicModeChange: (mode: LogicMode) => void;
  onInstructionsChange: (column: string, text: string) => void;
  /** The offline keyword matcher decides: each field shows how it reads its instructions. */
  offline?: boolean;
  /** How each column's instructions are read (ADR 0034), from the estimate. */
  readings?: Record<string, Reading>;
  readingBusy?: boolean;
  onAskReading?: (column: string) => void;
};

/** docs/product.md#screens 'Qualifying Criteria': 'A qualified lead:' (AND/OR) and one instruction per column with badges between. */
export function QualifyingCriteria({
  columns,
  columnConfig,
  logicMode,
  showErrors,
  onLogicModeChange,
  onInstructionsChange,
  offline = false,
  readings,
  readingBusy = false,
  onAskReading,
}: QualifyingCriteriaProps) {
  const logicId = useId();
  return (
    <Box
      component="section"
      aria-labelledby="qualifying-criteria-heading"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <Typography id="qualifying-criteria-heading" variant="subtitle1" component="h3">
        Qualifying Criteria
      </Typography>
      <FormControl>
        <FormLabel id={logicId}>A qualified lead:</FormLabel>
        <RadioGroup
          row
          aria-labelledby={logicId}
          value={logicMode}
          onChange={(event) => onLogicModeChange(event.target.value as LogicMode)}
        >
          <FormControlLabel value="AND" control={<Radio />} label="Matches all criteria below" />
          <FormControlLabel value="OR" control={<Radio />} label="Matches at least one criterion below" />
        </RadioGroup>
      </FormControl>
      {columns.map((column, index) => {
        const value = columnConfig[column]?.instructions ?? '';
        const invalid = showErrors && !value.trim();
        return (
          <Fragment key={column}>
            {index > 0 && (
              <Box sx={{ display: 'flex', justifyContent: 'center' }}>
                <Chip label={logicMode} size="small" color={logicMode === 'AND' ? 'primary' : 'secondary'} />
              </Box>
            )}
            <TextField
              label={column}
              required
              multiline
              minRows={2}
              value={value}
              error={invalid}
              helperText={
                <>
                  {invalid ? 'Criteria are required for this column.' : `Which values of “${column}” qualify a lead?`}
                  {/* The keyword matcher's words only when the rules did not read the field: their reading ("50–500 employees") is what runs. */}
                  {offline && readings?.[column]?.source !== 'rules' && <OfflineReading instructions={value} />}
                  {value.trim() && (
                    <ColumnReading
                      column={column}
                      reading={readings?.[column]}
                      offline={offline}
                      busy={readingBusy}
                      {...(onAskReading ? { onAsk: () => onAskReading(column) } : {})}
                      onUse={(restatement) => onInstructionsChange(column, restatement)}
                    />
                  )}
                </>
              }
              placeholder="e.g. Keep software and IT companies; exclude agencies."
              onChange={(event) => onInstructionsChange(column, event.target.value)}
              fullWidth
            />
          </Fragment>
        );
      })}
    </Box>
  );
}
