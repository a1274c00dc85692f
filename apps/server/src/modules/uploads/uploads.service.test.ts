import { Readable } from 'node:stream';
import { personalCaller } from '../membership/membership.service.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { postFile, storedFiles } from './uploads.test-helpers.ts';
import { createFairLimiter } from '../../lib/fair-limiter.ts';
import { ingestUpload } from './upload-receive.ts';
import { deleteUpload, getUpload, getUploadColumns, sweepAbandonedUploads, type UploadDeps } from './uploads.service.ts';

describe('uploads service', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let other: TestUser;
  let fileId: string;

  beforeAll(async () => {
    ctx = await createTestApp({ work: false });
    owner = await createTestUser(ctx);
    other = await createTestUser(ctx);
    fileId = (await postFile(ctx, owner, 'leads.csv', 'Company,Website\nAcme,acme.com\n')).json().fileId;
  });
  afterAll(() => ctx.close());

  it("gives an upload to its owner only; another user's or a malformed id reads as null", async () => {
    expect(await getUpload(ctx.runtime.db, owner.id, fileId)).toMatchObject({ id: fileId, columns: ['Company', 'Website'] });
    expect(await getUpload(ctx.runtime.db, other.id, fileId)).toBeNull();
    expect(await getUpload(ctx.runtime.db, owner.id, 'filter_123')).toBeNull();
    expect(await getUpload(ctx.runtime.db, owner.id, '00000000-0000-0000-0000-000000000000')).toBeNull();
    expect(await getUploadColumns(ctx.runtime.db, fileId)).toEqual(['Company', 'Website']);
    expect(await getUploadColumns(ctx.runtime.db, 'nope')).toEqual([]);
  });

  it('hides an upload still being written', async () => {
    await ctx.runtime.db.update(uploads).set({ status: 'ingesting' }).where(eq(uploads.id, fileId));
    expect(await getUpload(ctx.runtime.db, owner.id, fileId)).toBeNull();
    await ctx.runtime.db.update(uploads).set({ status: 'ready' }).where(eq(uploads.id, fileId));
  });

  it('sweeps uploads abandoned mid-ingest (row and file), not recent ones', async () => {
    const stored = await ctx.runtime.storage.put(Readable.from(['a\n1\n']), { extension: 'csv' });
    const base = {
      workspaceId: owner.id,
      userId: owner.id,
      purpose: 'filter' as const,
      originalName: 'x.csv',
      fileKey: stored.key,
      format: 'csv' as const,
      sizeBytes: 4,
      columns: ['a'],
    };
    await ctx.runtime.db.insert(uploads).values({ ...base, createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000) });
    const recent = await ctx.runtime.storage.put(Readable.from(['a\n1\n']), { extension: 'csv' });
    await ctx.runtime.db.insert(uploads).values({ ...base, fileKey: recent.key });
    const before = storedFiles(ctx).length;
    expect(await sweepAbandonedUploads(ctx.runtime)).toBe(1);
    expect(storedFiles(ctx)).toHaveLength(before - 1);
    expect(await ctx.runtime.db.$count(uploads, eq(uploads.status, 'ingesting'))).toBe(1);
  });

  it('deletes an upload of its owner with its file', async () => {
    const id = (await postFile(ctx, owner, 'del.csv', 'a\n1\n')).json().fileId;
    const upload = await getUpload(ctx.runtime.db, owner.id, id);
    expect(await deleteUpload(ctx.runtime, other.id, id)).toBe(false);
    expect(await deleteUpload(ctx.runtime, owner.id, id)).toBe(true);
    expect(storedFiles(ctx)).not.toContain(ctx.runtime.storage.localPath(upload!.fileKey));
    expect(await getUpload(ctx.runtime.db, owner.id, id)).toBeNull();
  });

  it('reads a CSV while it arrives when a stream slot is free, and stores it first when they are taken', async () => {
    const slots = createFairLimiter({ running: 1, waiting: 4, retryAfterSeconds: 1, busyMessage: 'busy' });
    const streamSlots = createFairLimiter({ running: 1, waiting: 0, retryAfterSeconds: 1, busyMessage: 'busy' });
    const deps: UploadDeps = { db: ctx.runtime.db, storage: ctx.runtime.storage, maxUploadMb: 10, slots, streamSlots };
    const csv = 'Company,Country\n' + Array.from({ length: 12_000 }, (_, i) => `C${i},DE`).join('\n');
    const events: string[] = [];
    const progress = { onStored: () => events.push('stored'), onWaiting: () => events.push('waiting'), onRows: () => events.push('rows') };
    const file = () => ({ filename: 'leads.csv', mimetype: 'text/csv', stream: Readable.from([Buffer.from(csv)]) });

    // A free slot: the parse runs while the body arrives; rows are written before or as it is stored.
    const streamed = await ingestUpload(deps, await personalCaller(ctx.runtime.db, owner.id), 'filter', file(), progress);
    expect(streamed.upload).toMatchObject({ status: 'ready', rowCount: 12_000, sizeBytes: Buffer.byteLength(csv) });
    expect(events).toContain('stored');

    // The stream slot taken (a slow client holds it): the file is stored first and waits for an ingest
    // slot, saying so (nothing is read meanwhile); `stored` comes before any rows.
    const slow = await streamSlots.acquire(other.id);
    const held = await slots.acquire(other.id);
    events.length = 0;
    const waiting = ingestUpload(deps, await personalCaller(ctx.runtime.db, owner.id), 'filter', file(), progress);
    await new Promise((r) => setTimeout(r, 100));
    expect(events).toEqual(['stored', 'waiting']);
    expect(slots.waiting).toBe(1);
    held();
    const stored = await waiting;
    expect(stored.upload).toMatchObject({ status: 'ready', rowCount: 12_000, sizeBytes: Buffer.byteLength(csv) });
    expect(events.slice(0, 2)).toEqual(['stored', 'waiting']);
    expect(events.filter((e) => e === 'rows').length).toBeGreaterThanOrEqual(2);
    slow();
  });
});
