import type { SxProps, Theme } from '@mui/material';

/**
 * Present for screen readers, absent on screen and from the page's width: a 1 × 1 px clipped box (in px — MUI's
 * `width: 1` would mean 100%). Put it on a wrapper, not on a <table>: a table never shrinks below its content.
 */
export const visuallyHiddenSx: SxProps<Theme> = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};
