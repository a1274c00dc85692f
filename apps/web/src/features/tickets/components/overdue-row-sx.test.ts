import { describe, expect, it } from 'vitest';
import { overdueRowSx } from './overdue-row-sx';

describe('overdue rows', () => {
  it('are tinted more strongly in dark mode, with a red edge in both', () => {
    const light = overdueRowSx('#f44336', 'light')['& .ticket-overdue'];
    const dark = overdueRowSx('#f44336', 'dark')['& .ticket-overdue'];
    expect(light.bgcolor).toBe('rgba(244, 67, 54, 0.12)');
    expect(dark.bgcolor).toBe('rgba(244, 67, 54, 0.3)');
    expect(dark.boxShadow).toBe('inset 4px 0 0 #f44336');
  });
});
