import { alpha } from '@mui/material/styles';

/** Overdue rows: a red tint (stronger on a dark background, where 12% vanished) and a red edge. */
export function overdueRowSx(red: string, mode: 'light' | 'dark') {
  const tint = mode === 'dark' ? 0.3 : 0.12;
  return {
    '& .ticket-overdue': { bgcolor: alpha(red, tint), boxShadow: `inset 4px 0 0 ${red}` },
    '& .ticket-overdue:hover': { bgcolor: alpha(red, tint + 0.08) },
  };
}
