import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';
import { actorName, overriddenByText, runByText } from './actor-text';

describe('actor texts', () => {
  it('names the person, or a deleted account', () => {
    expect(actorName({ id: 'u1', name: 'Alice' })).toBe('Alice');
    expect(actorName(null)).toBe('a deleted account');
  });

  it("says 'Run by …' only when the answer says who", () => {
    expect(runByText({ id: 'u1', name: 'Alice' })).toBe('Run by Alice');
    expect(runByText(null)).toBe('Run by a deleted account');
    expect(runByText(undefined)).toBeNull();
  });

  it('says who overrode and when, leaving an unknown time out', () => {
    const at = '2026-01-15T10:05:00.000Z';
    expect(overriddenByText({ id: 'u2', name: 'Bob' }, at)).toBe(`Overridden by Bob, ${formatDateTime(at)}`);
    expect(overriddenByText(null, at)).toBe(`Overridden by a deleted account, ${formatDateTime(at)}`);
    expect(overriddenByText({ id: 'u2', name: 'Bob' }, null)).toBe('Overridden by Bob');
  });
});
