import { utimesSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { storedFiles } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { startS3Server, type S3Server } from '../../test/s3-server.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { uploadCsv } from '../filter/filter.test-helpers.ts';
import { call } from '../research/research.test-helpers.ts';
import { uploadsRetentionJob } from './uploads-files.jobs.ts';
import { sweepExpiredUploads, sweepOrphanFiles } from './uploads-files.service.ts';
import { storedKeys } from './uploads-files.test-helpers.ts';

// UPLOAD_RETENTION_DAYS and the start-up sweep of stored files no upload names, on the
// store the driver uses (FILES_DIR on PGlite, PostgreSQL chunks on PostgreSQL) and on S3.
for (const store of ['driver', 's3'] as const) {
  describe(`retention and orphan sweep (${testDriver}, ${store === 's3' ? 'S3' : 'its own store'})`, () => {
    let ctx: TestContext;
    let s3: S3Server | undefined;
    let user: TestUser;

    beforeAll(async () => {
      s3 = store === 's3' ? await startS3Server() : undefined;
      ctx = await createTestApp({ work: false, sharedFiles: true, ...(s3 ? { env: s3.env } : {}) });
      user = await createTestUser(ctx);
    });
    afterAll(async () => {
      await ctx?.close();
      await s3?.close();
    });

    const exec = (query: ReturnType<typeof sql>) => ctx.runtime.db.execute(query);
    const uploadIds = async () =>
      ((await exec(sql`SELECT id::text AS id FROM uploads WHERE user_id = ${user.id}`)) as unknown as { rows: { id: string }[] }).rows
        .map((r) => r.id)
        .sort();
    const age = (id: string, days: number) =>
      exec(sql`UPDATE uploads SET created_at = now() - make_interval(days => ${days}) WHERE id = ${id}`);
    const filterJob = async (fileId: string, name: string, status: string, daysAgo: number) => {
      const res = await call(ctx, user, 'POST', '/api/filter', {
        jobName: name,
        fileId,
        selectedColumns: ['Industry'],
        filterConfig: { columnConfig: { Industry: { instructions: 'Keep: software' } } },
      });
      expect(res.statusCode, res.body).toBe(200);
      const id = res.json().filterId as string;
      await exec(sql`UPDATE filter_jobs SET status = ${status}, updated_at = now() - make_interval(days => ${daysAgo}) WHERE id = ${id}`);
      return id;
    };
    const csv = 'Company,Industry\nAcme,software\n';

    it('UPLOAD_RETENTION_DAYS deletes uploads nothing has used for that long, with their finished jobs and files', async () => {
      const unused = (await uploadCsv(ctx, user, 'unused.csv', csv)).fileId;
      const oldJob = (await uploadCsv(ctx, user, 'old-job.csv', csv)).fileId;
      const recentJob = (await uploadCsv(ctx, user, 'recent-job.csv', csv)).fileId;
      const paused = (await uploadCsv(ctx, user, 'paused.csv', csv)).fileId;
      const fresh = (await uploadCsv(ctx, user, 'fresh.csv', csv)).fileId;
      for (const id of [unused, oldJob, recentJob, paused]) await age(id, 40);
      await age(fresh, 5);
      const finished = await filterJob(oldJob, 'Old run', 'completed', 35);
      await filterJob(recentJob, 'Recent run', 'completed', 2);
      await filterJob(paused, 'Paused run', 'paused', 35);
      const files = await storedKeys(ctx);
      expect(files).toHaveLength(5);

      // Unset: the daily job does nothing.
      await uploadsRetentionJob.handler({}, ctx.runtime, { id: 'x', retryCount: 0, retryLimit: 0 });
      expect(await uploadIds()).toHaveLength(5);

      const runtime = { ...ctx.runtime, config: { ...ctx.runtime.config, UPLOAD_RETENTION_DAYS: 30 } };
      await uploadsRetentionJob.handler({}, runtime, { id: 'x', retryCount: 0, retryLimit: 0 });
      expect(await uploadIds()).toEqual([recentJob, paused, fresh].sort());
      expect((await call(ctx, user, 'GET', `/api/progress/${finished}`)).statusCode).toBe(404);
      expect(await storedKeys(ctx)).toHaveLength(3);
      // A second run finds nothing more; a shorter retention reaches the fresh one (its job-less 5 days).
      expect(await sweepExpiredUploads(ctx.runtime, 30)).toBe(0);
      expect(await sweepExpiredUploads(ctx.runtime, 3)).toBe(1);
      expect(await uploadIds()).toEqual([recentJob, paused].sort());
    });

    it('removes stored files no upload names once they are an hour old, and keeps every upload’s file', async () => {
      const kept = (await uploadCsv(ctx, user, 'kept.csv', csv)).fileId;
      const before = await storedKeys(ctx);
      // A crash between storing a file and writing its upload row leaves such a file.
      const orphan = await ctx.runtime.storage.put(Readable.from([Buffer.from('left,behind\n')]), { extension: 'csv' });
      expect(await storedKeys(ctx)).toEqual([...before, orphan.key].sort());
      // Too young: an upload may be storing it right now.
      expect(await sweepOrphanFiles(ctx.runtime)).toBe(0);
      expect(await sweepOrphanFiles(ctx.runtime, 60 * 60 * 1000, Date.now() + 2 * 60 * 60 * 1000)).toBe(1);
      expect(await storedKeys(ctx)).toEqual(before);
      const res = await call(ctx, user, 'GET', '/api/uploads');
      expect(res.json().uploads.map((u: { id: string }) => u.id)).toContain(kept);
    });

    it.runIf(store === 'driver')('the start-up sweep removes them', async () => {
      const before = await storedKeys(ctx);
      const orphan = await ctx.runtime.storage.put(Readable.from([Buffer.from('crash\n')]), { extension: 'csv' });
      // Written two hours ago.
      const then = new Date(Date.now() - 2 * 60 * 60 * 1000);
      if (ctx.runtime.storage.kind === 'local') utimesSync(ctx.runtime.storage.localPath(orphan.key), then, then);
      else
        await ctx.runtime.db
          .update(storedFiles)
          .set({ createdAt: then })
          .where(sql`${storedFiles.key} = ${orphan.key}`);
      const restarted = await buildApp(ctx.runtime, { webDistDir: path.join(ctx.dataDir, 'no-web') });
      await restarted.ready();
      await restarted.close();
      expect(await storedKeys(ctx)).toEqual(before);
    });
  });
}
