import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  TextField,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';

/** What a confirmation asks about: shown in the dialog, run with the reason typed (ADR 0037). */
export type PendingAction = {
  /** The dialog's title and accessible name ('Disable sign-in for bob@example.com?'). */
  title: string;
  /** What happens, in a sentence. */
  text: string;
  /** The confirm button's label ('Disable sign-in'). */
  confirmLabel: string;
  /** Red confirm button for actions that take something away. */
  destructive?: boolean;
  /** A checkbox the action offers ('Also revoke their API keys'), and whether it starts ticked. */
  option?: { label: string; checked: boolean };
  run: (reason: string, option: boolean) => void;
};

/** The server's limit for an audit-log reason (apps/server/src/modules/admin/admin.schemas.ts). */
export const reasonMaxLength = 500;

/** Asks before a role change, a disable or a sign-out everywhere; the optional reason goes into the audit log. */
export function ConfirmActionDialog({ action, onClose }: { action: PendingAction | null; onClose: () => void }) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  // null: the option's own default, until the administrator ticks or clears it.
  const [option, setOption] = useState<boolean | null>(null);
  const optionChecked = option ?? action?.option?.checked ?? false;
  const close = () => {
    setReason('');
    setOption(null);
    onClose();
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    action?.run(reason.trim(), optionChecked);
    close();
  };
  return (
    // Opened from a grid cell: React passes the dialog's key presses up to the cell, whose keyboard navigation
    // would take the reason's spaces and arrows. They stop here.
    <Dialog open={action !== null} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth onKeyDown={(e) => e.stopPropagation()}>
      <form onSubmit={confirm} noValidate>
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          {action?.title}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{action?.text}</DialogContentText>
          <TextField
            label="Reason (optional)"
            helperText="Kept in the audit log"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{ htmlInput: { maxLength: reasonMaxLength } }}
            multiline
            minRows={2}
            autoFocus
            fullWidth
          />
          {action?.option && (
            <FormControlLabel
              control={<Checkbox checked={optionChecked} onChange={(e) => setOption(e.target.checked)} />}
              label={action.option.label}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" color={action?.destructive ? 'error' : 'primary'}>
            {action?.confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
