import type { AutomationItem } from '@leadsift/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../../testing/render-with-query';
import { makeTemplate } from '../../templates/testing/sample-templates';
import { AutomationsPage } from './automations-page';
import { cronOf } from './schedule-field';
import { viewerReason } from '../../workspaces';
import { InRole } from '../../workspaces/testing/workspace-fixtures';

afterEach(() => vi.restoreAllMocks());

const created: AutomationItem & { pushKey: string } = {
  id: '6f1c2b7e-0000-4000-8000-000000000001',
  name: 'Inbound',
  kind: 'filter',
  templateId: 't-1',
  templateName: 'Template t-1',
  research: null,
  source: { type: 'push' },
  schedule: null,
  debounceSeconds: 10,
  batchRows: null,
  creditLimit: null,
  revisitAfterDays: null,
  status: 'active',
  pausedReason: null,
  consecutiveFailures: 0,
  lastError: null,
  pushKeyLastFour: 'WXYZ',
  pendingRows: 0,
  lastRun: null,
  createdAt: '2026-11-29T10:00:00.000Z',
  updatedAt: '2026-11-29T10:00:00.000Z',
  pushKey: `lsp_${'A'.repeat(39)}WXYZ`,
};

describe('AutomationsPage (ADR 0065)', () => {
  it('creates an automation from a template with pushed rows and shows its key once', async () => {
    const posted: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = String(input);
      let body: unknown = { automations: [] };
      if (url === '/api/saved-filters') body = { success: true, filters: [makeTemplate('t-1')] };
      if (init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        body = created;
      }
      return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
    });
    renderWithQuery(<AutomationsPage />);
    expect(await screen.findByText(/No automations yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New automation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New automation' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Inbound');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Template' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Template t-1' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: /Rows pushed to LeadSift/ }));
    // Pushed rows start their own runs: the schedule turns to none.
    expect(within(dialog).getByRole('combobox', { name: 'Schedule' })).toHaveTextContent('No schedule');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create automation' }));
    const keyDialog = await screen.findByRole('dialog', { name: 'Your push key' });
    expect(posted).toEqual([{ name: 'Inbound', templateId: 't-1', source: { type: 'push' }, schedule: null }]);
    expect(within(keyDialog).getByRole('status', { name: 'Push key' })).toHaveTextContent(created.pushKey);
    expect(keyDialog).toHaveTextContent(`/api/automations/${created.id}/rows`);
    await userEvent.click(within(keyDialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reads a schedule choice as its cron expression', () => {
    expect(cronOf({ preset: 'none', cron: '' })).toBeNull();
    expect(cronOf({ preset: 'daily', cron: '' })).toBe('0 6 * * *');
    expect(cronOf({ preset: 'cron', cron: ' */30 * * * 1-5 ' })).toBe('*/30 * * * 1-5');
    expect(cronOf({ preset: 'cron', cron: 'every day' })).toBeUndefined();
  });

  it('shows a viewer the automations and their runs, but not the buttons that change them', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(new Response(JSON.stringify({ automations: [created] }), { headers: { 'content-type': 'application/json' } })),
    );
    renderWithQuery(
      <InRole role="viewer">
        <AutomationsPage />
      </InRole>,
    );
    expect(await screen.findByText('Inbound')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(viewerReason);
    for (const name of ['New automation', 'Run now', 'Pause', 'Delete']) expect(screen.getByRole('button', { name })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Runs' })).toBeEnabled();
  });
});
