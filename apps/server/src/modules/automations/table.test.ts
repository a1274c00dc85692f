import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { parseTabular } from '../../files/parse/index.ts';
import { csvOf, JSON_ROWS_SHAPE, mergeTables, tableFromJson } from './table.ts';

describe('pushed JSON rows', () => {
  it('reads an array or {rows}, columns in the order they first appear, values as text', () => {
    const table = tableFromJson({
      rows: [
        { Company: 'Acme', Employees: 12 },
        { Country: 'DE', Company: 'Globex', Active: true, Tags: ['a'], Note: null },
      ],
    });
    expect(table.columns).toEqual(['Company', 'Employees', 'Country', 'Active', 'Tags', 'Note']);
    expect(table.rows).toEqual([
      ['Acme', '12'],
      ['Globex', '', 'DE', 'true', '["a"]', ''],
    ]);
    expect(tableFromJson([{ a: 'x' }]).rows).toEqual([['x']]);
  });

  it.each([[{ name: 'x' }], ['text'], [[1, 2]], [[['a']]], [null]])('refuses %j with the shape it wants', (body) => {
    expect(() => tableFromJson(body)).toThrow(JSON_ROWS_SHAPE);
  });

  it('refuses an empty list', () => {
    expect(() => tableFromJson([])).toThrow('No rows');
  });
});

describe('tables merged across pushes', () => {
  it('puts every row under the union of the columns, missing cells empty', () => {
    const merged = mergeTables([
      { columns: ['Company', 'Industry'], rows: [['Acme', 'Software']] },
      { columns: ['Industry', 'Country', 'Company'], rows: [['Banking', 'DE', 'Globex'], ['Retail']] },
    ]);
    expect(merged).toEqual({
      columns: ['Company', 'Industry', 'Country'],
      rows: [
        ['Acme', 'Software', ''],
        ['Globex', 'Banking', 'DE'],
        ['', 'Retail', ''],
      ],
    });
  });
});

describe("the run's CSV", () => {
  it('is read back by the upload parser exactly as written: quotes, delimiters, line breaks, formulas, spaces', async () => {
    const table = {
      columns: ['Company', 'Note; with delimiters', 'Formula'],
      rows: [['Acme, Inc.', 'say "hi"\r\nand more', '=1+1'], [' spaced ', 'a|b\tc', '@SUM(A1)'], ['only one']],
    };
    const parsed = await parseTabular(Readable.from([csvOf(table)]), { format: 'csv', headerRow: 1 });
    const rows: string[][] = [];
    for await (const row of parsed.rows) rows.push(row);
    expect(parsed.columns).toEqual(table.columns);
    expect(rows).toEqual([table.rows[0], table.rows[1], ['only one', '', '']]);
  });
});
