import { formatCount, UNLIMITED, type AdminWorkspace } from '@leadsift/shared';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { stickyLastColumnSx } from '../../../components/sticky-actions-column';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useChangeWorkspaceTier, useAdminWorkspaces } from '../api/admin-workspaces';
import { useTiers, type TierOption } from '../api/get-tiers';
import { errorText, type ReportFeedback } from '../hooks/use-feedback';
import { GrantWorkspaceCreditsDialog } from './grant-workspace-credits-dialog';
import { WorkspaceTierSelect } from './workspace-tier-select';

export const WORKSPACE_PAGE_SIZES = [10, 25, 50];
const headers = ['Workspace', 'Type', 'Tier', 'Members', 'Owner', 'Credits remaining', 'Actions'];

const remainingText = (credits: number | null) => (credits === null ? '—' : credits === UNLIMITED ? 'Unlimited' : formatCount(credits));

/** The confirmation of a tier change: what the workspace goes from and to, and what that does to its credits. */
export function workspaceTierChangeText(workspace: AdminWorkspace, tier: string, tiers: TierOption[]): string {
  const named = (name: string) => tiers.find((t) => t.name === name)?.displayName ?? name;
  const monthly = tiers.find((t) => t.name === tier)?.credits_per_month;
  const credits =
    monthly === undefined ? 'Its monthly credits change with the tier.' : `Its monthly credits become ${remainingText(monthly)}.`;
  const whose = workspace.personal ? 'the personal workspace' : 'the team workspace';
  return `Change ${whose} ${workspace.name} from ${named(workspace.tier)} to ${named(tier)}? ${credits}`;
}

/**
 * Admin → Workspaces: every workspace, personal and team, found by name or owner's email on the server; each row's
 * tier (asked before it changes) and *Grant credits* into its pool.
 */
export function WorkspacesTab({ onResult }: { onResult: ReportFeedback }) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 300);
  const workspaces = useAdminWorkspaces(debounced);
  const tiers = useTiers();
  const change = useChangeWorkspaceTier();
  const [pendingTier, setPendingTier] = useState<{ workspace: AdminWorkspace; tier: string } | null>(null);
  const [granting, setGranting] = useState<AdminWorkspace | null>(null);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(WORKSPACE_PAGE_SIZES[0]!);

  const list = workspaces.data ?? [];
  const current = Math.min(page, Math.max(0, Math.ceil(list.length / pageSize) - 1));
  const rows = list.slice(current * pageSize, (current + 1) * pageSize);

  const confirmTier = () => {
    if (!pendingTier) return;
    const { workspace, tier } = pendingTier;
    setPendingTier(null);
    change.mutate(
      { workspaceId: workspace.id, tier },
      {
        onSuccess: () => onResult('success', `Successfully changed the tier of ${workspace.name} to ${tier}`),
        onError: (err) => onResult('error', errorText(err)),
      },
    );
  };

  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            Workspaces
          </Typography>
          <TextField
            size="small"
            label="Search workspaces..."
            helperText="Name or owner's email"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(0);
            }}
          />
          <Button startIcon={<RefreshIcon />} onClick={() => void workspaces.refetch()} disabled={workspaces.isFetching}>
            Refresh
          </Button>
        </Box>
        {workspaces.error && <Alert severity="error">{workspaces.error.message}</Alert>}
        {workspaces.isPending ? (
          <CircularProgress aria-label="Loading workspaces" sx={{ justifySelf: 'center' }} />
        ) : list.length === 0 ? (
          !workspaces.isError && (
            <Typography color="text.secondary">{debounced.trim() ? 'No workspaces match your search.' : 'No workspaces yet.'}</Typography>
          )
        ) : (
          <Box>
            <TableContainer sx={stickyLastColumnSx}>
              <Table size="small" aria-label="Workspaces" aria-busy={workspaces.isFetching}>
                <TableHead>
                  <TableRow>
                    {headers.map((h) => (
                      <TableCell key={h}>{h}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((w) => (
                    <TableRow key={w.id}>
                      <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>
                        {w.name}
                      </TableCell>
                      <TableCell>
                        <Chip size="small" variant="outlined" label={w.personal ? 'Personal' : 'Team'} />
                      </TableCell>
                      <TableCell>
                        <WorkspaceTierSelect
                          workspaceName={w.name}
                          value={w.tier}
                          disabled={change.isPending}
                          onChange={(tier) => tier !== w.tier && setPendingTier({ workspace: w, tier })}
                        />
                      </TableCell>
                      <TableCell align="right">{formatCount(w.memberCount)}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{w.ownerEmail ?? '—'}</TableCell>
                      <TableCell align="right">{remainingText(w.creditsRemaining)}</TableCell>
                      <TableCell>
                        <Button size="small" onClick={() => setGranting(w)} aria-label={`Grant credits to ${w.name}`}>
                          Grant credits
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              count={list.length}
              page={current}
              rowsPerPage={pageSize}
              rowsPerPageOptions={WORKSPACE_PAGE_SIZES}
              onPageChange={(_e, next) => setPage(next)}
              onRowsPerPageChange={(e) => {
                setPageSize(Number(e.target.value));
                setPage(0);
              }}
            />
          </Box>
        )}
      </CardContent>
      <ConfirmDeleteDialog
        open={pendingTier !== null}
        title="Change tier?"
        text={pendingTier ? workspaceTierChangeText(pendingTier.workspace, pendingTier.tier, tiers.data ?? []) : ''}
        confirmLabel="Change Tier"
        deleting={change.isPending}
        onCancel={() => setPendingTier(null)}
        onConfirm={confirmTier}
      />
      <GrantWorkspaceCreditsDialog workspace={granting} onClose={() => setGranting(null)} onResult={onResult} />
    </Card>
  );
}
