import type { WebhookEndpoint } from '@leadsift/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../../testing/render-with-query';
import { WebhooksSection } from './webhooks-section';
import { InRole } from '../../workspaces/testing/workspace-fixtures';

afterEach(() => vi.restoreAllMocks());

const endpoint: WebhookEndpoint = {
  id: 'e-1',
  url: 'https://hooks.example.com/leadsift',
  description: '',
  events: ['filter.completed', 'research.completed'],
  enabled: true,
  disabledReason: null,
  consecutiveFailures: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
};

describe('WebhooksSection (docs/product.md#account-page-and-admin-panel)', () => {
  it('removes an endpoint only after a confirmation that names it', async () => {
    const calls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const call = `${init?.method ?? 'GET'} ${String(input)}`;
      calls.push(call);
      const body = call.startsWith('GET') ? { endpoints: [endpoint] } : { success: true };
      return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
    });
    renderWithQuery(<WebhooksSection />);
    const card = await screen.findByRole('article', { name: `Endpoint ${endpoint.url}` });
    await userEvent.click(within(card).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove webhook endpoint?' });
    expect(dialog).toHaveTextContent(
      'Remove https://hooks.example.com/leadsift? LeadSift stops sending it events at once (filter.completed, research.completed); this cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.startsWith('DELETE'))).toEqual([]);

    await userEvent.click(within(card).getByRole('button', { name: 'Remove' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove webhook endpoint?' })).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(calls.filter((c) => c.startsWith('DELETE'))).toEqual(['DELETE /api/account/webhooks/e-1']));
  });

  it("leaves a team workspace's endpoints to its owners and admins", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(new Response(JSON.stringify({ endpoints: [] }), { headers: { 'content-type': 'application/json' } })),
    );
    renderWithQuery(
      <InRole role="member">
        <WebhooksSection />
      </InRole>,
    );
    expect(screen.getByRole('button', { name: 'Add endpoint' })).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent('Only owners and admins manage webhooks in a team workspace.');
    expect(await screen.findByText('No endpoints yet.')).toBeInTheDocument();
  });
});
