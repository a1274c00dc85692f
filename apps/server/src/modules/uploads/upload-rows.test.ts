import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.ts';
import { createTestUser } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { PackedBuilder, type RowBatch } from '../../files/parse/packed-rows.ts';
import { packedRowReserve } from '../../files/copy-binary.ts';
import { storableCell } from '../../files/copy-binary.ts';
import { writeRows } from './upload-rows.ts';

/** The rows in batches of `size`; with `packed`, every other batch comes packed (as a CSV's rows reach an ingest). */
async function* batches(rows: string[][], size: number, packed = false): AsyncGenerator<RowBatch> {
  for (let i = 0; i < rows.length; i += size) {
    const batch = rows.slice(i, i + size).map((r) => [...r]);
    if (!packed || (i / size) % 2 === 1) {
      yield batch;
      continue;
    }
    const builder = new PackedBuilder(packedRowReserve, 64);
    for (const row of batch) builder.addRow(row);
    yield builder.done();
  }
}

describe('storableCell', () => {
  it('drops NUL and replaces lone surrogates, leaving everything else as is', () => {
    expect(storableCell('a\u0000b')).toBe('ab');
    expect(storableCell('x\ud800y')).toBe('x\ufffdy');
    expect(storableCell(' 😀 "quoted" \\ ')).toBe(' 😀 "quoted" \\ ');
  });
});

describe('writeRows', () => {
  let ctx: TestContext;
  let uploadId: string;

  beforeAll(async () => {
    ctx = await createTestApp({ work: false });
    const user = await createTestUser(ctx);
    const [row] = await ctx.runtime.db
      .insert(uploads)
      .values({
        workspaceId: user.id,
        userId: user.id,
        purpose: 'filter',
        originalName: 'x.csv',
        fileKey: 'k',
        format: 'csv',
        sizeBytes: 1,
        columns: ['a', 'b'],
      })
      .returning();
    uploadId = row!.id;
  });
  afterAll(() => ctx.close());

  it.each([
    ['as strings', false],
    ['as strings and packed', true],
  ])('numbers rows given %s from 0 across statements of at most maxRows rows / maxCells cells', async (_name, packed) => {
    await ctx.runtime.db.execute(sql`DELETE FROM upload_rows WHERE upload_id = ${uploadId}`);
    const rows = Array.from({ length: 23 }, (_, i) => [`r${i}`, i % 2 ? '' : 'x,"y"\n\\z']);
    const written = await writeRows(ctx.runtime.db, uploadId, batches(rows, 4, packed), { maxRows: 5, maxCells: 7 });
    expect(written).toBe(23);
    const stored = (await ctx.runtime.db.execute(
      sql`SELECT row_index, cells FROM upload_rows WHERE upload_id = ${uploadId} ORDER BY row_index`,
    )) as unknown as {
      rows: { row_index: number; cells: string[] }[];
    };
    expect(stored.rows.map((r) => r.cells)).toEqual(rows);
    expect(stored.rows.map((r) => r.row_index)).toEqual(rows.map((_, i) => i));
  });

  it.each([
    ['as strings', false],
    ['as strings and packed', true],
  ])('stores any cells %s exactly as storableCell leaves them (property, round trip through COPY)', async (_name, packed) => {
    const cell = fc.oneof(
      fc.constantFrom('', 'NULL', 'null', '\\N', '\\.', ' ', '{}', '{"a",b}', 'a,b', '"', '\\', '\u0000x', '\ud800'),
      fc.string({ unit: fc.constantFrom('"', '\\', '{', '}', ',', ' ', '\t', '\n', '\r', 'N', 'L', 'a', 'é', '😀', '\u0000') }),
      fc.string({ unit: 'binary', maxLength: 12 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(cell, { maxLength: 6 }), { minLength: 1, maxLength: 12 }), async (rows) => {
        await ctx.runtime.db.execute(sql`DELETE FROM upload_rows WHERE upload_id = ${uploadId}`);
        const written = await writeRows(ctx.runtime.db, uploadId, batches(rows, 3, packed), { maxRows: 4, maxCells: 10 });
        expect(written).toBe(rows.length);
        const stored = (await ctx.runtime.db.execute(
          sql`SELECT row_index, cells FROM upload_rows WHERE upload_id = ${uploadId} ORDER BY row_index`,
        )) as unknown as { rows: { row_index: number; cells: string[] }[] };
        expect(stored.rows.map((r) => r.cells)).toEqual(rows.map((r) => r.map(storableCell)));
        expect(stored.rows.map((r) => r.row_index)).toEqual(rows.map((_, i) => i));
      }),
      { numRuns: 40 },
    );
  });

  it('rejects when a statement fails, after every started statement has settled', async () => {
    // Rows 0… of this upload exist already: the second statement repeats row 2's key.
    await ctx.runtime.db.execute(sql`DELETE FROM upload_rows WHERE upload_id = ${uploadId}`);
    await ctx.runtime.db.execute(sql`INSERT INTO upload_rows (upload_id, row_index, cells) VALUES (${uploadId}, 2, '{x}')`);
    const rows = Array.from({ length: 10 }, (_, i) => [`r${i}`]);
    await expect(writeRows(ctx.runtime.db, uploadId, batches(rows, 3), { maxRows: 2, maxCells: 100 })).rejects.toThrow();
    // PostgreSQL: the connection held for the COPY statements is not kept.
    const client = (ctx.runtime.db as { $client?: unknown }).$client;
    if (client instanceof pg.Pool) expect(client.totalCount - client.idleCount).toBe(0);
  });

  it("removes an upload's rows with the upload (a trigger, not a foreign key), and only its rows", async () => {
    const db = ctx.runtime.db;
    const user = await createTestUser(ctx);
    const make = async () => {
      const [row] = await db
        .insert(uploads)
        .values({
          workspaceId: user.id,
          userId: user.id,
          purpose: 'filter',
          originalName: 'y.csv',
          fileKey: `k-${Math.random()}`,
          format: 'csv',
          sizeBytes: 1,
          columns: ['a'],
        })
        .returning();
      await writeRows(db, row!.id, batches([['1'], ['2'], ['3']], 2));
      return row!.id;
    };
    const [gone, kept, alsoGone] = [await make(), await make(), await make()];
    const count = async (id: string) =>
      ((await db.execute(sql`SELECT count(*)::int AS n FROM upload_rows WHERE upload_id = ${id}`)) as unknown as { rows: { n: number }[] })
        .rows[0]!.n;
    await db.execute(sql`DELETE FROM uploads WHERE id IN (${gone}, ${alsoGone})`);
    expect([await count(gone), await count(kept), await count(alsoGone)]).toEqual([0, 3, 0]);
    // Deleting the workspace (here the user's personal one, ADR 0067) cascades to the uploads, and from there to the rows.
    await db.execute(sql`DELETE FROM workspaces WHERE id = ${user.id}`);
    expect(await count(kept)).toBe(0);
  });
});
