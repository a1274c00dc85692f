import { formatCount, roleAtLeast, type MemberUsage, type WorkspaceSummary } from '@leadsift/shared';
import { Alert, LinearProgress, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useWorkspaceUsage } from '../api/get-workspace-usage';
import { UsageLoading } from './usage-status';

/** Whether the 'Spend per member' table is offered: owners and admins of a team workspace. */
export function showsMemberSpend(workspace: WorkspaceSummary | null): workspace is WorkspaceSummary {
  return workspace !== null && !workspace.personal && roleAtLeast(workspace.role, 'admin');
}

/** The share of the member's limit used, 0–100 (a limit of 0 is used up by any spend). */
export function limitPercent(used: number, limit: number): number {
  if (limit <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.round((100 * Math.max(used, 0)) / limit));
}

/** Each member's credits used this month in the workspace, against their monthly limit ('No limit' without one). */
export function MemberSpend({ workspace }: { workspace: WorkspaceSummary }) {
  const usage = useWorkspaceUsage(workspace.id, true);
  if (usage.isPending) return <UsageLoading />;
  if (usage.isError) return <Alert severity="error">Failed to load each member&apos;s spend.</Alert>;
  const members = usage.data.members;
  // Below admin the server keeps the figures to itself (it may have changed the caller's role meanwhile).
  if (members === null) return null;
  if (members.length === 0) return <Typography color="text.secondary">No members yet.</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={`Spend per member in ${workspace.name}`}>
        <TableHead>
          <TableRow>
            <TableCell>Member</TableCell>
            <TableCell>Used this month</TableCell>
            <TableCell>Monthly limit</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((member) => (
            <MemberRow key={member.userId} member={member} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function MemberRow({ member }: { member: MemberUsage }) {
  const { name, used, limit } = member;
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
        {name}
      </TableCell>
      <TableCell sx={{ minWidth: 120 }}>
        {formatCount(used)}
        {limit !== null && (
          <LinearProgress
            variant="determinate"
            value={limitPercent(used, limit)}
            color={used >= limit ? 'error' : 'primary'}
            aria-label={`${name}: ${formatCount(used)} of ${formatCount(limit)} credits used`}
            sx={{ mt: 0.5 }}
          />
        )}
      </TableCell>
      <TableCell>{limit === null ? 'No limit' : formatCount(limit)}</TableCell>
    </TableRow>
  );
}
