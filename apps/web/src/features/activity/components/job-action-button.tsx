import { IconButton, Tooltip } from '@mui/material';
import type { MouseEvent, ReactNode } from 'react';

export type JobActionButtonProps = {
  label: string;
  target: string;
  onClick: () => void;
  disabled?: boolean;
  /** Why the button is held back (a viewer's role): its tooltip instead of the label. */
  note?: string | null;
  /** Makes the button a link to this address: it opens in a new tab, is copied and bookmarked like any link. */
  href?: string;
  children: ReactNode;
};

/** A plain left click stays in the app (`onClick`); a click with a modifier is the browser's (a new tab or window). */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** An icon button named '{label}: {job name}' with its tooltip; with `href`, a link that looks like one. */
export function JobActionButton({ label, target, onClick, disabled, note, href, children }: JobActionButtonProps) {
  const name = `${label}: ${target}`;
  return (
    <Tooltip title={note ?? label} describeChild={Boolean(note)}>
      <span>
        {href ? (
          <IconButton
            size="small"
            component="a"
            href={href}
            aria-label={name}
            onClick={(event: MouseEvent) => {
              if (!plainClick(event)) return;
              event.preventDefault();
              onClick();
            }}
          >
            {children}
          </IconButton>
        ) : (
          <IconButton size="small" aria-label={name} onClick={onClick} disabled={disabled || Boolean(note)}>
            {children}
          </IconButton>
        )}
      </span>
    </Tooltip>
  );
}
