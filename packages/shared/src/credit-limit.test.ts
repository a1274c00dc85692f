import { describe, expect, it } from 'vitest';
import { coveredRows, creditLimitMessage, resumeJobBody, stopAtLine } from './credit-limit.ts';

describe('Stop at N credits', () => {
  it('covers the first N rows, or all of them without a limit or with one at or above the row count', () => {
    expect(coveredRows(30, 12)).toBe(12);
    expect(coveredRows(30, null)).toBe(30);
    expect(coveredRows(30, undefined)).toBe(30);
    expect(coveredRows(30, 30)).toBe(30);
    expect(coveredRows(30, 500)).toBe(30);
  });

  it('says what a limit means before Run, and nothing when it changes nothing', () => {
    expect(stopAtLine(1000, 250)).toBe('Stops after 250 of 1,000 rows — 250 credits');
    expect(stopAtLine(1000, 1)).toBe('Stops after 1 of 1,000 rows — 1 credit');
    expect(stopAtLine(1000, 1000)).toBeNull();
    expect(stopAtLine(1000, null)).toBeNull();
    expect(creditLimitMessage(12, 30)).toBe('Stopped at the limit you set — 12 of 30 done');
  });

  it('a resume body may set a new limit, remove it, or be absent', () => {
    expect(resumeJobBody.parse({ creditLimit: 5 })).toEqual({ creditLimit: 5 });
    expect(resumeJobBody.parse({ creditLimit: null })).toEqual({ creditLimit: null });
    expect(resumeJobBody.parse(undefined)).toBeUndefined();
    expect(resumeJobBody.safeParse({ creditLimit: 0 }).success).toBe(false);
    expect(resumeJobBody.safeParse({ creditLimit: 2.5 }).success).toBe(false);
  });
});
