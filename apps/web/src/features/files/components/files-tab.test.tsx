import type { StoredUpload, UploadJob } from '@leadsift/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../auth/testing/mock-fetch';
import { renderWithQuery } from '../../../testing/render-with-query';
import { InRole } from '../../workspaces/testing/workspace-fixtures';
import { viewerReason } from '../../workspaces';
import { FilesTab } from './files-tab';

const job = (id: string, name: string, kind: UploadJob['kind'] = 'filter'): UploadJob => ({ id, kind, name, status: 'completed' });
const file = (id: string, name: string, jobs: UploadJob[] = [], patch: Partial<StoredUpload> = {}): StoredUpload => ({
  id,
  name,
  purpose: 'filter',
  rowCount: 1200,
  columnCount: 4,
  sizeBytes: 2.5 * 1024 ** 2,
  createdAt: '2026-01-15T10:00:00.000Z',
  lastUsedAt: '2026-01-15T10:00:00.000Z',
  jobs,
  ...patch,
});
const storage = { usedBytes: Math.round(4.8 * 1024 ** 3), quotaBytes: 5 * 1024 ** 3 };

describe('FilesTab', () => {
  it('shows storage used of the quota and each file with its size, shape and jobs', async () => {
    mockFetch({
      'GET /api/uploads': () =>
        json({ uploads: [file('a', 'leads.csv', [job('f1', 'Payroll'), job('r1', 'Sites', 'research')]), file('b', 'old.xlsx')], storage }),
    });
    renderWithQuery(<FilesTab />);
    expect(await screen.findByText('Storage used: 4.8 GB of 5 GB')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Storage used' })).toHaveAttribute('aria-valuenow', '96');
    const leads = screen.getByRole('listitem', { name: 'leads.csv' });
    expect(leads).toHaveTextContent('1,200 rows × 4 columns · 2.5 MB · Uploaded');
    expect(leads).toHaveTextContent('Used by: Payroll (List Cleaner), Sites (Research Agent)');
    expect(screen.getByRole('listitem', { name: 'old.xlsx' })).toHaveTextContent('Not used by any job');
  });

  it('says so when there are no files, and an unlimited plan has no bar', async () => {
    mockFetch({ 'GET /api/uploads': () => json({ uploads: [], storage: { usedBytes: 0, quotaBytes: null } }) });
    renderWithQuery(<FilesTab />);
    expect(await screen.findByText('Storage used: 0 B — unlimited')).toBeInTheDocument();
    expect(screen.getByText(/^No files yet\./)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('deletes a file its jobs use only after a confirmation naming them, with ?confirm=1', async () => {
    let uploads = [file('a', 'leads.csv', [job('f1', 'Payroll')])];
    const fetchMock = mockFetch({
      'GET /api/uploads': () => json({ uploads, storage }),
      'DELETE /api/uploads/a?confirm=1': () => {
        uploads = [];
        return json({ deleted: true, jobs: [job('f1', 'Payroll')], refunded: 12 });
      },
    });
    renderWithQuery(<FilesTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete leads.csv' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete file and its jobs?' });
    expect(dialog).toHaveTextContent('Delete "leads.csv"? This job uses it and will be deleted with it: "Payroll" (List Cleaner).');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete leads.csv' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted "leads.csv" and its job. 12 credits were refunded.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'leads.csv' })).not.toBeInTheDocument());
  });

  it('asks again, naming them, when jobs were started on a file since the list was loaded (409)', async () => {
    const started = [job('f9', 'Started elsewhere'), job('r9', 'Another', 'research')];
    const fetchMock = mockFetch({
      'GET /api/uploads': () => json({ uploads: [file('b', 'old.xlsx')], storage }),
      'DELETE /api/uploads/b': () => json({ error: '2 jobs use this file', jobs: started }, 409),
      'DELETE /api/uploads/b?confirm=1': () => json({ deleted: true, jobs: started, refunded: 0 }),
    });
    renderWithQuery(<FilesTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete old.xlsx' }));
    const plain = screen.getByRole('dialog', { name: 'Delete file?' });
    expect(plain).toHaveTextContent('Its rows and the stored file will be removed.');
    await userEvent.click(within(plain).getByRole('button', { name: 'Delete' }));

    const again = await screen.findByRole('dialog', { name: 'Delete file and its jobs?' });
    expect(again).toHaveTextContent(
      'These 2 jobs use it and will be deleted with it: "Started elsewhere" (List Cleaner), "Another" (Research Agent).',
    );
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted "old.xlsx" and its 2 jobs.')).toBeInTheDocument();
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => String(url));
    expect(deletes).toEqual(['/api/uploads/b', '/api/uploads/b?confirm=1']);
  });

  it('shows a failed delete and keeps the file', async () => {
    mockFetch({
      'GET /api/uploads': () => json({ uploads: [file('b', 'old.xlsx')], storage }),
      'DELETE /api/uploads/b': () => json({ error: 'Internal server error' }, 500),
    });
    renderWithQuery(<FilesTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete old.xlsx' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete file: old.xlsx. Please try again.');
    expect(screen.getByRole('listitem', { name: 'old.xlsx' })).toBeInTheDocument();
  });

  it('holds Delete back from a viewer, with the reason, and leaves it to a member', async () => {
    mockFetch({ 'GET /api/uploads': () => json({ uploads: [file('a', 'leads.csv')], storage }) });
    const { unmount } = renderWithQuery(
      <InRole role="viewer">
        <FilesTab />
      </InRole>,
    );
    const viewerDelete = await screen.findByRole('button', { name: 'Delete leads.csv' });
    expect(viewerDelete).toBeDisabled();
    expect(viewerDelete.parentElement).toHaveAccessibleDescription(viewerReason);
    unmount();
    renderWithQuery(
      <InRole role="member">
        <FilesTab />
      </InRole>,
    );
    expect(await screen.findByRole('button', { name: 'Delete leads.csv' })).toBeEnabled();
  });
});
