// What reading a workbook may hold and do is bounded by what it holds, not by its bytes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import {
  blankRows,
  entityExpansion,
  externalEntity,
  hugeTextNode,
  plainWorkbook,
  richTextStrings,
  sparseXfdRows,
  wideHeavyRow,
} from '../../test/hostile-xlsx.ts';
import { tabularMessages, xlsxLimits } from './errors.ts';
import { isPacked, unpackRows } from './packed-rows.ts';
import { parseAll, parseSource } from './parse.test-helpers.ts';
import { parseTabular } from './tabular.ts';
import { openXlsxRecords } from './xlsx.ts';
import { readSharedStrings } from './xlsx-strings.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'leadsift-bounds-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const save = (bytes: Buffer) => {
  const p = path.join(dir, `b${n++}.xlsx`);
  writeFileSync(p, bytes);
  return p;
};
const xml = (text: string) => Readable.from([Buffer.from(text)]);
const sst = (items: string) => xml(`<sst>${items}</sst>`);

describe('shared strings', () => {
  it('flattens rich text as it reads, leaves phonetic guides out, and keeps every string', async () => {
    const strings = await readSharedStrings(
      sst(
        '<si><t>plain</t></si><si><r><rPr><b/></rPr><t>Acme </t></r><r><t>GmbH</t></r></si><si><r><t/></r></si><si><t>東京</t><rPh><t>とうきょう</t></rPh></si>',
      ),
    );
    expect([0, 1, 2, 3, 4].map((i) => strings.get(i))).toEqual(['plain', 'Acme GmbH', '', '東京', '']);
    expect(strings.count).toBe(4);
  });

  it('refuses more strings than the count, or more text than the bytes, whatever the XML weighs', async () => {
    const limits = { maxStrings: 1000, maxBytes: 1000 };
    await expect(readSharedStrings(sst('<si><r><t/></r></si>'.repeat(1001)), limits)).rejects.toThrow(tabularMessages.tooManyStrings(1000));
    expect((await readSharedStrings(sst('<si><r><t/></r></si>'.repeat(1000)), limits)).count).toBe(1000);
    await expect(readSharedStrings(sst(`<si><t>${'é'.repeat(501)}</t></si>`), limits)).rejects.toThrow(
      tabularMessages.stringsTooLarge(1000),
    );
  });

  it('reads a workbook of 200,000 tiny rich-text strings, and refuses one past the count with a message that suggests CSV', async () => {
    expect((await parseSource(save(richTextStrings(200_000)), { format: 'xlsx' })).rows).toEqual([['Acme']]);
    const over = richTextStrings(xlsxLimits.sharedStrings.maxStrings + 1);
    await expect(parseSource(save(over), { format: 'xlsx' })).rejects.toThrow(
      tabularMessages.tooManyStrings(xlsxLimits.sharedStrings.maxStrings),
    );
    expect(tabularMessages.tooManyStrings(1)).toContain('CSV');
  }, 120_000);
});

describe('work per cell present', () => {
  it('reads 100,000 rows that each have an empty cell at XFD as one column, in seconds', async () => {
    const started = Date.now();
    const { columns, rows } = await parseSource(save(sparseXfdRows(100_000)), { format: 'xlsx' });
    expect(columns).toEqual(['Company']);
    expect(rows).toHaveLength(100_000);
    // exceljs took 139 s of CPU for this file (16,384 cells a row); this is per cell present.
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('refuses a value beyond column 1,000 at once', async () => {
    await expect(parseSource(save(sparseXfdRows(100_000, 'x')), { format: 'xlsx' })).rejects.toThrow(
      tabularMessages.valueTooFarRight(xlsxLimits.maxCellColumn),
    );
  });

  it("counts blank rows: past Excel's 1,048,576 rows the sheet is refused", async () => {
    expect(await parseSource(save(blankRows(50_000)), { format: 'xlsx' }).catch((e: Error) => e.message)).toBe(tabularMessages.headerOnly);
    const far = save(blankRows(xlsxLimits.maxSheetRows));
    await expect(parseSource(far, { format: 'xlsx' })).rejects.toThrow(tabularMessages.tooManySheetRows(xlsxLimits.maxSheetRows));
  }, 120_000);

  it('counts blank lines of a CSV too', async () => {
    await expect(parseAll(`a\n1\n${'\n'.repeat(20)}2\n`, { limits: { maxBlankRows: 10 } })).rejects.toThrow(
      tabularMessages.tooManyBlankRows(10),
    );
    expect((await parseAll(`a\n1\n${'\n'.repeat(10)}2\n`, { limits: { maxBlankRows: 10 } })).rows).toEqual([['1'], ['2']]);
  });
});

describe('refused with the right message', () => {
  it('a huge text node is too large, not damaged', async () => {
    await expect(parseSource(save(hugeTextNode(20)), { format: 'xlsx' })).rejects.toThrow(tabularMessages.valueTooLarge);
  });

  it.each([
    ['entity expansion ("billion laughs")', entityExpansion()],
    ['an external entity', externalEntity()],
  ])('%s: a DOCTYPE is not supported', async (_name, bytes) => {
    await expect(parseSource(save(bytes), { format: 'xlsx' })).rejects.toThrow(tabularMessages.xmlDoctype);
  });

  it('a file that escapes every bound ends its worker (heap cap) with a 400, and the next file reads', async () => {
    const file = save(wideHeavyRow(48));
    const error = await openXlsxRecords(file, { heapMb: 32 })
      .then(async (opened) => {
        for (let next = await opened.chunks.next(); !next.done; next = await opened.chunks.next());
        await opened.close();
      })
      .then(
        () => null,
        (err: Error & { statusCode?: number }) => err,
      );
    expect(error?.message).toBe(tabularMessages.outOfMemory);
    expect(error?.statusCode).toBe(400);
    expect((await parseSource(save(plainWorkbook(3)), { format: 'xlsx' })).rows).toHaveLength(3);
  }, 60_000);

  it('one workbook worker at a time: a second read starts when the first has ended, or gives up at its deadline', async () => {
    expect(xlsxLimits.workersAtOnce).toBe(1);
    const first = await openXlsxRecords(save(plainWorkbook(3)));
    let secondOpened = false;
    const second = openXlsxRecords(save(plainWorkbook(2))).then((opened) => {
      secondOpened = true;
      return opened;
    });
    const deadline = new AbortController();
    const third = openXlsxRecords(save(plainWorkbook(1)), { signal: deadline.signal });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(secondOpened).toBe(false);
    deadline.abort();
    await expect(third).rejects.toThrow(tabularMessages.tooSlow);
    await first.close();
    const opened = await second;
    let rows = 0;
    for (let next = await opened.chunks.next(); !next.done; next = await opened.chunks.next())
      rows += isPacked(next.value) ? unpackRows(next.value).length : next.value.length;
    expect(rows).toBe(3);
  });

  it('a read past its deadline ends with "takes too long", its worker ended', async () => {
    const deadline = new AbortController();
    const table = await parseTabular(save(sparseXfdRows(200_000)), { format: 'xlsx', deadline: deadline.signal });
    const rows = table.rows[Symbol.asyncIterator]();
    await rows.next();
    deadline.abort();
    await expect(
      (async () => {
        for (let next = await rows.next(); !next.done; next = await rows.next());
      })(),
    ).rejects.toThrow(tabularMessages.tooSlow);
    await table.close();
  });
});
