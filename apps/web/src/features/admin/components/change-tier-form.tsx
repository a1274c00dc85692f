import { DEFAULT_TIER_NAME, UNLIMITED, type AdminUser, formatCount } from '@leadsift/shared';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { useChangeTier } from '../api/change-tier';
import { useTiers, type TierOption } from '../api/get-tiers';
import { errorText, type ReportFeedback } from '../hooks/use-feedback';
import { TierSelect } from './tier-select';
import { UserPicker } from './user-picker';

type Props = { users: AdminUser[]; loading?: boolean; onResult: ReportFeedback };

const credits = (n: number) => (n === UNLIMITED ? 'Unlimited' : formatCount(n));

/**
 * What a tier change does to the user's credits (docs/product.md#administration): the month's credits become the
 * new tier's monthly credits minus those used this month (never below 0), bonus credits stay; an unlimited tier
 * is unlimited. 'Available credits: 1,000 → 20,000 (+19,000).'
 */
export function tierChangeText(user: AdminUser, tier: TierOption): string {
  const before = user.credits_available;
  const after =
    tier.credits_per_month === UNLIMITED
      ? UNLIMITED
      : Math.max(tier.credits_per_month - user.credits_used_this_month, 0) + user.bonus_credits;
  const delta =
    before === UNLIMITED || after === UNLIMITED ? '' : ` (${after - before >= 0 ? '+' : '−'}${formatCount(Math.abs(after - before))})`;
  return `Change ${user.email} from ${user.tier} to ${tier.name}? Available credits: ${credits(before)} → ${credits(after)}${delta}.`;
}

/** docs/product.md#screens 'Change User Tier': tiers from the server, beta_tester by default. */
export function ChangeTierForm({ users, loading, onResult }: Props) {
  const [user, setUser] = useState<AdminUser | null>(null);
  const [tier, setTier] = useState<string>(DEFAULT_TIER_NAME);
  const change = useChangeTier();
  const tiers = useTiers();
  const [confirming, setConfirming] = useState(false);
  const target = tiers.data?.find((t) => t.name === tier);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!user || !tier) return onResult('error', 'User ID and tier are required');
    setConfirming(true);
  };

  const handleConfirm = () => {
    setConfirming(false);
    if (!user) return;
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
      <ConfirmDeleteDialog
        open={confirming && user !== null}
        title="Change tier?"
        text={
          user && target
            ? tierChangeText(user, target)
            : `Change ${user?.email ?? 'this user'} to ${tier}? Their monthly credits change with the tier.`
        }
        confirmLabel="Change Tier"
        deleting={change.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={handleConfirm}
      />
    </Card>
  );
}
