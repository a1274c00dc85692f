import type { NotificationItem } from '@leadsift/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../auth/testing/mock-fetch';
import { renderWithQuery } from '../../../testing/render-with-query';
import { NotificationBell } from './notification-bell';

const item = (id: number, patch: Partial<NotificationItem>): NotificationItem => ({
  id,
  kind: 'job_finished',
  title: `Notice ${id}`,
  body: '',
  link: null,
  job: null,
  read: false,
  createdAt: '2026-11-27T10:00:00.000Z',
  ...patch,
});

function Path() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

describe('NotificationBell (ADR 0060)', () => {
  it('opens the job a notification is about, and says when the job was deleted', async () => {
    mockFetch({
      'GET /api/notifications?limit=20': () =>
        json({
          items: [
            item(4, {
              title: 'List Cleaner job "Leads" finished',
              link: '/activity/list-cleaner/f1',
              job: { product: 'filter', id: 'f1', deleted: false },
            }),
            item(3, {
              title: 'Research job "Farms" finished',
              link: '/activity/research/r1',
              job: { product: 'research', id: 'r1', deleted: true },
            }),
            item(2, { kind: 'credits_low', title: 'Credits low', link: '/account' }),
          ],
          unread: 3,
          nextCursor: null,
        }),
    });
    renderWithQuery(
      <MemoryRouter initialEntries={['/templates']}>
        <NotificationBell />
        <Routes>
          <Route path="*" element={<Path />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    // Links: each opens in a new tab too.
    expect(within(dialog).getByRole('link', { name: /Credits low/ })).toHaveAttribute('href', '/account');
    expect(within(dialog).queryByRole('link', { name: /Farms/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText('This research job has since been deleted.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('link', { name: /"Leads" finished/ }));
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/activity\/list-cleaner\/f1$/);
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });
});
