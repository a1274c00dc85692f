import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { requestPasswordReset } from '../api/request-password-reset';

/** 'Forgot password?': the same answer whether or not the address has an account. */
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      setAnswer(await requestPasswordReset(email.trim()));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setSending(false);
    }
  };

  const close = () => {
    setAnswer(null);
    setError(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="forgot-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={(e) => void handleSubmit(e)}>
        <DialogTitle id="forgot-title">Reset your password</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {answer ? (
            <Alert severity="success" role="status">
              {answer}. The link is valid for one hour.
            </Alert>
          ) : (
            <>
              <Typography>Enter the email address of your account. We will send you a link to choose a new password.</Typography>
              <TextField
                label="Email"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                fullWidth
                autoFocus
              />
              {error && <Alert severity="error">{error}</Alert>}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{answer ? 'Close' : 'Cancel'}</Button>
          {!answer && (
            <Button type="submit" variant="contained" disabled={sending || !email.trim()}>
              Send link
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
