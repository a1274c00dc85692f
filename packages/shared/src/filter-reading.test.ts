import { describe, expect, it } from 'vitest';
import { columnReading, readingLabel } from './filter-reading.ts';

describe('readingLabel', () => {
  it('names the source of a reading', () => {
    expect(readingLabel({ source: 'rules', text: 'keep countries in the EU — 27 members', asked: false }, true)).toBe(
      'Read as: keep countries in the EU — 27 members (rules)',
    );
    expect(readingLabel({ source: 'model', text: 'keep Germany', restatement: 'Keep: Germany', asked: true }, true)).toBe(
      'Read as: keep Germany (read by the model; the rules decide)',
    );
  });

  it('says who decides when neither the rules nor the model read the instructions', () => {
    const none = { source: 'none' as const, text: null, asked: false };
    expect(readingLabel(none, true)).toBe('Not read by the rules — the model will decide each value');
    expect(readingLabel({ ...none, asked: true }, true)).toMatch(/model could not restate it — the model will decide each value$/);
    expect(readingLabel(none, false)).toMatch(/go to review$/);
  });

  it('validates a stored reading', () => {
    expect(columnReading.safeParse({ source: 'model', text: 'keep Germany', asked: true }).success).toBe(true);
    expect(columnReading.safeParse({ source: 'guess', text: null, asked: false }).success).toBe(false);
  });
});
