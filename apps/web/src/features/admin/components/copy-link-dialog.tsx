import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState } from 'react';

export type LinkToCopy = { title: string; text: string; link: string };

/** Shows a link to pass on (invitation, password reset) with a Copy button; the field can be selected by hand too. */
export function CopyLinkDialog({ value, onClose }: { value: LinkToCopy | null; onClose: () => void }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const close = () => {
    setCopied(null);
    onClose();
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value?.link ?? '');
      setCopied(true);
    } catch {
      // No clipboard (a plain-http address other than localhost): the field stays selectable.
      setCopied(false);
    }
  };
  return (
    <Dialog open={value !== null} onClose={close} fullWidth maxWidth="sm" aria-labelledby="copy-link-title">
      <DialogTitle id="copy-link-title">{value?.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography>{value?.text}</Typography>
        <TextField
          label="Link"
          value={value?.link ?? ''}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select() } }}
        />
        {copied === true && <Alert severity="success">Copied to the clipboard.</Alert>}
        {copied === false && <Alert severity="info">The browser gave no clipboard here: select the link and copy it.</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Close</Button>
        <Button variant="contained" onClick={() => void copy()}>
          Copy
        </Button>
      </DialogActions>
    </Dialog>
  );
}
