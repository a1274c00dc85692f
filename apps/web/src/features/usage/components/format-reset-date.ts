import { formatDate } from '../../../lib/format-date-time';

/**
 * Reset dates are computed in UTC (shared addMonths), so they are shown as that UTC calendar day, not shifted a day
 * by the time zone, in the app's one date format ('Jul 1, 2099').
 */
export function formatResetDate(date: Date): string {
  return formatDate(date.toISOString().slice(0, 10));
}
