import type { WebhookEndpoint } from '@leadsift/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../../testing/render-with-query';
import { RotateSecretDialog } from './rotate-secret-dialog';

const endpoint: WebhookEndpoint = {
  id: 'e-1',
  url: 'https://hooks.example.com/leadsift',
  description: '',
  events: ['filter.completed'],
  enabled: true,
  disabledReason: null,
  consecutiveFailures: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
};

describe('RotateSecretDialog (docs/security.md)', () => {
  it('asks first, then shows the new secret once', async () => {
    const calls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
      return Promise.resolve(
        new Response(JSON.stringify({ ...endpoint, secret: 'whsec_bmV3c2VjcmV0' }), { headers: { 'content-type': 'application/json' } }),
      );
    });
    renderWithQuery(<RotateSecretDialog endpoint={endpoint} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    expect(within(dialog).getByText(/stops working at once/)).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate secret' }));
    expect(await screen.findByLabelText('Signing secret')).toHaveTextContent('whsec_bmV3c2VjcmV0');
    await waitFor(() => expect(calls).toEqual(['POST /api/account/webhooks/e-1/rotate-secret']));
  });
});
