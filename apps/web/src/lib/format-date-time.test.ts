import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date-time';

describe('one date format across screens', () => {
  it("shows dates as 'Jan 15, 2026', the same as the date part of a date and time", () => {
    expect(formatDate('2026-01-15')).toBe('Jan 15, 2026');
    expect(formatDate('2026-01-15T12:00:00Z')).toBe('Jan 15, 2026');
    expect(formatDateTime('2026-01-15T12:00:00Z').startsWith('Jan 15, 2026')).toBe(true);
    expect(formatDate(null)).toBe('');
    expect(formatDate('soon')).toBe('');
  });
});
