import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { playfulMessages } from './playful-messages';
import { ProcessingOverlay } from './processing-overlay';

describe('ProcessingOverlay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('renders nothing while not loading', () => {
    render(<ProcessingOverlay loading={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the default title with a rounded percent, a determinate bar and the default message', () => {
    render(<ProcessingOverlay loading progress={42.6} />);
    const dialog = screen.getByRole('dialog', { name: 'Filter Processing' });
    expect(dialog).toHaveTextContent('Filter Processing: 43%');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '43');
    expect(screen.getByText('Processing...')).toBeInTheDocument();
    expect(dialog).toHaveStyle({ width: '400px', maxWidth: '90%' });
  });

  it('uses the given title and message', () => {
    render(<ProcessingOverlay loading title="Research" progress={10} message="Visiting websites" />);
    expect(screen.getByText('Research: 10%')).toBeInTheDocument();
    expect(screen.getByText('Visiting websites')).toBeInTheDocument();
  });

  it("rotates ten playful messages every 2000 ms for 'Upload Processing'", () => {
    render(<ProcessingOverlay loading title="Upload Processing" progress={50} />);
    expect(playfulMessages).toHaveLength(10);
    expect(screen.queryByText(/50%/)).not.toBeInTheDocument();
    expect(screen.getByText(playfulMessages[0])).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText(playfulMessages[0])).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(playfulMessages[1])).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000 * 9));
    expect(screen.getByText(playfulMessages[0])).toBeInTheDocument();
  });

  it('shows a 60 px spinner on upload', () => {
    render(<ProcessingOverlay loading title="Upload Processing" />);
    expect(screen.getByRole('progressbar', { name: 'Upload Processing' })).toHaveStyle({ width: '60px', height: '60px' });
  });
});
