import { looksLikeCron, presetOf, SCHEDULE_PRESETS, type SchedulePreset } from '@leadsift/shared';
import { MenuItem, Stack, TextField } from '@mui/material';

export type ScheduleChoice = { preset: SchedulePreset | 'none' | 'cron'; cron: string };

export const noSchedule: ScheduleChoice = { preset: 'none', cron: '' };

/** The cron expression a choice stands for (null: no schedule), or undefined while a custom one is not valid. */
export function cronOf(choice: ScheduleChoice): string | null | undefined {
  if (choice.preset === 'none') return null;
  if (choice.preset !== 'cron') return SCHEDULE_PRESETS[choice.preset];
  return looksLikeCron(choice.cron) ? choice.cron.trim() : undefined;
}

export const choiceOfCron = (cron: string | null | undefined): ScheduleChoice => (cron ? { preset: presetOf(cron), cron } : noSchedule);

const labels: Record<ScheduleChoice['preset'], string> = {
  none: 'No schedule',
  hourly: 'Every hour',
  daily: 'Every day (06:00 UTC)',
  weekly: 'Every Monday (06:00 UTC)',
  cron: 'Custom (cron expression)',
};

/** When the automation runs by itself: none, hourly, daily, weekly, or a cron expression (UTC). */
export function ScheduleField({ value, onChange }: { value: ScheduleChoice; onChange: (next: ScheduleChoice) => void }) {
  const invalid = value.preset === 'cron' && cronOf(value) === undefined;
  return (
    <Stack spacing={2}>
      <TextField
        select
        label="Schedule"
        value={value.preset}
        onChange={(e) => onChange({ ...value, preset: e.target.value as ScheduleChoice['preset'] })}
      >
        {Object.entries(labels).map(([preset, label]) => (
          <MenuItem key={preset} value={preset}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      {value.preset === 'cron' && (
        <TextField
          label="Cron expression (UTC)"
          value={value.cron}
          onChange={(e) => onChange({ ...value, cron: e.target.value })}
          error={invalid}
          helperText={invalid ? 'Five fields: minute hour day month weekday, such as 0 6 * * 1-5' : 'minute hour day month weekday'}
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
      )}
    </Stack>
  );
}
