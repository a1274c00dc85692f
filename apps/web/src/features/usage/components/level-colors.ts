import type { WarningLevel } from '@leadsift/shared';
import { amber, blue, pink } from '@mui/material/colors';
import { alpha, darken, type Theme } from '@mui/material/styles';

/**
 * docs/product.md#states: blue when usage is fine, amber when low, pink when critical.
 * `fill`/`onFill` paint chips and bars; `text` is darkened (or lightened in dark mode) to keep 4.5:1 contrast.
 */
export const levelColors: Record<WarningLevel, { fill: string; onFill: string; text: string; darkText: string }> = {
  none: { fill: blue[700], onFill: '#fff', text: blue[800], darkText: blue[200] },
  low: { fill: amber[500], onFill: 'rgba(0, 0, 0, 0.87)', text: darken(amber[900], 0.4), darkText: amber[300] },
  critical: { fill: pink[700], onFill: '#fff', text: pink[700], darkText: pink[200] },
};

export function levelChipSx(level: WarningLevel) {
  const { fill, onFill } = levelColors[level];
  return {
    bgcolor: fill,
    color: onFill,
    '& .MuiChip-icon': { color: 'inherit' },
    '&:hover, &.Mui-focusVisible': { bgcolor: darken(fill, 0.15) },
  };
}

export function levelTextSx(level: WarningLevel) {
  const { text, darkText } = levelColors[level];
  return (theme: Theme) => ({ color: text, ...theme.applyStyles('dark', { color: darkText }) });
}

export function levelBarSx(level: WarningLevel) {
  const { fill } = levelColors[level];
  return { height: 8, borderRadius: 4, bgcolor: alpha(fill, 0.2), '& .MuiLinearProgress-bar': { bgcolor: fill, borderRadius: 4 } };
}
