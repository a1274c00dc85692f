import { IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

export type JobActionButtonProps = { label: string; target: string; onClick: () => void; disabled?: boolean; children: ReactNode };

/** An icon button named '{label}: {job name}' with its tooltip. */
export function JobActionButton({ label, target, onClick, disabled, children }: JobActionButtonProps) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={`${label}: ${target}`} onClick={onClick} disabled={disabled}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}
