/** Reset dates are computed in UTC (shared addMonths), so they are shown in UTC too, not shifted a day by the time zone. */
export function formatResetDate(date: Date): string {
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
