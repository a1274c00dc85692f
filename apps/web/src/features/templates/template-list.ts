import type { SavedFilter, SavedOverrides } from './api/template-schemas';

function createdTime(filter: SavedFilter): number {
  const t = Date.parse(filter.created_at);
  return Number.isNaN(t) ? 0 : t;
}

/** docs/product.md#screens: favourites first, then newest first. Returns a new array. */
export function sortTemplates(filters: readonly SavedFilter[]): SavedFilter[] {
  return [...filters].sort((a, b) => Number(b.is_favorite) - Number(a.is_favorite) || createdTime(b) - createdTime(a));
}

/** docs/product.md#screens: name or description contains the query, case-insensitive; a blank query keeps everything. */
export function searchTemplates(filters: readonly SavedFilter[], query: string): SavedFilter[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...filters];
  return filters.filter((f) => f.name.toLowerCase().includes(q) || f.description.toLowerCase().includes(q));
}

/** What the Templates page lists: the search result in the documented order. */
export function visibleTemplates(filters: readonly SavedFilter[], query: string): SavedFilter[] {
  return sortTemplates(searchTemplates(filters, query));
}

/** docs/product.md#screens: the sum of overrides across all columns. */
export function overrideCount(overrides: SavedOverrides): number {
  return Object.values(overrides).reduce((sum, values) => sum + Object.keys(values).length, 0);
}

/** The model chip: the stored model, else 'default model'. */
export function modelLabel(filter: SavedFilter): string {
  return filter.filter_config.model?.trim() || 'default model';
}
