import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One titled card of the workspace settings page; a wide table scrolls inside it (`minmax(0, 1fr)`, ADR 0063). */
export function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" id={id} aria-labelledby={`${id}-title`}>
      <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Typography variant="h6" component="h2" id={`${id}-title`}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
