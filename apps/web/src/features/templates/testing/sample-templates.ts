import type { SavedFilter } from '../api/template-schemas';

/** A template as GET /api/saved-filters lists it. */
export function makeTemplate(id: string, patch: Partial<SavedFilter> = {}): SavedFilter {
  return {
    id,
    name: `Template ${id}`,
    description: '',
    is_favorite: false,
    created_at: '2026-01-15T10:00:00.000Z',
    filter_config: { selectedColumns: ['Industry', 'Country'], model: 'gpt-4o' },
    overrides: {},
    ...patch,
  };
}
