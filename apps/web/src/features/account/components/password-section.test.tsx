import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, sampleMe } from '../../auth/testing/mock-fetch';
import { renderWithAuth } from '../../auth/testing/render-with-auth';
import { PasswordSection } from './password-section';

describe('PasswordSection (docs/security.md)', () => {
  it('sends "Also revoke my API keys" with the change, and says connected apps were disconnected', async () => {
    let posted: Record<string, unknown> = {};
    mockFetch({
      'GET /api/me': () => json(sampleMe),
      'POST /api/auth/change-password': (init) => {
        posted = JSON.parse(String(init.body)) as Record<string, unknown>;
        return json({ token: null });
      },
    });
    renderWithAuth(<PasswordSection />, '/account');
    await userEvent.type(await screen.findByLabelText('Current password'), 'old-pass');
    await userEvent.type(screen.getByLabelText('New password'), 'new-pass-1');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'new-pass-1');
    const box = screen.getByRole('checkbox', { name: 'Also revoke my API keys' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByText(/your connected apps were disconnected/)).toBeInTheDocument());
    expect(posted).toMatchObject({ currentPassword: 'old-pass', newPassword: 'new-pass-1', revokeApiKeys: true });
  });
});
