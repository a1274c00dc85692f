import { IconButton, Tooltip } from '@mui/material';
import type { MouseEvent, ReactNode } from 'react';

export type HeldIconButtonProps = {
  /** The tooltip while the action is allowed ('Edit'). */
  title: string;
  /** The button's accessible name ('Edit My template'). */
  label: string;
  onClick: () => void;
  /** Why the action is held back (the user's role): the tooltip instead of `title`, and the button disabled. */
  held?: string | null | undefined;
  /** Disabled for another reason (an action under way), with the tooltip kept. */
  disabled?: boolean | undefined;
  size?: 'small' | 'medium' | undefined;
  /** Makes the button a link to this address: it opens in a new tab, is copied and bookmarked like any link. */
  href?: string | undefined;
  children: ReactNode;
};

/** A plain left click stays in the app (`onClick`); a click with a modifier is the browser's (a new tab or window). */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * An icon button with its tooltip; held back (disabled, the reason as its tooltip and description) when the role
 * may not. The span keeps the tooltip working on a disabled button. With `href`, a link that looks like one: a link
 * only opens something, so it is never held back.
 */
export function HeldIconButton({ title, label, onClick, held = null, disabled = false, size, href, children }: HeldIconButtonProps) {
  const isHeld = held !== null;
  return (
    <Tooltip title={held ?? title} describeChild={isHeld}>
      <span>
        {href ? (
          <IconButton
            size={size}
            component="a"
            href={href}
            aria-label={label}
            onClick={(event: MouseEvent) => {
              if (!plainClick(event)) return;
              event.preventDefault();
              onClick();
            }}
          >
            {children}
          </IconButton>
        ) : (
          <IconButton size={size} aria-label={label} onClick={onClick} disabled={disabled || isHeld}>
            {children}
          </IconButton>
        )}
      </span>
    </Tooltip>
  );
}
