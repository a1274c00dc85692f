import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RemainingAfterChip } from './remaining-after-chip';

// The default MUI palette: success.main, warning.main, error.main.
const green = 'rgb(46, 125, 50)';
const orange = 'rgb(237, 108, 2)';
const red = 'rgb(211, 47, 47)';

describe('RemainingAfterChip', () => {
  it.each([
    [4_900, 'Remaining after: 4,900', green],
    [100, 'Remaining after: 100', green],
    [99, 'Remaining after: 99', orange],
    [1, 'Remaining after: 1', orange],
    [0, 'Remaining after: 0', red],
    [-1, 'Short by 1 credit', red],
    [-250, 'Short by 250 credits', red],
    [-1_813, 'Short by 1,813 credits', red],
    [null, 'Remaining after: Unlimited', green],
  ])('%s → "%s" on %s', (remainingAfter, label, background) => {
    render(<RemainingAfterChip remainingAfter={remainingAfter} />);
    const chip = screen.getByText(label).closest('.MuiChip-root');
    expect(chip).toHaveStyle({ backgroundColor: background });
  });
});
