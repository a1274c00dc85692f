import { describe, expect, it } from 'vitest';
import { buildDecisionPrompt, readDecisions, salvageDecisions } from './decision-prompt.ts';

describe('buildDecisionPrompt', () => {
  it('carries the context, column, instructions and numbered, quoted values', () => {
    const prompt = buildDecisionPrompt({
      productContext: 'We sell payroll software',
      column: 'Industry',
      instructions: 'keep: software; exclude: agency',
      values: [
        { number: 1, value: 'Software' },
        { number: 2, value: 'Line\nbreak "quoted"' },
      ],
    });
    expect(prompt).toContain('We sell payroll software');
    expect(prompt).toContain('Column: "Industry"');
    expect(prompt).toContain('keep: software; exclude: agency');
    expect(prompt).toContain('1. "Software"');
    expect(prompt).toContain('2. "Line\\nbreak \\"quoted\\""');
  });

  it('names only the numbers asked again, keeping their original numbering', () => {
    const prompt = buildDecisionPrompt({ productContext: '', column: 'c', instructions: 'x', values: [{ number: 7, value: 'a' }] });
    expect(prompt).toContain('7. "a"');
    expect(prompt).toContain('for the numbers 7.');
    expect(prompt).toContain('(none given)');
    expect(prompt).not.toContain('Examples (');
  });

  it('shows up to 20 labelled examples, quoted like the values, before the instructions', () => {
    const examples = Array.from({ length: 25 }, (_, i) => ({
      value: `V"${i}`,
      decision: i % 2 ? ('KEEP' as const) : ('EXCLUDE' as const),
    }));
    const prompt = buildDecisionPrompt({
      productContext: '',
      column: 'c',
      instructions: 'x',
      examples,
      values: [{ number: 1, value: 'a' }],
    });
    expect(prompt).toContain("Examples (20) — the user's own corrections");
    expect(prompt).toContain('"V\\"1" → KEEP');
    expect(prompt).toContain('"V\\"0" → EXCLUDE');
    expect(prompt).not.toContain('"V\\"20"');
    expect(prompt.indexOf('Examples (')).toBeLessThan(prompt.indexOf('Instructions for this column'));
  });
});

describe('readDecisions', () => {
  it('reads good items and drops unreadable ones', () => {
    expect(
      readDecisions({
        decisions: [
          { index: 1, decision: 'KEEP', reason: 'fits', confidence: 0.9 },
          { index: '2', decision: 'exclude', reason: 'no', confidence: 85 },
          { index: 3, decision: 'MAYBE', reason: '?', confidence: 0.5 },
          { index: 1.5, decision: 'KEEP' },
          'junk',
          { index: 4, decision: 'KEEP', confidence: 'high' },
        ],
      }),
    ).toEqual([
      { index: 1, decision: 'KEEP', reason: 'fits', confidence: 0.9 },
      { index: 2, decision: 'EXCLUDE', reason: 'no', confidence: 0.85 },
      { index: 4, decision: 'KEEP', reason: '', confidence: 0.5 },
    ]);
  });

  it('returns null when there is no decisions list', () => {
    expect(readDecisions({ answer: [] })).toBeNull();
    expect(readDecisions('text')).toBeNull();
    expect(readDecisions([{ index: 1, decision: 'KEEP', reason: '', confidence: 1 }])).toHaveLength(1);
  });
});

describe('salvageDecisions', () => {
  it('keeps the complete items of a cut answer', () => {
    const text =
      '{"decisions":[{"index":1,"decision":"KEEP","reason":"a","confidence":0.9},{"index":2,"decision":"EXCLUDE","reason":"b","confidence":0.8},{"index":3,"decis';
    expect(salvageDecisions(text).map((d) => d.index)).toEqual([1, 2]);
    expect(salvageDecisions('{"decisions": [{"index": 1, "decision": "KE')).toEqual([]);
  });
});
