import type { SavedOverrides } from '@leadsift/shared';

/**
 * Which template a job was started from, with that template's overrides (docs/product.md#states: "template overrides are kept
 * in browser storage for application after the job"). Read when the results view applies them and when it
 * saves a new template (the original's overrides merge under the current ones).
 */
export type TemplateLink = { templateId: string; overrides: SavedOverrides; applied: boolean; savedAt: number };

const storageKey = 'leadsift.filterTemplateLinks';
const maxLinks = 50;

function readAll(): Record<string, TemplateLink> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, TemplateLink>) : {};
  } catch {
    return {};
  }
}

function writeAll(links: Record<string, TemplateLink>): void {
  // The newest links only: a link matters for the days after its job, not forever.
  const kept = Object.entries(links)
    .sort(([, a], [, b]) => b.savedAt - a.savedAt)
    .slice(0, maxLinks);
  try {
    localStorage.setItem(storageKey, JSON.stringify(Object.fromEntries(kept)));
  } catch (err) {
    console.warn('Could not remember the template of a job', err);
  }
}

export function getTemplateLink(filterId: string): TemplateLink | null {
  return readAll()[filterId] ?? null;
}

export function setTemplateLink(filterId: string, link: Omit<TemplateLink, 'savedAt'>): void {
  writeAll({ ...readAll(), [filterId]: { ...link, savedAt: Date.now() } });
}

export function markTemplateOverridesApplied(filterId: string): void {
  const link = getTemplateLink(filterId);
  if (link) setTemplateLink(filterId, { ...link, applied: true });
}

/** docs/product.md#api: the original template's overrides, with the current ones winning per column and value. */
export function mergeOverrides(original: SavedOverrides, current: SavedOverrides): SavedOverrides {
  const merged: SavedOverrides = {};
  for (const source of [original, current]) {
    for (const [column, values] of Object.entries(source)) merged[column] = { ...merged[column], ...values };
  }
  return merged;
}

export function countOverrides(overrides: SavedOverrides): number {
  return Object.values(overrides).reduce((n, values) => n + Object.keys(values).length, 0);
}

/** Saved format → the list POST /api/overrides takes. */
export function overridesToList(overrides: SavedOverrides) {
  return Object.entries(overrides).flatMap(([column, values]) =>
    Object.entries(values).map(([value, decision]) => ({ column, value, decision })),
  );
}
