import { describe, expect, it } from 'vitest';
import type { SavedFilter } from './api/template-schemas';
import { modelLabel, overrideCount, searchTemplates, sortTemplates, visibleTemplates } from './template-list';

const make = (id: string, patch: Partial<SavedFilter> = {}): SavedFilter => ({
  id,
  name: `Template ${id}`,
  description: '',
  is_favorite: false,
  created_at: '2026-01-01T00:00:00.000Z',
  filter_config: { selectedColumns: ['A'] },
  overrides: {},
  ...patch,
});

describe('sortTemplates', () => {
  it('puts favourites first, then the newest first', () => {
    const list = [
      make('old', { created_at: '2026-01-01T00:00:00Z' }),
      make('new', { created_at: '2026-03-01T00:00:00Z' }),
      make('old-fav', { created_at: '2025-01-01T00:00:00Z', is_favorite: true }),
      make('new-fav', { created_at: '2026-02-01T00:00:00Z', is_favorite: true }),
    ];
    expect(sortTemplates(list).map((f) => f.id)).toEqual(['new-fav', 'old-fav', 'new', 'old']);
    expect(list[0]!.id).toBe('old');
  });
});

describe('searchTemplates', () => {
  const list = [make('1', { name: 'Fintech Europe' }), make('2', { name: 'Other', description: 'Banks in FRANCE' }), make('3')];

  it('matches the name or the description, case-insensitive', () => {
    expect(searchTemplates(list, 'fintech').map((f) => f.id)).toEqual(['1']);
    expect(searchTemplates(list, 'france').map((f) => f.id)).toEqual(['2']);
    expect(searchTemplates(list, '  EUROPE ').map((f) => f.id)).toEqual(['1']);
    expect(searchTemplates(list, 'nothing')).toEqual([]);
  });

  it('keeps everything for a blank query', () => {
    expect(searchTemplates(list, '   ')).toHaveLength(3);
  });

  it('visibleTemplates searches then sorts', () => {
    const more = [...list, make('4', { name: 'fintech US', is_favorite: true })];
    expect(visibleTemplates(more, 'FINTECH').map((f) => f.id)).toEqual(['4', '1']);
  });
});

describe('chips', () => {
  it('counts overrides across all columns', () => {
    expect(overrideCount({})).toBe(0);
    expect(overrideCount({ A: { x: 'KEEP', y: 'EXCLUDE' }, B: { z: 'KEEP' } })).toBe(3);
  });

  it("shows the model, or 'default model'", () => {
    expect(modelLabel(make('1', { filter_config: { selectedColumns: [], model: 'gpt-4o' } }))).toBe('gpt-4o');
    expect(modelLabel(make('1', { filter_config: { selectedColumns: [], model: null } }))).toBe('default model');
    expect(modelLabel(make('1', { filter_config: { selectedColumns: [], model: '' } }))).toBe('default model');
  });
});
