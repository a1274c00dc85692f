import { describe, expect, it } from 'vitest';
import { formatBytes, quotaExceededMessage, storageUsageText, uploadInUseMessage } from './uploads.ts';

describe('formatBytes', () => {
  it('shows bytes below 1 KB, then KB, MB, GB, TB with one decimal (none when it is 0)', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(3408)).toBe('3.3 KB');
    expect(formatBytes(1.5 * 1024 ** 2)).toBe('1.5 MB');
    expect(formatBytes(1024 ** 3)).toBe('1 GB');
    expect(formatBytes(4.8 * 1024 ** 3)).toBe('4.8 GB');
    expect(formatBytes(3 * 1024 ** 4)).toBe('3 TB');
    expect(formatBytes(5000 * 1024 ** 4)).toBe('5000 TB');
  });
  it('rounds up into the next decimal, not past the unit', () => {
    expect(formatBytes(1024 * 1024 - 1)).toBe('1024 KB');
    expect(formatBytes(1.96 * 1024 ** 3)).toBe('2 GB');
  });
  it('never shows a negative or unreadable size', () => {
    expect(formatBytes(-5)).toBe('0 B');
    expect(formatBytes(Number.NaN)).toBe('0 B');
  });
});

describe('storage messages', () => {
  it('says what the files use of the quota and what to do (ADR 0033)', () => {
    expect(quotaExceededMessage(4.8 * 1024 ** 3, 5 * 1024 ** 3)).toBe('Your files use 4.8 GB of 5 GB — delete old lists in Files');
    expect(storageUsageText({ usedBytes: 3408, quotaBytes: 1024 ** 3 })).toBe('3.3 KB of 1 GB');
    expect(storageUsageText({ usedBytes: 3408, quotaBytes: null })).toBe('3.3 KB — unlimited');
  });
  it('names how many jobs a delete would take along', () => {
    expect(uploadInUseMessage(1)).toBe('A job uses this file; deleting it deletes that job too. Confirm with ?confirm=1');
    expect(uploadInUseMessage(3)).toBe('3 jobs use this file; deleting it deletes them too. Confirm with ?confirm=1');
  });
});
