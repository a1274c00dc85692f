import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tiers, uploadReservations, uploads } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { startS3Server, type S3Server } from '../../test/s3-server.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { upsertTier } from '../credits/tiers.service.ts';
import { multipartBody } from './uploads.test-helpers.ts';
import { csvOfSize, storedKeys } from './uploads-files.test-helpers.ts';

// An upload that would pass the storage quota is refused before anything is stored when
// Content-Length tells its size, and stopped while it arrives otherwise, leaving nothing behind — on the
// store the driver uses (FILES_DIR on PGlite, PostgreSQL chunks on PostgreSQL) and on S3.
for (const store of ['driver', 's3'] as const) {
  describe(`storage quota on upload (${testDriver}, ${store === 's3' ? 'S3' : 'its own store'})`, () => {
    let ctx: TestContext;
    let s3: S3Server | undefined;
    let user: TestUser;
    let base: string;

    beforeAll(async () => {
      s3 = store === 's3' ? await startS3Server() : undefined;
      ctx = await createTestApp({ work: false, sharedFiles: true, ...(s3 ? { env: s3.env } : {}) });
      await upsertTier(ctx.runtime.db, { name: 'one_mb', displayName: 'One MB', creditsPerMonth: 100, maxWebsitesPerJob: 10 });
      await ctx.runtime.db
        .update(tiers)
        .set({ storageQuotaMb: 1 })
        .where(sql`${tiers.name} = 'one_mb'`);
      user = await createTestUser(ctx, { tier: 'one_mb' });
      base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await ctx?.close();
      await s3?.close();
    });

    const uploadsOf = async () =>
      (
        await ctx.runtime.db
          .select({ id: uploads.id })
          .from(uploads)
          .where(sql`${uploads.userId} = ${user.id}`)
      ).length;
    const expected = 'Your files use 700 KB of 1 MB — delete old lists in Files';

    it('accepts uploads within the quota, then refuses one whose Content-Length passes it before storing anything', async () => {
      if (store === 's3') expect(ctx.runtime.storage.kind).toBe('s3');
      const first = multipartBody('first.csv', csvOfSize(700 * 1024), 'text/csv');
      const ok = await fetch(`${base}/api/upload`, { method: 'POST', headers: { ...first.headers, ...user.headers }, body: first.payload });
      expect(ok.status, await ok.clone().text()).toBe(200);
      const keys = await storedKeys(ctx);
      expect(keys).toHaveLength(1);

      const second = multipartBody('second.csv', csvOfSize(400 * 1024), 'text/csv');
      const res = await fetch(`${base}/api/upload`, {
        method: 'POST',
        headers: { ...second.headers, ...user.headers },
        body: second.payload,
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ error: expected });
      expect(await storedKeys(ctx)).toEqual(keys);
      expect(await uploadsOf()).toBe(1);
    });

    it('stops an upload sent without Content-Length once it passes the quota, and leaves nothing behind', async () => {
      const keys = await storedKeys(ctx);
      const body = multipartBody('chunked.csv', csvOfSize(600 * 1024), 'text/csv');
      // A chunked body: the server only learns the size as the bytes arrive.
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < body.payload.length; at += 16 * 1024) controller.enqueue(body.payload.subarray(at, at + 16 * 1024));
          controller.close();
        },
      });
      const res = await fetch(`${base}/api/upload`, {
        method: 'POST',
        headers: { ...body.headers, ...user.headers },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expect(await res.json()).toEqual({ error: expected });
      expect(res.status).toBe(413);
      expect(await storedKeys(ctx)).toEqual(keys);
      expect(await uploadsOf()).toBe(1);
      // The server is fine and a small file still fits.
      const small = multipartBody('small.csv', 'Company\nAcme\n', 'text/csv');
      const ok = await fetch(`${base}/api/upload`, { method: 'POST', headers: { ...small.headers, ...user.headers }, body: small.payload });
      expect(ok.status).toBe(200);
      expect(await storedKeys(ctx)).toHaveLength(2);
    });

    it('the research upload route is held to the same quota', async () => {
      const body = multipartBody('sites.csv', csvOfSize(400 * 1024), 'text/csv');
      const res = await fetch(`${base}/api/research/upload`, {
        method: 'POST',
        headers: { ...body.headers, ...user.headers },
        body: body.payload,
      });
      expect(res.status).toBe(413);
      expect(((await res.json()) as { error: string }).error).toBe(expected);
    });
  });
}

// The room is reserved atomically, so uploads in flight at once cannot pass the quota together.
describe(`storage quota under concurrent uploads (${testDriver})`, () => {
  let ctx: TestContext;
  let base: string;
  beforeAll(async () => {
    ctx = await createTestApp({ work: false, sharedFiles: true, env: { UPLOAD_QUOTA_MB: '1' } });
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => ctx?.close());

  it('five 300 KB uploads at once: three fit in 1 MB, two get the 413, and nothing stays reserved', async () => {
    const user = await createTestUser(ctx);
    // A reservation left by a process that died mid-upload no longer counts once expired, and is removed.
    await ctx.runtime.db
      .insert(uploadReservations)
      .values({ workspaceId: user.id, userId: user.id, bytes: 1024 * 1024, expiresAt: new Date(Date.UTC(2000, 0, 1)) });
    const send = (i: number) => {
      const body = multipartBody(`part-${i}.csv`, csvOfSize(300 * 1024), 'text/csv');
      return fetch(`${base}/api/upload`, { method: 'POST', headers: { ...body.headers, ...user.headers }, body: body.payload });
    };
    const statuses = (await Promise.all([0, 1, 2, 3, 4].map(send))).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 413, 413]);
    const [stored] = await ctx.runtime.db
      .select({ bytes: sql<string>`coalesce(sum(${uploads.sizeBytes}), 0)` })
      .from(uploads)
      .where(sql`${uploads.userId} = ${user.id}`);
    expect(Number(stored!.bytes)).toBeLessThanOrEqual(1024 * 1024);
    expect(
      await ctx.runtime.db
        .select()
        .from(uploadReservations)
        .where(sql`${uploadReservations.userId} = ${user.id}`),
    ).toEqual([]);
  });
});
