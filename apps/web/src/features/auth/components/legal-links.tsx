import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Link, Typography } from '@mui/material';
import { useState } from 'react';

// A self-hosted installation has no central legal pages; these state what holds for every installation.
const documents = {
  terms: {
    title: 'Terms of Service',
    text: 'LeadSift is provided to you by the organisation that runs this installation. Its terms of service apply to your use of it; ask your administrator for a copy.',
  },
  privacy: {
    title: 'Privacy Policy',
    text: 'Your account, uploaded lists, results and usage records are stored on servers run by your organisation. List values you qualify are sent to the AI provider your administrator configured. Ask your administrator for the full privacy policy.',
  },
} as const;

type DocumentId = keyof typeof documents;

export function LegalLinks() {
  const [open, setOpen] = useState<DocumentId | null>(null);
  const current = open ? documents[open] : null;
  return (
    <>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: 'center' }}>
        By signing in you agree to the{' '}
        <Link component="button" type="button" variant="caption" onClick={() => setOpen('terms')}>
          Terms of Service
        </Link>{' '}
        and the{' '}
        <Link component="button" type="button" variant="caption" onClick={() => setOpen('privacy')}>
          Privacy Policy
        </Link>
        .
      </Typography>
      <Dialog open={current !== null} onClose={() => setOpen(null)} aria-labelledby="legal-title">
        <DialogTitle id="legal-title">{current?.title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{current?.text}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
