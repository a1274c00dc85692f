import { Badge, Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useUnseenDemoRequests } from '../api/demo-requests';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** The number of new demo requests on whatever it wraps (read out as "3 new demo requests"); nothing when none is new. */
export function DemoRequestsBadge({ children }: { children: ReactNode }) {
  const unseen = useUnseenDemoRequests().data ?? 0;
  return (
    <Badge
      color="secondary"
      badgeContent={unseen}
      max={99}
      invisible={unseen === 0}
      slotProps={{ badge: { 'aria-hidden': true } as object }}
    >
      {children}
      {unseen > 0 && (
        <Box component="span" sx={visuallyHidden} data-testid="new-demo-requests">
          {` (${unseen} new demo ${unseen === 1 ? 'request' : 'requests'})`}
        </Box>
      )}
    </Badge>
  );
}
