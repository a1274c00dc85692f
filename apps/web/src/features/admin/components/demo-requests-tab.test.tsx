import type { DemoRequestEntry } from '@leadsift/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format-date-time';
import { renderWithQuery } from '../../../testing/render-with-query';
import { mockAdminApi } from '../testing/mock-admin-api';
import { DemoRequestsBadge } from './demo-requests-badge';
import { DemoRequestsTab } from './demo-requests-tab';

const entry = (n: number, overrides: Partial<DemoRequestEntry> = {}): DemoRequestEntry => ({
  id: `d${n}`,
  firstName: `Ada${n}`,
  lastName: 'Lovelace',
  email: `ada${n}@example.com`,
  company: `Engines ${n}`,
  pageUri: null,
  createdAt: `2026-11-2${n}T10:00:00.000Z`,
  seenAt: null,
  forwardedAt: null,
  ...overrides,
});

const page = (data: DemoRequestEntry[], total = data.length) => ({ body: { success: true, data, total, page: 1, pageSize: 25 } });

describe('DemoRequestsTab', () => {
  it('lists the requests with the new ones marked, then marks them seen so the badge clears', async () => {
    let unseen = 1;
    const fetchMock = mockAdminApi({
      'GET /api/admin/demo-requests?page=1&pageSize=25': page([entry(2), entry(1, { seenAt: '2026-11-21T11:00:00.000Z' })]),
    });
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) => {
      const url = String(input);
      if (url === '/api/admin/demo-requests/unseen') return Promise.resolve(Response.json({ success: true, unseen }));
      if (url === '/api/admin/demo-requests/seen') {
        unseen = 0;
        return Promise.resolve(Response.json({ success: true, marked: 1 }));
      }
      return answer(input, init);
    });
    renderWithQuery(
      <>
        <DemoRequestsBadge>Demo requests</DemoRequestsBadge>
        <DemoRequestsTab onResult={vi.fn()} />
      </>,
    );
    const grid = await screen.findByRole('grid', { name: 'Demo requests' });
    const newRow = await within(grid).findByRole('row', { name: /Ada2 Lovelace/ });
    expect(newRow).toHaveTextContent('New');
    expect(newRow).toHaveTextContent('Engines 2');
    expect(newRow).toHaveTextContent(formatDateTime('2026-11-22T10:00:00.000Z'));
    expect(within(newRow).getByRole('link', { name: 'ada2@example.com' })).toHaveAttribute('href', 'mailto:ada2@example.com');
    expect(within(grid).getByRole('row', { name: /Ada1 Lovelace/ })).not.toHaveTextContent('New');
    // The badge said one was new; opening the list marks it seen and the badge goes.
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u, i]) => String(u) === '/api/admin/demo-requests/seen' && i?.method === 'POST')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByTestId('new-demo-requests')).not.toBeInTheDocument());
    // The row keeps its "New" chip while the list is open.
    expect(within(grid).getByRole('row', { name: /Ada2 Lovelace/ })).toHaveTextContent('New');
  }, 30_000);

  it('reads out how many are new on the badge', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ success: true, unseen: 3 }));
    renderWithQuery(<DemoRequestsBadge>Demo requests</DemoRequestsBadge>);
    expect(await screen.findByTestId('new-demo-requests')).toHaveTextContent('(3 new demo requests)');
  });

  it('exports the CSV and says where it was saved, or why not', async () => {
    mockAdminApi({ 'GET /api/admin/demo-requests?page=1&pageSize=25': page([entry(1)]) });
    const fetchMock = vi.mocked(globalThis.fetch);
    const answer = fetchMock.getMockImplementation()!;
    let fail = false;
    fetchMock.mockImplementation((input, init) => {
      const url = String(input);
      if (url === '/api/admin/demo-requests/seen') return Promise.resolve(Response.json({ success: true, marked: 1 }));
      if (url === '/api/admin/demo-requests/unseen') return Promise.resolve(Response.json({ success: true, unseen: 0 }));
      if (url === '/api/admin/demo-requests/export') {
        return Promise.resolve(
          fail
            ? Response.json({ error: 'Admin access required' }, { status: 403 })
            : new Response('Date (UTC),First name\r\n', {
                headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="demo-requests-2026-11-28.csv"' },
              }),
        );
      }
      return answer(input, init);
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const onResult = vi.fn();
    renderWithQuery(<DemoRequestsTab onResult={onResult} />);
    const button = await screen.findByRole('button', { name: 'Export CSV' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(onResult).toHaveBeenCalledWith('success', 'Saved demo-requests-2026-11-28.csv'));
    fail = true;
    await userEvent.click(button);
    await waitFor(() => expect(onResult).toHaveBeenLastCalledWith('error', 'Failed to export demo requests: Admin access required'));
  }, 30_000);
});
