import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { EFFORT_LABELS, TICKET_EFFORTS, TICKET_PRIORITIES, TICKET_STATUSES, TICKET_VALUES } from '@leadsift/shared';
import { useState, type FormEvent } from 'react';
import { validateTicketForm, type TicketForm, type TicketFormErrors } from '../ticket-form';

export type TicketDialogProps = {
  /** 'create' or the form of the ticket being edited. */
  mode: 'create' | 'edit';
  initial: TicketForm;
  saving: boolean;
  /** The failure of the last save ('Failed to create ticket: …'); the form keeps what was typed. */
  error: string | null;
  onCancel: () => void;
  onSubmit: (form: TicketForm) => void;
};

const options = (values: readonly string[], label: (v: string) => string = (v) => v) =>
  values.map((v) => (
    <MenuItem key={v} value={v}>
      {label(v)}
    </MenuItem>
  ));

/** Add/edit a ticket (docs/product.md#validation: id and title required; the id is fixed once created). Mounted while open. */
export function TicketDialog({ mode, initial, saving, error, onCancel, onSubmit }: TicketDialogProps) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<TicketFormErrors>({});
  const creating = mode === 'create';
  const set =
    <K extends keyof TicketForm>(key: K) =>
    (e: { target: { value: string } }) => {
      setForm((f) => ({ ...f, [key]: e.target.value as TicketForm[K] }));
      // A field's 'required' error goes once it is filled in.
      if (key in errors && e.target.value.trim()) setErrors(({ [key as keyof TicketFormErrors]: _gone, ...rest }) => rest);
    };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateTicketForm(form, creating);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(form);
  };

  return (
    <Dialog open onClose={saving ? undefined : onCancel} fullWidth maxWidth="md" aria-labelledby="ticket-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="ticket-dialog-title">{creating ? 'Add Ticket' : `Edit Ticket ${initial.id}`}</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {`Error: ${error}`}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
            <TextField
              label="Ticket ID"
              required
              value={form.id}
              onChange={set('id')}
              disabled={!creating}
              error={Boolean(errors.id)}
              helperText={errors.id ?? (creating ? 'e.g. FEAT-001' : 'The id cannot change')}
              autoFocus={creating}
            />
            <TextField
              label="Title"
              required
              value={form.title}
              onChange={set('title')}
              error={Boolean(errors.title)}
              helperText={errors.title}
              autoFocus={!creating}
            />
            <TextField
              label="Description"
              value={form.description}
              onChange={set('description')}
              multiline
              minRows={3}
              sx={{ gridColumn: '1 / -1' }}
            />
            <TextField select label="Status" value={form.status} onChange={set('status')}>
              {options(TICKET_STATUSES)}
            </TextField>
            <TextField select label="Priority" value={form.priority} onChange={set('priority')}>
              {options(TICKET_PRIORITIES)}
            </TextField>
            <TextField select label="Effort" value={form.effort} onChange={set('effort')}>
              {options(TICKET_EFFORTS, (e) => `${e} (${EFFORT_LABELS[e as keyof typeof EFFORT_LABELS]})`)}
            </TextField>
            <TextField select label="Business Value" value={form.businessValue} onChange={set('businessValue')}>
              {options(TICKET_VALUES)}
            </TextField>
            <TextField label="Assignee" value={form.assignee} onChange={set('assignee')} />
            <TextField
              label="Due Date"
              type="date"
              value={form.dueDate}
              onChange={set('dueDate')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label="Dependencies"
              value={form.dependencies}
              onChange={set('dependencies')}
              helperText="Ticket ids, separated by commas"
              sx={{ gridColumn: '1 / -1' }}
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={16} /> : undefined}>
            {creating ? 'Create Ticket' : 'Save Changes'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
