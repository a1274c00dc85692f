import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arrayLiteral, cellsField, copyField, uploadRowsCopyText } from './copy-text.ts';

/** Reads a COPY text field back (the inverse of copyField for the escapes it writes). */
function unescapeField(field: string): string {
  return field.replace(/\\(.)/gs, (_, c: string) => ({ t: '\t', n: '\n', r: '\r' })[c] ?? c);
}

/** Reads an all-quoted array literal back (the inverse of arrayLiteral). */
function parseArray(literal: string): string[] {
  expect(literal.startsWith('{') && literal.endsWith('}')).toBe(true);
  const out: string[] = [];
  let i = 1;
  while (i < literal.length - 1) {
    expect(literal[i]).toBe('"');
    let cell = '';
    i++;
    while (literal[i] !== '"') {
      if (literal[i] === '\\') i++;
      cell += literal[i];
      i++;
    }
    out.push(cell);
    i++;
    if (literal[i] === ',') i++;
  }
  return out;
}

const nasty = fc.string({ unit: fc.constantFrom('"', '\\', '{', '}', ',', ' ', '\t', '\n', '\r', 'N', 'U', 'L', 'a', 'é', '😀') });

describe('copyField', () => {
  it('escapes backslash, tab, newline and CR and leaves the rest', () => {
    expect(copyField('a\\b\tc\nd\re')).toBe('a\\\\b\\tc\\nd\\re');
    expect(copyField('plain "text", {x} 😀')).toBe('plain "text", {x} 😀');
    expect(copyField('\\N')).toBe('\\\\N');
  });

  it('never leaves a raw separator and reads back to the same text', () => {
    fc.assert(
      fc.property(fc.oneof(nasty, fc.string({ unit: 'binary', maxLength: 20 })), (value) => {
        const field = copyField(value);
        expect(field).not.toMatch(/[\t\n\r]/);
        expect(unescapeField(field)).toBe(value);
      }),
    );
  });
});

describe('arrayLiteral', () => {
  it('quotes every element, escaping only quote and backslash', () => {
    expect(arrayLiteral([])).toBe('{}');
    expect(arrayLiteral(['', 'NULL', ' a ', 'x,"y"', '{z}', 'b\\c'])).toBe('{"","NULL"," a ","x,\\"y\\"","{z}","b\\\\c"}');
  });

  it('reads back to the same cells', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(nasty, fc.string({ unit: 'binary', maxLength: 20 }))), (cells) => {
        expect(parseArray(arrayLiteral(cells))).toEqual(cells);
      }),
    );
  });
});

describe('cellsField', () => {
  it('is the array literal escaped as a COPY field, in one pass', () => {
    expect(cellsField(['a"b', 'c\\d', 'e\tf'])).toBe('{"a\\\\"b","c\\\\\\\\d","e\\tf"}');
    fc.assert(
      fc.property(fc.array(fc.oneof(nasty, fc.string({ unit: 'binary', maxLength: 20 }))), (cells) => {
        expect(cellsField(cells)).toBe(copyField(arrayLiteral(cells)));
      }),
    );
  });
});

describe('uploadRowsCopyText', () => {
  it('writes one numbered line per row', () => {
    const text = uploadRowsCopyText('u-1', 7, [['a\tb'], ['', 'c\nd']]);
    expect(text).toBe('u-1\t7\t{"a\\tb"}\nu-1\t8\t{"","c\\nd"}\n');
    expect(uploadRowsCopyText('u-1', 0, [])).toBe('');
  });
});
