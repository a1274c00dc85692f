/** A UTC day (`YYYY-MM-DD`) as an axis label: 'Nov 21'. */
export function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}
