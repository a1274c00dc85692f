import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  insufficientCreditsMessage,
  nextResetDate,
  percentUsed,
  remainingAfter,
  remainingAfterSeverity,
  warningLevel,
} from './usage.ts';

describe('percentUsed', () => {
  it.each([
    [0, -1, 0],
    [4_000, -1, 0],
    [0, 0, 100],
    [5, 0, 100],
    [0, 5_000, 0],
    [3_750, 5_000, 75],
    [1, 3, 33],
    [2, 3, 67],
    [4_499, 5_000, 90],
    [5_000, 5_000, 100],
  ])('used %s of %s → %s%%', (used, total, expected) => {
    expect(percentUsed(used, total)).toBe(expected);
  });

  it('stays within 0..100 while used does not exceed a positive total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.nat(), (total, n) => {
        const percent = percentUsed(n % (total + 1), total);
        return Number.isInteger(percent) && percent >= 0 && percent <= 100;
      }),
    );
  });
});

describe('warningLevel', () => {
  it.each([
    [0, 'none'],
    [74, 'none'],
    [74.9, 'none'],
    [75, 'low'],
    [89, 'low'],
    [90, 'critical'],
    [100, 'critical'],
    [130, 'critical'],
  ] as const)('%s%% → %s', (percent, expected) => {
    expect(warningLevel(percent)).toBe(expected);
  });

  it('never decreases as the percentage grows', () => {
    const rank = { none: 0, low: 1, critical: 2 };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 200 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        return rank[warningLevel(lo)] <= rank[warningLevel(hi)];
      }),
    );
  });
});

describe('remainingAfterSeverity', () => {
  it.each([
    [-50, 'error'],
    [0, 'error'],
    [1, 'warning'],
    [99, 'warning'],
    [100, 'ok'],
    [5_000, 'ok'],
    [null, 'ok'],
  ] as const)('%s → %s', (remaining, expected) => {
    expect(remainingAfterSeverity(remaining)).toBe(expected);
  });
});

describe('remainingAfter', () => {
  it('subtracts the need from a limited balance and keeps unlimited as null', () => {
    expect(remainingAfter(500, 120)).toBe(380);
    expect(remainingAfter(50, 120)).toBe(-70);
    expect(remainingAfter(-1, 120)).toBeNull();
  });
});

describe('insufficientCreditsMessage', () => {
  it('follows docs/product.md#messages', () => {
    expect(insufficientCreditsMessage(250, 40)).toBe('Insufficient credits: Need 250, have 40 available.');
  });
});

describe('addMonths', () => {
  it.each([
    ['2025-01-15T10:30:00.000Z', '2025-02-15T10:30:00.000Z'],
    ['2025-01-31T00:00:00.000Z', '2025-02-28T00:00:00.000Z'],
    ['2024-01-31T00:00:00.000Z', '2024-02-29T00:00:00.000Z'],
    ['2025-03-31T12:00:00.000Z', '2025-04-30T12:00:00.000Z'],
    ['2025-12-31T23:59:59.999Z', '2026-01-31T23:59:59.999Z'],
  ])('%s + 1 month → %s', (from, expected) => {
    expect(addMonths(new Date(from), 1).toISOString()).toBe(expected);
  });

  it('always lands in the next calendar month, never skipping one', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }), (d) => {
        const next = addMonths(d, 1);
        const monthsApart = (next.getUTCFullYear() - d.getUTCFullYear()) * 12 + next.getUTCMonth() - d.getUTCMonth();
        return monthsApart === 1 && next.getUTCDate() <= d.getUTCDate();
      }),
    );
  });
});

describe('nextResetDate', () => {
  const now = new Date('2025-06-10T12:00:00.000Z');

  it('keeps a future reset date as stored', () => {
    expect(nextResetDate('2025-07-01T00:00:00.000Z', now)?.toISOString()).toBe('2025-07-01T00:00:00.000Z');
  });

  it('moves a past reset date one month forward', () => {
    expect(nextResetDate('2025-06-01T00:00:00.000Z', now)?.toISOString()).toBe('2025-07-01T00:00:00.000Z');
  });

  it('moves a reset date equal to now one month forward', () => {
    expect(nextResetDate(new Date(now), now)?.toISOString()).toBe('2025-07-10T12:00:00.000Z');
  });

  it('clamps the day at the end of a short month', () => {
    expect(nextResetDate('2025-01-31T00:00:00.000Z', new Date('2025-02-01T00:00:00.000Z'))?.toISOString()).toBe('2025-02-28T00:00:00.000Z');
  });

  it('does not mutate a Date argument', () => {
    const stored = new Date('2025-06-01T00:00:00.000Z');
    nextResetDate(stored, now);
    expect(stored.toISOString()).toBe('2025-06-01T00:00:00.000Z');
  });

  it.each([null, undefined, '', 'not a date'])('returns null for %s', (stored) => {
    expect(nextResetDate(stored, now)).toBeNull();
  });
});
