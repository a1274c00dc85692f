import { UNLIMITED } from './credits.ts';

/** docs/product.md#limits: warning thresholds in percent of the monthly credits used. */
export const LOW_USAGE_PERCENT = 75;
export const CRITICAL_USAGE_PERCENT = 90;
/** docs/product.md#limits: a critical credit banner adds a note when fewer credits than this remain. */
export const CRITICAL_NOTE_BELOW_CREDITS = 10;
/** docs/product.md#limits: the 'remaining after' chip turns to warning under this many credits. */
export const REMAINING_AFTER_WARNING_BELOW = 100;
/** docs/product.md#limits: the credit banner re-checks usage every 5 minutes. */
export const CREDIT_BANNER_REFETCH_MS = 300_000;

export type WarningLevel = 'none' | 'low' | 'critical';
export type RemainingAfterSeverity = 'ok' | 'warning' | 'error';

/** docs/product.md#validation: 0 when the total is unlimited (-1), 100 when the total is 0, otherwise the rounded ratio. */
export function percentUsed(used: number, total: number): number {
  if (total === UNLIMITED) return 0;
  if (total === 0) return 100;
  return Math.round((used / total) * 100);
}

/** docs/product.md#states: 90 or more is critical, 75 to 89 low, below 75 none. */
export function warningLevel(percent: number): WarningLevel {
  if (percent >= CRITICAL_USAGE_PERCENT) return 'critical';
  if (percent >= LOW_USAGE_PERCENT) return 'low';
  return 'none';
}

/**
 * docs/product.md#states: the 'remaining after' chip is an error at 0 or below and a warning under 100.
 * `null` stands for unlimited credits, which never run short.
 */
export function remainingAfterSeverity(remaining: number | null): RemainingAfterSeverity {
  if (remaining === null) return 'ok';
  if (remaining <= 0) return 'error';
  if (remaining < REMAINING_AFTER_WARNING_BELOW) return 'warning';
  return 'ok';
}

/** Credits left after spending `needed`; `null` when the available credits are unlimited. */
export function remainingAfter(available: number, needed: number): number | null {
  return available === UNLIMITED ? null : available - needed;
}

/** docs/product.md#messages: the message shown when a job needs more credits than the user has. */
export function insufficientCreditsMessage(needed: number, available: number): string {
  return `Insufficient credits: Need ${needed}, have ${available} available.`;
}

/**
 * Adds calendar months in UTC, clamping the day to the target month's length
 * (Jan 31 + 1 month = Feb 28, or Feb 29 in a leap year) instead of overflowing into March.
 */
export function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const daysInTarget = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(date.getUTCDate(), daysInTarget);
  return new Date(Date.UTC(year, month, day, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds()));
}

/**
 * docs/product.md#states: the reset date to show. A stored date that is now or past is shown one month later;
 * a future one as stored. Returns null when there is no usable stored date.
 */
export function nextResetDate(stored: Date | string | null | undefined, now: Date = new Date()): Date | null {
  if (stored === null || stored === undefined || stored === '') return null;
  const date = stored instanceof Date ? new Date(stored.getTime()) : new Date(stored);
  if (Number.isNaN(date.getTime())) return null;
  return date.getTime() <= now.getTime() ? addMonths(date, 1) : date;
}
