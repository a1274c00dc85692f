import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { papaRecordChunks, type Fallback, type LineEnding } from './csv-papa.ts';
import { openCsvRecords } from './csv.ts';
import { lineEndings, sniffDelimiter, type Delimiter } from './delimiter.ts';
import { tabularLimits, tabularMessages } from './errors.ts';
import { toStream } from './parse.test-helpers.ts';

type Dialect = { delimiter: Delimiter; newline: LineEnding };
type Outcome = { records: string[][] } | { error: string };

// csv-parse with the options the upload parser has always used: the reference the fast path must equal.
const referenceOptions = (delimiter: string, recordDelimiter: string[], maxRecordBytes = tabularLimits.maxRecordBytes) => ({
  delimiter,
  bom: true,
  relax_column_count: true,
  relax_quotes: true,
  skip_empty_lines: false,
  record_delimiter: recordDelimiter,
  max_record_size: maxRecordBytes,
});

const outcome = async (run: () => Promise<string[][]> | string[][]): Promise<Outcome> => {
  try {
    return { records: await run() };
  } catch (err) {
    return { error: err instanceof CsvError ? err.code : (err as Error).message };
  }
};

const reference = (text: string, { delimiter, newline }: Dialect, maxRecordBytes?: number) =>
  outcome(() => parse(text, referenceOptions(delimiter, [newline], maxRecordBytes)) as string[][]);

/** `text` in pieces of the given sizes (in turn). */
async function* pieces(text: string, sizes: number | number[]): AsyncGenerator<string> {
  const cycle = typeof sizes === 'number' ? [sizes] : sizes;
  for (let i = 0, n = 0; i < text.length; n++) {
    const size = cycle[n % cycle.length]!;
    yield text.slice(i, i + size);
    i += size;
  }
}

/** The fast path over `text` in pieces of `chunkSizes`, falling back to csv-parse as csv.ts does. */
async function viaPapa(text: string, dialect: Dialect, chunkSizes: number | number[], maxRecordBytes = tabularLimits.maxRecordBytes) {
  const texts = pieces(text, chunkSizes);
  const fallbacks: number[] = [];
  const fallback: Fallback = (from, recordsBefore) => {
    fallbacks.push(recordsBefore);
    return (async function* () {
      let rest = from;
      for (let next = await texts.next(); !next.done; next = await texts.next()) rest += next.value;
      // The BOM rule was applied to the text already.
      yield parse(rest, { ...referenceOptions(dialect.delimiter, [dialect.newline], maxRecordBytes), bom: false }) as string[][];
    })();
  };
  const result = await outcome(async () => {
    const records: string[][] = [];
    for await (const chunk of papaRecordChunks(texts, { ...dialect, maxRecordBytes }, fallback)) records.push(...chunk);
    return records;
  });
  return { result, fallbacks };
}

const comma: Dialect = { delimiter: ',', newline: '\n' };
const goodRows = (n: number, newline = '\n') => Array.from({ length: n }, (_, i) => `${i},"Café ${i}, ""Ltd""",x`).join(newline) + newline;

describe('papaparse path: falls back to csv-parse at a malformed quote', () => {
  it('after 10,000 good rows: the rows before come from papaparse, the rest from csv-parse, all as csv-parse reads them', async () => {
    const text = 'id,name,flag\n' + goodRows(10_000) + '"x"y,2\n' + goodRows(500);
    const { result, fallbacks } = await viaPapa(text, comma, 4096);
    expect(result).toEqual(await reference(text, comma));
    expect(fallbacks).toHaveLength(1);
    // Handed over at the start of the call that met it: a record boundary at most one call (4,096 characters,
    // rows of 20 or more) before row 10,002.
    expect(fallbacks[0]).toBeGreaterThan(10_001 - 4096 / 20);
    expect(fallbacks[0]).toBeLessThanOrEqual(10_001);
    expect('records' in result && result.records[10_001]).toEqual(['"x"y', '2']);
  });

  it('in the first row', async () => {
    const text = '"x"y,2\n' + goodRows(100);
    const { result, fallbacks } = await viaPapa(text, comma, 64);
    expect(result).toEqual(await reference(text, comma));
    expect(fallbacks).toEqual([0]);
    expect('records' in result && result.records[0]).toEqual(['"x"y', '2']);
  });

  it.each([
    ['space then delimiter', 'a,b\n"x" ,2\n3,4\n', comma],
    ['tab then delimiter', 'a,b\n"x"\t,2\n3,4\n', comma],
    ['space then line end', 'a,b\n1,"x" \n3,4\n', comma],
    ['CR before LF in an LF file', 'a,b\n1,"x"\r\n3,4\n', comma],
    ['lone CR in a CRLF file', 'a,b\r\n"x"\r,2\r\n3,4\r\n', { delimiter: ',', newline: '\r\n' } as Dialect],
    ['space before a tab', 'a\tb\n"x" \t2\n', { delimiter: '\t', newline: '\n' } as Dialect],
    ['junk in the last record', 'a,b\n1,2\n"x"y,2', comma],
    ['space at the very end', 'a,b\n1,"x" ', comma],
  ])('whitespace or junk after a closing quote: %s', async (_name, text, dialect) => {
    for (let size = 1; size <= text.length; size++) {
      const { result, fallbacks } = await viaPapa(text, dialect, size);
      expect(result).toEqual(await reference(text, dialect));
      expect(fallbacks).toHaveLength(1);
    }
  });

  it('where a piece goes on past the end of a held-back record', async () => {
    // `1` is held back; the next piece finishes it and holds the malformed line whole.
    const text = 'a,b\n1,2\n"x" ,2\n3,4\n';
    const { result, fallbacks } = await viaPapa(text, comma, [5, 12, 100]);
    expect(result).toEqual(await reference(text, comma));
    expect(fallbacks).toEqual([1]);
  });

  it('reports a file ending inside quotes as csv-parse does', async () => {
    const text = 'a,b\n1,"never closed\n2,3\n';
    expect((await viaPapa(text, comma, 5)).result).toEqual({ error: 'CSV_QUOTE_NOT_CLOSED' });
    expect(await reference(text, comma)).toEqual({ error: 'CSV_QUOTE_NOT_CLOSED' });
  });
});

describe('papaparse path: records across many pieces', () => {
  it('reads a long quoted value with line breaks (the held record is tried again as the text doubles)', async () => {
    const text = `a,b\n1,"${'line,\n'.repeat(20_000)}"\n2,3\n`;
    const { result, fallbacks } = await viaPapa(text, comma, 1000);
    expect(result).toEqual(await reference(text, comma));
    expect(fallbacks).toEqual([]);
  });

  it('refuses an open quoted value with line breaks past the limit', async () => {
    const { result } = await viaPapa(`a,b\n1,"${'line\n'.repeat(40)}`, comma, 7, 100);
    expect(result).toEqual({ error: tabularMessages.recordTooLarge(2) });
  });

  it('does not take short records after a long held one for one record past the limit', async () => {
    const text = `a\n"${'xxxx\n'.repeat(12)}"\n${'bb\n'.repeat(30)}`;
    const { result } = await viaPapa(text, comma, 8, 100);
    expect(result).toEqual(await reference(text, comma, 100));
    expect('records' in result && result.records).toHaveLength(32);
  });
});

describe('papaparse path: limits', () => {
  it('refuses a record left open past the limit, counting its bytes', async () => {
    const { result } = await viaPapa(`a,b\n1,"${'é'.repeat(60)}`, comma, 7, 100);
    expect(result).toEqual({ error: tabularMessages.recordTooLarge(2) });
  });

  it('refuses a whole record over the limit that arrived in one piece, like csv-parse', async () => {
    const text = `a,b\n1,2\n3,${'y'.repeat(150)}\n4,5\n`;
    expect((await viaPapa(text, comma, 10_000, 100)).result).toEqual({ error: tabularMessages.recordTooLarge(3) });
    expect(await reference(text, comma, 100)).toEqual({ error: 'CSV_MAX_RECORD_SIZE' });
    expect((await viaPapa(text, comma, 10_000, 200)).result).toEqual(await reference(text, comma, 200));
  });
});

describe('papaparse path equals csv-parse (property)', () => {
  const dialect = fc.record({
    delimiter: fc.constantFrom<Delimiter>(',', ';', '\t', '|'),
    newline: fc.constantFrom<LineEnding>('\n', '\r\n', '\r'),
  });
  const unit = fc.constantFrom('a', 'b', 'é', '"', ',', ';', '\t', '|', ' ', '\r', '\n');

  it('on well-formed CSVs (quotes, delimiters and line breaks in values, empty lines, ragged rows, BOM) without falling back', async () => {
    // A quote followed by whitespace would (rightly) send the text to csv-parse: left out here.
    const value = fc.string({ unit, maxLength: 8 }).filter((v) => !/^\s|"\s/.test(v));
    const csv = fc.record({
      dialect,
      rows: fc.array(fc.array(fc.tuple(value, fc.boolean()), { maxLength: 6 }), { maxLength: 30 }),
      finalNewline: fc.boolean(),
      bom: fc.boolean(),
      chunkSizes: fc.array(fc.integer({ min: 1, max: 64 }), { minLength: 1, maxLength: 6 }),
    });
    await fc.assert(
      fc.asyncProperty(csv, async ({ dialect, rows, finalNewline, bom, chunkSizes }) => {
        const { delimiter, newline } = dialect;
        const field = ([v, quote]: [string, boolean]) =>
          quote || /["\r\n]/.test(v) || v.includes(delimiter) ? `"${v.replaceAll('"', '""')}"` : v;
        const text = (bom ? '\ufeff' : '') + rows.map((r) => r.map(field).join(delimiter)).join(newline) + (finalNewline ? newline : '');
        const { result, fallbacks } = await viaPapa(text, dialect, chunkSizes);
        expect(fallbacks).toEqual([]);
        expect(result).toEqual(await reference(text, dialect));
      }),
      { numRuns: 400 },
    );
  });

  it('on any text (malformed quotes included), falling back where papaparse would differ', async () => {
    const csv = fc.record({
      dialect,
      text: fc.string({ unit, maxLength: 200 }),
      chunkSizes: fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 6 }),
    });
    await fc.assert(
      fc.asyncProperty(csv, async ({ dialect, text, chunkSizes }) => {
        expect((await viaPapa(text, dialect, chunkSizes)).result).toEqual(await reference(text, dialect));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('openCsvRecords hands a malformed file over to csv-parse without losing a byte', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'leadsift-papa-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const readAll = async (source: string | ReturnType<typeof toStream>) => {
    const opened = await openCsvRecords(source, tabularLimits);
    const records: string[][] = [];
    for (let next = await opened.chunks.next(); !next.done; next = await opened.chunks.next()) records.push(...(next.value as string[][]));
    await opened.close();
    return records;
  };
  const referenceOf = (text: string) => {
    const sample = text.slice(0, 64 * 1024);
    return parse(text, referenceOptions(sniffDelimiter(sample), lineEndings(sample))) as string[][];
  };
  /** A header, 12,000 good rows and `"x"y,2` as line `at + 1`; CRLF line ends. */
  const malformed = (at: number) => {
    const lines = ['id,name,flag', ...goodRows(12_000, '\r\n').split('\r\n')];
    lines.splice(at, 0, '"x"y,2');
    return lines.join('\r\n');
  };

  it.each([
    ['UTF-8, after 10,000 rows', 10_001, 'utf-8'],
    ['UTF-8, in the first row', 0, 'utf-8'],
    ['Windows-1252, after 10,000 rows', 10_001, 'latin1'],
  ] as const)('%s: as a path and as a stream cut every 7 bytes (inside characters)', async (_name, at, encoding) => {
    const text = malformed(at);
    const bytes = Buffer.from(text, encoding);
    const file = path.join(dir, `${encoding}-${at}.csv`);
    writeFileSync(file, bytes);
    const expected = referenceOf(text);
    expect(expected).toContainEqual(['"x"y', '2']);
    expect(await readAll(file)).toEqual(expected);
    expect(await readAll(toStream(bytes, 7))).toEqual(expected);
  });
});
