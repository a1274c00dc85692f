import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HelpIcon from '@mui/icons-material/Help';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { CriterionStatus, ResearchCriterion } from '@leadsift/shared';
import { Box, Link, List, ListItem, Typography } from '@mui/material';
import type { ReactNode } from 'react';

const statusView: Record<CriterionStatus, { label: string; icon: ReactNode }> = {
  met: { label: 'Met', icon: <CheckCircleIcon color="success" fontSize="small" aria-hidden /> },
  not_met: { label: 'Not met', icon: <CancelIcon color="error" fontSize="small" aria-hidden /> },
  unknown: { label: 'Unknown', icon: <HelpIcon color="disabled" fontSize="small" aria-hidden /> },
};

/** The page a quote came from, short enough to read: host and path. */
export function sourceLabel(url: string): string {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return url;
  }
}

/** Only web addresses become links: a page's text can never plant a javascript: link here. */
export function isWebUrl(url: string | null): url is string {
  if (!url) return false;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Each research criterion met / not met / unknown, with the verbatim quote and the page it came from. */
export function CriteriaChecklist({ criteria }: { criteria: ResearchCriterion[] }) {
  if (criteria.length === 0) {
    return <Typography color="text.secondary">No criteria checklist for this website.</Typography>;
  }
  return (
    <List dense aria-label="Criteria checklist" disablePadding>
      {criteria.map((c, i) => {
        const view = statusView[c.status];
        return (
          <ListItem key={i} alignItems="flex-start" disableGutters sx={{ gap: 1 }}>
            <Box sx={{ pt: 0.25 }}>{view.icon}</Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2">
                <strong>{view.label}:</strong> {c.criterion}
              </Typography>
              {c.quote && (
                <Typography
                  component="blockquote"
                  variant="body2"
                  sx={{ m: 0, mt: 0.5, pl: 1.5, borderLeft: 3, borderColor: 'divider', fontStyle: 'italic', overflowWrap: 'anywhere' }}
                >
                  {`“${c.quote}”`}
                </Typography>
              )}
              {isWebUrl(c.url) && (
                <Link
                  href={c.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="caption"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
                >
                  {`Source: ${sourceLabel(c.url)}`}
                  <OpenInNewIcon sx={{ fontSize: 12 }} aria-hidden />
                </Link>
              )}
            </Box>
          </ListItem>
        );
      })}
    </List>
  );
}
