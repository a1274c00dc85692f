import type { ActorRef } from '@leadsift/shared';
import { useMediaQuery, useTheme } from '@mui/material';

/**
 * Where a job row says who ran it (ADR 0063): a 'Run by' column on a wide screen, a line under 'Created' on a
 * narrower one (where the table already scrolls sideways), or nowhere when the answers do not say (a server
 * older than workspaces).
 */
export type RunByPlace = 'column' | 'line' | null;

/** The window from which the 'Run by' column fits beside the others (1200 px: 1440 less the side navigation holds it). */
export function useRunByPlace(jobs: readonly { createdBy?: ActorRef | undefined }[] | undefined): RunByPlace {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  if (!jobs?.some((job) => job.createdBy !== undefined)) return null;
  return wide ? 'column' : 'line';
}

/** The tab's headers with 'Run by' before 'Actions' when it is a column. */
export function withRunBy(headers: readonly string[], place: RunByPlace): readonly string[] {
  return place === 'column' ? [...headers.slice(0, -1), 'Run by', ...headers.slice(-1)] : headers;
}
