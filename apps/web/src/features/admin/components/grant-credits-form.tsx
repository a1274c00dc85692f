import { formatCount } from '@leadsift/shared';
import type { AdminUser } from '@leadsift/shared';
import { Box, Button, Card, CardContent, Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useGrantCredits } from '../api/grant-credits';
import { errorText, type ReportFeedback } from '../hooks/use-feedback';
import { UserPicker } from './user-picker';

export const DEFAULT_REASON = 'Admin grant';

type Props = { users: AdminUser[]; loading?: boolean; onResult: ReportFeedback };

/** docs/product.md#screens 'Grant Bonus Credits': a user by email, whole credits, reason 'Admin grant' by default. */
export function GrantCreditsForm({ users, loading, onResult }: Props) {
  const [user, setUser] = useState<AdminUser | null>(null);
  const [credits, setCredits] = useState('');
  const [reason, setReason] = useState(DEFAULT_REASON);
  const [correction, setCorrection] = useState(false);
  const grant = useGrantCredits();
  const amount = /^\s*[+-]?\d+\s*$/.test(credits) ? Number.parseInt(credits, 10) : Number.NaN;
  const negative = amount < 0;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!user || credits.trim() === '') return onResult('error', 'User ID and credits amount are required');
    if (!Number.isSafeInteger(amount) || amount === 0) return onResult('error', 'Failed to grant credits: Credits must be a whole number');
    if (negative && (!correction || !reason.trim() || reason.trim() === DEFAULT_REASON)) {
      return onResult('error', 'Failed to grant credits: Negative credits are only allowed as a correction, with a reason of your own');
    }
    grant.mutate(
      { userId: user.id, credits: amount, reason: reason.trim() || DEFAULT_REASON, ...(negative ? { correction: true } : {}) },
      {
        onSuccess: () => {
          onResult('success', `Successfully granted ${formatCount(amount)} credits`);
          setCredits('');
          setCorrection(false);
          setReason(DEFAULT_REASON);
        },
        onError: (err) => onResult('error', errorText(err)),
      },
    );
  };

  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 300 }}>
      <CardContent component="form" noValidate onSubmit={handleSubmit} aria-labelledby="grant-credits-title">
        <Typography id="grant-credits-title" variant="h6" component="h2" gutterBottom>
          Grant Bonus Credits
        </Typography>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <UserPicker id="grant-user" users={users} value={user} onChange={setUser} loading={loading} />
          <TextField
            label="Credits"
            value={credits}
            onChange={(e) => setCredits(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            helperText={negative ? 'A negative amount takes bonus credits back: a correction with a reason' : 'A whole number'}
          />
          <TextField label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} />
          {negative && (
            <FormControlLabel
              control={<Checkbox checked={correction} onChange={(e) => setCorrection(e.target.checked)} />}
              label="This is a correction of an earlier grant"
            />
          )}
          <Button type="submit" variant="contained" disabled={grant.isPending}>
            {grant.isPending ? 'Granting...' : 'Grant Credits'}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
