import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TabularError } from './errors.ts';
import { parseAll, parseSource } from './parse.test-helpers.ts';

// Whatever bytes arrive, parsing ends with rows or a TabularError (a 400) — never another error, a hang or a crash.
const acceptedOrRefused = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (err) {
    if (!(err instanceof TabularError)) throw err;
  }
};

describe('robustness', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'leadsift-fuzz-'));
  let workbook: Buffer;
  beforeAll(async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Leads');
    ws.addRows([
      ['Company', 'Founded', 'Score'],
      ['Acme', new Date(Date.UTC(2001, 1, 3)), { formula: '1+1', result: 2 }],
      ['Initech', new Date(Date.UTC(1999, 5, 6)), 7],
    ]);
    workbook = Buffer.from(await wb.xlsx.writeBuffer());
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('survives damaged workbooks (bytes overwritten anywhere)', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }), async (edits) => {
        const bytes = Buffer.from(workbook);
        for (const [at, value] of edits) bytes[at % bytes.length] = value;
        const file = path.join(dir, `w${n++}.xlsx`);
        writeFileSync(file, bytes);
        // The reader itself (a worker per file would dominate 60 tiny reads; the worker has its own tests).
        await acceptedOrRefused(() => parseSource(file, { format: 'xlsx', inThread: true }));
      }),
      { numRuns: 60 },
    );
  });

  it('survives arbitrary bytes as CSV', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2000 }), async (bytes) => {
        await acceptedOrRefused(() => parseAll(Buffer.from(bytes), { chunkSize: 97 }));
      }),
      { numRuns: 200 },
    );
  });

  it('survives arbitrary text as CSV, keeping every row as wide as the columns', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: fc.constantFrom('a', 'b', ',', ';', '"', '\n', '\r', ' ', '\t', 'é'), maxLength: 300 }),
        async (text) => {
          try {
            const { columns, rows } = await parseAll(text, { chunkSize: 13 });
            expect(rows.every((r) => r.length <= columns.length)).toBe(true);
            expect(rows.at(-1)?.length).toBe(columns.length);
          } catch (err) {
            if (!(err instanceof TabularError)) throw err;
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
