/** A date and time as lists show them ('Jan 15, 2026, 10:05 AM'); '—' for none or an unreadable value. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * A date as every screen shows it ('Jan 15, 2026'); '' for none or an unreadable value. A bare
 * 'YYYY-MM-DD' (a due date) is that calendar day wherever the reader is.
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const date = new Date(dateOnly ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { dateStyle: 'medium', ...(dateOnly ? { timeZone: 'UTC' } : {}) });
}
