import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDriver } from '../test/test-db.ts';
import { createTestApp, type TestContext } from '../test/test-runtime.ts';
import { queryRows, textArray } from './client.ts';

describe(`textArray, an inlined text[] constant (${testDriver})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('gives back exactly the values it was given, whatever they contain', async () => {
    const values = [
      "O'Brien",
      "'); DROP TABLE uploads; --",
      'back\\slash',
      'say "hi"',
      '{a,b}',
      'NULL',
      '',
      ' x ',
      'Zürich 東京',
      '$$',
      "E'\\''",
    ];
    const rows = await queryRows<{ v: string | null; n: number }>(
      ctx.runtime.db,
      sql`SELECT v, n::int FROM unnest(${textArray(values)}) WITH ORDINALITY AS t(v, n) ORDER BY n`,
    );
    expect(rows.map((r) => r.v)).toEqual(values);
    const [tables] = await queryRows<{ n: number }>(ctx.runtime.db, sql`SELECT count(*)::int AS n FROM uploads`);
    expect(tables?.n).toBe(0);
  });

  it('is an empty array for no values', async () => {
    const [row] = await queryRows<{ n: number }>(ctx.runtime.db, sql`SELECT cardinality(${textArray([])})::int AS n`);
    expect(row?.n).toBe(0);
  });
});
