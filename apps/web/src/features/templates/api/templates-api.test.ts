import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../auth/testing/mock-fetch';
import { setSessionToken } from '../../../lib/session-token';
import { makeTemplate } from '../testing/sample-templates';
import { applySavedFilter } from './apply-saved-filter';
import { deleteSavedFilter } from './delete-saved-filter';
import { getSavedFilters } from './get-saved-filters';
import { saveFilter, type SaveFilterInput } from './save-filter';
import { toggleFavorite } from './toggle-favorite';

beforeEach(() => setSessionToken('test-token'));

const input: SaveFilterInput = {
  name: 'T',
  description: '',
  filterConfig: { selectedColumns: ['A'] },
  overrides: {},
  isFavorite: false,
};

describe('saved-filters calls', () => {
  it('list the templates, reading a missing description as empty', async () => {
    const { description: _omitted, ...raw } = makeTemplate('1');
    mockFetch({ 'GET /api/saved-filters': () => json({ success: true, filters: [raw] }) });
    await expect(getSavedFilters()).resolves.toEqual([makeTemplate('1')]);
  });

  it("fail with 'Failed to fetch saved filters' on an error or a network failure", async () => {
    mockFetch({ 'GET /api/saved-filters': () => json({ error: 'boom' }, 500) });
    await expect(getSavedFilters()).rejects.toThrow('Failed to fetch saved filters');
    vi.restoreAllMocks();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(getSavedFilters()).rejects.toThrow('Failed to fetch saved filters');
  });

  it("save: the server's 400 text, else 'Failed to save filter', or the network text", async () => {
    mockFetch({ 'POST /api/saved-filters': () => json({ error: 'Template name is required' }, 400) });
    await expect(saveFilter(input)).rejects.toThrow('Template name is required');
    vi.restoreAllMocks();
    mockFetch({ 'POST /api/saved-filters': () => new Response('oops', { status: 502 }) });
    await expect(saveFilter(input)).rejects.toThrow('Failed to save filter');
    vi.restoreAllMocks();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(saveFilter(input)).rejects.toThrow('An error occurred while saving the filter');
  });

  it('save posts the documented payload and returns the filter', async () => {
    const fetchMock = mockFetch({ 'POST /api/saved-filters': () => json({ success: true, filter: makeTemplate('9') }, 201) });
    await expect(saveFilter({ ...input, filterId: 'filter_1' })).resolves.toMatchObject({ id: '9' });
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ ...input, filterId: 'filter_1' });
  });

  it("delete: 'Failed to delete filter'", async () => {
    mockFetch({ 'DELETE /api/saved-filters/x': () => json({ error: 'Saved filter not found' }, 404) });
    await expect(deleteSavedFilter('x')).rejects.toThrow('Failed to delete filter');
  });

  it('toggle: the returned is_favorite, or the texts of docs/product.md#messages', async () => {
    await expect(toggleFavorite('')).rejects.toThrow('Filter ID is required');
    mockFetch({
      'POST /api/saved-filters/a/toggle-favorite': () => json({ success: true, filter: makeTemplate('a', { is_favorite: true }) }),
    });
    await expect(toggleFavorite('a')).resolves.toEqual({ id: 'a', is_favorite: true });
    vi.restoreAllMocks();
    mockFetch({ 'POST /api/saved-filters/a/toggle-favorite': () => json({ success: true }) });
    await expect(toggleFavorite('a')).rejects.toThrow('Failed to update favorite status: Invalid response');
    vi.restoreAllMocks();
    mockFetch({ 'POST /api/saved-filters/a/toggle-favorite': () => json({ error: 'x' }, 500) });
    await expect(toggleFavorite('a')).rejects.toThrow('Failed to toggle favorite status');
    vi.restoreAllMocks();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(toggleFavorite('a')).rejects.toThrow('An error occurred while updating favorite status');
  });

  it("apply: the configuration, or 'Failed to retrieve template configuration'", async () => {
    const config = {
      selectedColumns: ['A'],
      model: 'gpt-4o',
      reasoningText: 'ctx',
      chunkSize: 300,
      logicMode: 'OR',
      columnConfig: { A: { instructions: 'x' } },
      overrides: { A: { v: 'KEEP' } },
    };
    const fetchMock = mockFetch({ 'POST /api/apply-saved-filter': () => json({ success: true, config }) });
    await expect(applySavedFilter('t1')).resolves.toEqual(config);
    expect(fetchMock.mock.calls[0]![1]!.body).toBe('{"savedFilterId":"t1"}');
    vi.restoreAllMocks();
    mockFetch({ 'POST /api/apply-saved-filter': () => json({ error: 'Saved filter not found' }, 404) });
    await expect(applySavedFilter('t1')).rejects.toThrow('Failed to retrieve template configuration');
  });
});
