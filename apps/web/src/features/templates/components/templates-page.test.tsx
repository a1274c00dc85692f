import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../auth/testing/mock-fetch';
import { renderWithQuery } from '../../../testing/render-with-query';
import { makeTemplate } from '../testing/sample-templates';
import { InRole } from '../../workspaces/testing/workspace-fixtures';
import { viewerReason } from '../../workspaces';
import { TemplatesPage } from './templates-page';

const list =
  (...filters: unknown[]) =>
  () =>
    json({ success: true, filters });
const names = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('TemplatesPage', () => {
  it('lists favourites first then newest, with chips and the creation date', async () => {
    mockFetch({
      'GET /api/saved-filters': list(
        makeTemplate('old', { name: 'Old', created_at: '2026-01-01T12:00:00Z' }),
        makeTemplate('fav', { name: 'Fav', is_favorite: true, created_at: '2025-06-01T12:00:00Z' }),
        makeTemplate('new', {
          name: 'New',
          description: 'Banks in Europe',
          created_at: '2026-02-01T12:00:00Z',
          filter_config: { selectedColumns: ['A', 'B', 'C'], model: null },
          overrides: { A: { x: 'KEEP', y: 'EXCLUDE' }, B: { z: 'KEEP' } },
        }),
      ),
    });
    renderWithQuery(<TemplatesPage />);
    await screen.findByRole('article', { name: 'New' });
    expect(names()).toEqual(['Fav', 'New', 'Old']);

    const card = screen.getByRole('article', { name: 'New' });
    expect(within(card).getByText('Banks in Europe')).toBeInTheDocument();
    expect(within(card).getByText('3 columns')).toBeInTheDocument();
    expect(within(card).getByText('default model')).toBeInTheDocument();
    expect(within(card).getByText('3 overrides')).toBeInTheDocument();
    expect(within(card).getByText('Created Feb 1, 2026')).toBeInTheDocument();
    const old = screen.getByRole('article', { name: 'Old' });
    expect(within(old).getByText('gpt-4o')).toBeInTheDocument();
    expect(within(old).getByText('0 overrides')).toBeInTheDocument();
  });

  it('searches name or description case-insensitively, and offers Clear Search when nothing matches', async () => {
    mockFetch({
      'GET /api/saved-filters': list(
        makeTemplate('1', { name: 'Fintech' }),
        makeTemplate('2', { name: 'Retail', description: 'FINTECH adjacent' }),
        makeTemplate('3', { name: 'Other' }),
      ),
    });
    renderWithQuery(<TemplatesPage />);
    await screen.findByRole('article', { name: 'Other' });
    const search = screen.getByPlaceholderText('Search filters...');
    await userEvent.type(search, 'fintech');
    expect(names().sort()).toEqual(['Fintech', 'Retail']);

    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(screen.getByText('No saved filters found')).toBeInTheDocument();
    expect(screen.getByText('No filters match your search criteria.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(search).toHaveValue('');
    expect(names()).toHaveLength(3);
  });

  it('shows the empty state without a search', async () => {
    mockFetch({ 'GET /api/saved-filters': list() });
    renderWithQuery(<TemplatesPage />);
    expect(await screen.findByText('No saved filters found')).toBeInTheDocument();
    expect(screen.getByText('Create and save filter configurations to reuse them later.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Search' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to fetch saved filters' when the list cannot load", async () => {
    mockFetch({ 'GET /api/saved-filters': () => json({ error: 'down' }, 500) });
    renderWithQuery(<TemplatesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch saved filters');
    expect(screen.queryByText('No saved filters found')).not.toBeInTheDocument();
  });

  it("takes is_favorite from the server's answer and re-orders", async () => {
    mockFetch({
      'GET /api/saved-filters': list(
        makeTemplate('a', { name: 'A', created_at: '2026-02-01T00:00:00Z' }),
        makeTemplate('b', { name: 'B', created_at: '2026-01-01T00:00:00Z' }),
      ),
      'POST /api/saved-filters/b/toggle-favorite': () => json({ success: true, filter: makeTemplate('b', { is_favorite: true }) }),
    });
    renderWithQuery(<TemplatesPage />);
    await screen.findByRole('article', { name: 'B' });
    expect(names()).toEqual(['A', 'B']);
    await userEvent.click(within(screen.getByRole('article', { name: 'B' })).getByRole('button', { name: 'Add to favorites' }));
    await waitFor(() => expect(names()).toEqual(['B', 'A']));
    expect(within(screen.getByRole('article', { name: 'B' })).getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("says 'Failed to toggle favorite status' and keeps the star when the toggle fails", async () => {
    mockFetch({
      'GET /api/saved-filters': list(makeTemplate('a', { name: 'A' })),
      'POST /api/saved-filters/a/toggle-favorite': () => json({ error: 'x' }, 500),
    });
    renderWithQuery(<TemplatesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to favorites' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to toggle favorite status');
    expect(screen.getByRole('button', { name: 'Add to favorites' })).toBeInTheDocument();
  });

  it('deletes after confirmation, and reports a failed delete', async () => {
    let fail = false;
    mockFetch({
      'GET /api/saved-filters': list(makeTemplate('a', { name: 'A' }), makeTemplate('b', { name: 'B' })),
      'DELETE /api/saved-filters/a': () => json({ success: true }),
      'DELETE /api/saved-filters/b': () => (fail ? json({ error: 'x' }, 500) : json({ success: true })),
    });
    renderWithQuery(<TemplatesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete A' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete template?' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete "A"?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(names()).toContain('A');

    await userEvent.click(screen.getByRole('button', { name: 'Delete A' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(names()).toEqual(['B']));

    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Delete B' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete filter');
    expect(names()).toEqual(['B']);
  });

  it('lets a viewer open and apply a template, and holds back starring, editing and deleting with the reason', async () => {
    mockFetch({ 'GET /api/saved-filters': list(makeTemplate('a', { name: 'A' })) });
    renderWithQuery(
      <InRole role="viewer">
        <TemplatesPage />
      </InRole>,
    );
    const card = await screen.findByRole('article', { name: 'A' });
    for (const name of ['Add to favorites', 'Edit A', 'Delete A']) {
      const button = within(card).getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button.parentElement).toHaveAccessibleDescription(viewerReason);
    }
    expect(within(card).getByRole('button', { name: 'Open A' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Apply A' })).toBeEnabled();
  });
});
