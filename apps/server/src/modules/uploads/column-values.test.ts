import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { postFile } from './uploads.test-helpers.ts';
import { ensureColumnValues, getUpload } from './uploads.service.ts';

type ValueRow = { column_index: number; value: string; frequency: number };

describe('ensureColumnValues', () => {
  let ctx: TestContext;
  let user: TestUser;
  let fileId: string;
  // 3 columns: industry (skewed), country, a unique id; one blank industry cell.
  const industries = ['Software', 'Software', 'Retail', 'Software', '', 'Retail', 'Banking', 'Software'];
  const csv = 'Industry,Country,Id\n' + industries.map((ind, i) => `${ind},${i % 2 ? 'DE' : 'US'},${i}`).join('\n') + '\n';

  beforeAll(async () => {
    ctx = await createTestApp({ work: false });
    user = await createTestUser(ctx);
    fileId = (await postFile(ctx, user, 'leads.csv', csv)).json().fileId;
  });
  afterAll(() => ctx.close());

  const values = async () =>
    (
      (await ctx.runtime.db.execute(
        sql`SELECT column_index, value, frequency FROM upload_values WHERE upload_id = ${fileId} ORDER BY column_index, frequency DESC, value`,
      )) as unknown as { rows: ValueRow[] }
    ).rows;
  const ready = async () => (await ctx.runtime.db.select({ v: uploads.valuesReady }).from(uploads).where(eq(uploads.id, fileId)))[0]?.v;

  it('computes nothing until asked', async () => {
    expect(await values()).toEqual([]);
    expect(await ready()).toEqual([]);
  });

  it('records each distinct value of the asked columns with its frequency (blank cells included)', async () => {
    await ensureColumnValues(ctx.runtime.db, fileId, [0]);
    expect(await values()).toEqual([
      { column_index: 0, value: 'Software', frequency: 4 },
      { column_index: 0, value: 'Retail', frequency: 2 },
      { column_index: 0, value: '', frequency: 1 },
      { column_index: 0, value: 'Banking', frequency: 1 },
    ]);
    expect(await ready()).toEqual([0]);
  });

  it('is idempotent and only computes the columns not yet done, also when called concurrently', async () => {
    await Promise.all([
      ensureColumnValues(ctx.runtime.db, fileId, [0, 1]),
      ensureColumnValues(ctx.runtime.db, fileId, [1, 0]),
      ensureColumnValues(ctx.runtime.db, fileId, [1]),
    ]);
    const rows = await values();
    expect(rows.filter((r) => r.column_index === 0)).toHaveLength(4);
    expect(rows.filter((r) => r.column_index === 1)).toEqual([
      { column_index: 1, value: 'DE', frequency: 4 },
      { column_index: 1, value: 'US', frequency: 4 },
    ]);
    expect(await ready()).toEqual([0, 1]);
  });

  it('works inside a caller transaction', async () => {
    await ctx.runtime.db.transaction(async (tx) => {
      const upload = await getUpload(tx, user.id, fileId);
      await ensureColumnValues(tx, upload!.id, [2]);
    });
    const ids = (await values()).filter((r) => r.column_index === 2);
    expect(ids).toHaveLength(8);
    expect(ids.every((r) => r.frequency === 1)).toBe(true);
  });

  it('keeps values longer than an index entry allows', async () => {
    const long = 'x'.repeat(100_000);
    const id = (await postFile(ctx, user, 'long.csv', `Notes\n${long}\n${long}\nshort\n`)).json().fileId;
    await ensureColumnValues(ctx.runtime.db, id, [0]);
    const rows = (
      (await ctx.runtime.db.execute(
        sql`SELECT length(value) AS n, frequency FROM upload_values WHERE upload_id = ${id} ORDER BY frequency DESC`,
      )) as unknown as {
        rows: { n: number; frequency: number }[];
      }
    ).rows;
    expect(rows).toEqual([
      { n: 100_000, frequency: 2 },
      { n: 5, frequency: 1 },
    ]);
  });

  it('refuses a column the upload does not have', async () => {
    await expect(ensureColumnValues(ctx.runtime.db, fileId, [3])).rejects.toThrow(RangeError);
    await expect(ensureColumnValues(ctx.runtime.db, fileId, [-1])).rejects.toThrow(RangeError);
  });
});
