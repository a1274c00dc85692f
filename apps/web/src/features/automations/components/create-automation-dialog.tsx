import type { CreatedAutomation } from '@leadsift/shared';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useSavedFilters } from '../../templates';
import { useCreateAutomation } from '../api/automations';
import { PushKeyOnce } from './push-key-once';
import { cronOf, noSchedule, ScheduleField, type ScheduleChoice } from './schedule-field';

type SourceType = 'push' | 'url';

/** A template, a source (pushed rows or a file's address) and a schedule; a push source's key is then shown once. */
export function CreateAutomationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const templates = useSavedFilters();
  const create = useCreateAutomation();
  const [name, setName] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [source, setSource] = useState<SourceType>('url');
  const [url, setUrl] = useState('');
  const [schedule, setSchedule] = useState<ScheduleChoice>({ preset: 'daily', cron: '' });
  const [limit, setLimit] = useState('');
  const [created, setCreated] = useState<CreatedAutomation | null>(null);

  const close = () => {
    setName('');
    setTemplateId('');
    setSource('url');
    setUrl('');
    setSchedule({ preset: 'daily', cron: '' });
    setLimit('');
    setCreated(null);
    create.reset();
    onClose();
  };
  // A file is read on a schedule (daily unless changed); pushed rows start their own runs.
  const pickSource = (next: SourceType) => {
    setSource(next);
    setSchedule(next === 'push' ? noSchedule : { preset: 'daily', cron: '' });
  };
  const cron = cronOf(schedule);
  const creditLimit = /^\d+$/.test(limit.trim()) && Number(limit) > 0 ? Number(limit) : null;
  const limitInvalid = limit.trim() !== '' && creditLimit === null;
  const ready = name.trim() && templateId && cron !== undefined && !limitInvalid && (source === 'push' || url.trim());
  const submit = () =>
    create.mutate(
      {
        name: name.trim(),
        templateId,
        source: source === 'url' ? { type: 'url', url: url.trim() } : { type: 'push' },
        schedule: cron ? { cron } : null,
        ...(creditLimit ? { creditLimit } : {}),
      },
      { onSuccess: (answer) => (answer.pushKey ? setCreated(answer) : close()) },
    );

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{created ? 'Your push key' : 'New automation'}</DialogTitle>
      <DialogContent>
        {created?.pushKey ? (
          <PushKeyOnce automationId={created.id} pushKey={created.pushKey} />
        ) : (
          <Stack spacing={2} sx={{ mt: 1 }}>
            {create.error && <Alert severity="error">{create.error.message}</Alert>}
            {templates.data?.length === 0 && (
              <Alert severity="info">Save a template in the List Cleaner first: an automation runs a template.</Alert>
            )}
            <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} required autoFocus />
            <TextField select label="Template" value={templateId} onChange={(e) => setTemplateId(e.target.value)} required>
              {(templates.data ?? []).map((t) => (
                <MenuItem key={t.id} value={t.id}>
                  {t.name}
                </MenuItem>
              ))}
            </TextField>
            <FormControl>
              <FormLabel id={`${titleId}-source`}>Rows come from</FormLabel>
              <RadioGroup aria-labelledby={`${titleId}-source`} value={source} onChange={(e) => pickSource(e.target.value as SourceType)}>
                <FormControlLabel value="url" control={<Radio />} label="A CSV or Excel file at an address (read on the schedule)" />
                <FormControlLabel value="push" control={<Radio />} label="Rows pushed to LeadSift (a form, a CRM, a script)" />
              </RadioGroup>
            </FormControl>
            {source === 'url' && (
              <TextField
                label="File address"
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                required
                placeholder="https://…/leads.csv"
                helperText="A spreadsheet's CSV export link or a signed file link; an unchanged file is not read again"
              />
            )}
            <ScheduleField value={schedule} onChange={setSchedule} />
            <TextField
              label="Spend at most (credits a run, optional)"
              value={limit}
              onChange={(e) => setLimit(e.target.value)}
              error={limitInvalid}
              helperText={
                limitInvalid ? 'A whole number of credits, or empty for no limit' : 'A run with more new rows fails and charges nothing'
              }
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {created ? (
          <Button variant="contained" onClick={close}>
            Done
          </Button>
        ) : (
          <>
            <Button onClick={close}>Cancel</Button>
            <Button variant="contained" disabled={!ready || create.isPending} onClick={submit}>
              Create automation
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
