import { apiKeyState, type ApiKeySummary } from '@leadsift/shared';
import { Button, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
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

/** API keys as a table with Revoke; the Admin panel's view adds each key's owner. */
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
            <KeyRow key={k.id} apiKey={k} withOwner={withOwner} busy={busy} onRevoke={() => onRevoke(k)} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
