import { apiKeyState, type ApiKeySummary } from '@leadsift/shared';
import { Button, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { formatDateTime } from '../../../lib/format-date-time';
import { ActionsHeaderCell } from '../../../components/actions-header-cell';

const stateColor = { active: 'success', revoked: 'default', expired: 'warning' } as const;

type Row = ApiKeySummary & { ownerEmail?: string };

function KeyRow({ apiKey, withOwner, onRevoke, busy }: { apiKey: Row; withOwner: boolean; onRevoke: () => void; busy: boolean }) {
  const state = apiKeyState(apiKey);
  return (
    <TableRow>
      {withOwner && <TableCell>{apiKey.ownerEmail}</TableCell>}
      <TableCell>{apiKey.name}</TableCell>
      <TableCell>{apiKey.scope === 'full' ? 'Full' : 'Read'}</TableCell>
      <TableCell sx={{ fontFamily: 'monospace' }}>lsk_…{apiKey.lastFour}</TableCell>
      <TableCell>{formatDateTime(apiKey.createdAt)}</TableCell>
      <TableCell>{apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt) : 'Never'}</TableCell>
      <TableCell>{apiKey.expiresAt ? formatDateTime(apiKey.expiresAt) : 'Never'}</TableCell>
      <TableCell>
        <Chip size="small" label={state} color={stateColor[state]} />
      </TableCell>
      <TableCell align="right">
        {state === 'active' && (
          <Button
            size="small"
            color="error"
            disabled={busy}
            onClick={onRevoke}
            aria-label={withOwner ? `Revoke ${apiKey.name} of ${apiKey.ownerEmail ?? ''}` : `Revoke ${apiKey.name}`}
          >
            Revoke
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

/** What the Revoke confirmation says: the key by name, its last four characters and (for an administrator) its owner. */
export function revokeText(key: Row): string {
  const owner = key.ownerEmail ? ` of ${key.ownerEmail}` : '';
  return `Revoke "${key.name}" (lsk_…${key.lastFour})${owner}? Every script or integration that uses it stops working at once; this cannot be undone.`;
}

/** API keys as a table with Revoke (after a confirmation naming the key); the Admin panel's view adds each key's owner. */
export function ApiKeysTable({
  keys,
  label,
  withOwner = false,
  busy,
  onRevoke,
}: {
  keys: Row[];
  label: string;
  withOwner?: boolean;
  busy: boolean;
  onRevoke: (key: Row) => void;
}) {
  const [confirming, setConfirming] = useState<Row | null>(null);
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {withOwner && <TableCell>Owner</TableCell>}
            <TableCell>Name</TableCell>
            <TableCell>Scope</TableCell>
            <TableCell>Key</TableCell>
            <TableCell>Created</TableCell>
            <TableCell>Last used</TableCell>
            <TableCell>Expires</TableCell>
            <TableCell>Status</TableCell>
            <ActionsHeaderCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {keys.map((k) => (
            <KeyRow key={k.id} apiKey={k} withOwner={withOwner} busy={busy} onRevoke={() => setConfirming(k)} />
          ))}
        </TableBody>
      </Table>
      <ConfirmDeleteDialog
        open={confirming !== null}
        title="Revoke API key?"
        text={confirming ? revokeText(confirming) : ''}
        confirmLabel="Revoke"
        deleting={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) onRevoke(confirming);
          setConfirming(null);
        }}
      />
    </TableContainer>
  );
}
