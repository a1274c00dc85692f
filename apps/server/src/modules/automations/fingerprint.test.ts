import { describe, expect, it } from 'vitest';
import { criteriaHash, rowHash, stableJson } from './fingerprint.ts';

const filter = {
  selectedColumns: ['Industry'],
  instructions: { Industry: 'Keep: software' },
  reasoningText: '',
  logicMode: 'AND',
  model: null,
  overrides: {},
};

describe('what makes a row seen before', () => {
  it('stable JSON ignores key order and undefined keys', () => {
    expect(stableJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: undefined } })).toBe('{"a":{"d":[2,{"e":0,"f":1}]},"b":1}');
  });

  it('equal criteria give equal hashes; any change of instructions, context, logic, model or overrides a new one', () => {
    const base = criteriaHash({ kind: 'filter', filter });
    expect(criteriaHash({ kind: 'filter', filter: { ...filter, instructions: { Industry: 'Keep: software' } } })).toBe(base);
    for (const change of [
      { instructions: { Industry: 'Keep: banks' } },
      { reasoningText: 'We sell payroll' },
      { logicMode: 'OR' },
      { model: 'gpt-4o' },
      { overrides: { Industry: { Retail: 'KEEP' } } },
      { selectedColumns: ['Industry', 'Country'] },
    ])
      expect(criteriaHash({ kind: 'filter', filter: { ...filter, ...change } }), JSON.stringify(change)).not.toBe(base);
    expect(criteriaHash({ kind: 'research', research: { instructions: 'x', columnName: 'Website', enableWebSearch: false } })).not.toBe(
      base,
    );
  });

  it('a row is its values in the judged columns, in order, spaces around them ignored', () => {
    const c = criteriaHash({ kind: 'filter', filter });
    expect(rowHash(c, ['Software', 'DE'])).toBe(rowHash(c, [' Software ', 'DE']));
    expect(rowHash(c, ['Software', 'DE'])).not.toBe(rowHash(c, ['DE', 'Software']));
    expect(rowHash(c, ['a\u0000b'])).not.toBe(rowHash(c, ['a', 'b']));
    expect(rowHash(c, ['Software'])).not.toBe(rowHash(criteriaHash({ kind: 'filter', filter: { ...filter, model: 'x' } }), ['Software']));
  });
});
