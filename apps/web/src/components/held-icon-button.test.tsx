import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HeldIconButton } from './held-icon-button';

describe('HeldIconButton', () => {
  it('is named by its label and runs its action when allowed', async () => {
    const onClick = vi.fn();
    render(
      <HeldIconButton title="Edit" label="Edit A" held={null} onClick={onClick}>
        <span>icon</span>
      </HeldIconButton>,
    );
    const button = screen.getByRole('button', { name: 'Edit A' });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('when held back, is disabled with the reason as its description and does not run its action', async () => {
    const onClick = vi.fn();
    render(
      <HeldIconButton title="Edit" label="Edit A" held="Viewers cannot edit" onClick={onClick}>
        <span>icon</span>
      </HeldIconButton>,
    );
    const button = screen.getByRole('button', { name: 'Edit A' });
    expect(button).toBeDisabled();
    expect(button.parentElement).toHaveAccessibleDescription('Viewers cannot edit');
    await userEvent.click(button.parentElement!);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('with an address, is a link a plain click keeps in the app', async () => {
    const onClick = vi.fn();
    render(
      <HeldIconButton title="View results" label="View results: A" href="/results/1" onClick={onClick}>
        <span>icon</span>
      </HeldIconButton>,
    );
    const link = screen.getByRole('link', { name: 'View results: A' });
    expect(link).toHaveAttribute('href', '/results/1');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
