// Hostile workbooks, generated here, are refused (or read) with the right message through the
// real app, leave nothing stored, and the server answers /healthz afterwards, also with two at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.ts';
import { tabularMessages, xlsxLimits } from '../../files/parse/index.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { entityExpansion, externalEntity, hugeTextNode, richTextStrings, sparseXfdRows, wideHeavyRow } from '../../test/hostile-xlsx.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { postFile, storedFiles } from './uploads.test-helpers.ts';

describe('hostile workbooks', () => {
  let ctx: TestContext;
  let user: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp({ work: false });
    user = await createTestUser(ctx);
  });
  afterAll(() => ctx.close());

  const healthy = async () => expect((await ctx.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
  const upload = (bytes: Buffer) => postFile(ctx, user, 'leads.xlsx', bytes);

  it.each([
    ['a huge text node (too large, not damaged)', () => hugeTextNode(24), tabularMessages.valueTooLarge],
    ['entity expansion', entityExpansion, tabularMessages.xmlDoctype],
    ['an external entity', externalEntity, tabularMessages.xmlDoctype],
    ['a value at XFD', () => sparseXfdRows(1000, 'x'), tabularMessages.valueTooFarRight(xlsxLimits.maxCellColumn)],
  ])('refuses %s with 400 and its message, keeps nothing, and stays up', async (_name, build, message) => {
    const answer = await upload(build());
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toEqual({ error: message });
    expect(storedFiles(ctx)).toEqual([]);
    await healthy();
  });

  it('reads sparse rows at XFD and rich-text shared strings under the cap', async () => {
    const sparse = await upload(sparseXfdRows(20_000));
    expect(sparse.statusCode, sparse.body).toBe(200);
    expect(sparse.json()).toMatchObject({ rowCount: 20_000, columns: ['Company'] });
    const rich = await upload(richTextStrings(500_000));
    expect(rich.statusCode, rich.body).toBe(200);
    expect(rich.json()).toMatchObject({ rowCount: 1, columns: ['Company'] });
    await healthy();
  });

  it('two at once: a file escaping every bound ends its worker, not the server, and one past the string count is refused', async () => {
    const before = await ctx.runtime.db.$count(uploads);
    const files = storedFiles(ctx).length;
    // 600 MB of 1 MB values in one row: each cell is within bounds, the row is past the worker's heap.
    const [heavy, strings] = await Promise.all([
      upload(wideHeavyRow(600)),
      upload(richTextStrings(xlsxLimits.sharedStrings.maxStrings + 1)),
    ]);
    expect([heavy.statusCode, heavy.json()]).toEqual([400, { error: tabularMessages.outOfMemory }]);
    expect([strings.statusCode, strings.json()]).toEqual([
      400,
      { error: tabularMessages.tooManyStrings(xlsxLimits.sharedStrings.maxStrings) },
    ]);
    expect(await ctx.runtime.db.$count(uploads)).toBe(before);
    expect(storedFiles(ctx)).toHaveLength(files);
    await healthy();
  }, 120_000);
});
