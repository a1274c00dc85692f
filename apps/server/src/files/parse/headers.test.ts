import { describe, expect, it } from 'vitest';
import { ColumnNames, isBlankRecord, withoutTrailingBlanks } from './headers.ts';

describe('ColumnNames', () => {
  it('trims names and names blank cells by their 1-based position', () => {
    expect(new ColumnNames([' Company ', '', 'City', '  ']).names).toEqual(['Company', 'Column 2', 'City', 'Column 4']);
  });

  it('numbers duplicates (2), (3)', () => {
    expect(new ColumnNames(['Email', 'Email', 'Name', 'Email']).names).toEqual(['Email', 'Email (2)', 'Name', 'Email (3)']);
  });

  it('never renames a header that is in the file, even when a generated name would clash', () => {
    expect(new ColumnNames(['A', 'A', 'A (2)']).names).toEqual(['A', 'A (3)', 'A (2)']);
    expect(new ColumnNames(['', 'Column 1']).names).toEqual(['Column 1 (2)', 'Column 1']);
  });

  it('grows with Column N names', () => {
    const names = new ColumnNames(['a', 'b']);
    names.extendTo(4);
    expect(names.names).toEqual(['a', 'b', 'Column 3', 'Column 4']);
    expect(names.length).toBe(4);
  });
});

describe('record helpers', () => {
  it('knows a blank record', () => {
    expect(isBlankRecord(['', ' ', '\t'])).toBe(true);
    expect(isBlankRecord(['', 'x'])).toBe(false);
    expect(isBlankRecord([])).toBe(true);
  });

  it('drops trailing blank cells only', () => {
    expect(withoutTrailingBlanks(['a', '', 'b', '', ' '])).toEqual(['a', '', 'b']);
  });
});
