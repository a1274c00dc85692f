import { DEFAULT_TIER_NAME, type AdminUser } from '@leadsift/shared';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useChangeTier } from '../api/change-tier';
import { errorText, type ReportFeedback } from '../hooks/use-feedback';
import { TierSelect } from './tier-select';
import { UserPicker } from './user-picker';

type Props = { users: AdminUser[]; loading?: boolean; onResult: ReportFeedback };

/** docs/product.md#screens 'Change User Tier': tiers from the server, beta_tester by default. */
export function ChangeTierForm({ users, loading, onResult }: Props) {
  const [user, setUser] = useState<AdminUser | null>(null);
  const [tier, setTier] = useState<string>(DEFAULT_TIER_NAME);
  const change = useChangeTier();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!user || !tier) return onResult('error', 'User ID and tier are required');
    change.mutate(
      { userId: user.id, tier },
      {
        onSuccess: () => onResult('success', `Successfully changed tier to ${tier}`),
        onError: (err) => onResult('error', errorText(err)),
      },
    );
  };

  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 300 }}>
      <CardContent component="form" noValidate onSubmit={handleSubmit} aria-labelledby="change-tier-title">
        <Typography id="change-tier-title" variant="h6" component="h2" gutterBottom>
          Change User Tier
        </Typography>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <UserPicker id="tier-user" users={users} value={user} onChange={setUser} loading={loading} />
          <TierSelect id="tier-select" value={tier} onChange={setTier} />
          <Button type="submit" variant="contained" disabled={change.isPending}>
            {change.isPending ? 'Changing...' : 'Change Tier'}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
