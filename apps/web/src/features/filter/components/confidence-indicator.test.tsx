import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfidenceIndicator } from './confidence-indicator';

describe('ConfidenceIndicator', () => {
  it("names a low confidence's warning icon for screen readers (an image, not hidden)", () => {
    render(<ConfidenceIndicator confidence={0.3} />);
    expect(screen.getByRole('progressbar', { name: 'Confidence 30%' })).toBeInTheDocument();
    const icon = screen.getByRole('img', { name: 'Needs review' });
    expect(icon).not.toHaveAttribute('aria-hidden', 'true');
  });

  it('shows no warning for a confident decision', () => {
    render(<ConfidenceIndicator confidence={0.9} />);
    expect(screen.queryByRole('img', { name: 'Needs review' })).not.toBeInTheDocument();
  });
});
