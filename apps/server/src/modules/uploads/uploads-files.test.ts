import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tiers } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { upsertTier } from '../credits/tiers.service.ts';
import { call, startResearch, uploadSites } from '../research/research.test-helpers.ts';
import { uploadCsv } from '../filter/filter.test-helpers.ts';
import { storageQuota } from './uploads-files.service.ts';
import { storedKeys } from './uploads-files.test-helpers.ts';

// The list of a user's uploads, deleting one with the jobs built on it, on the store the
// driver uses in production (FILES_DIR on PGlite, PostgreSQL chunks on PostgreSQL; S3 in the sweep tests).
describe(`GET /api/uploads and DELETE /api/uploads/:id (${testDriver})`, () => {
  let ctx: TestContext;
  let user: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    // No workers: a job stays `processing`, so deleting it refunds its credits as DELETE of the job does.
    ctx = await createTestApp({ work: false, sharedFiles: true });
    user = await createTestUser(ctx);
    other = await createTestUser(ctx);
  });
  afterAll(() => ctx.close());

  const list = async (who: TestUser) => {
    const res = await call(ctx, who, 'GET', '/api/uploads');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      uploads: Array<{
        id: string;
        name: string;
        rowCount: number;
        columnCount: number;
        sizeBytes: number;
        jobs: Array<Record<string, string>>;
      }>;
      storage: { usedBytes: number; quotaBytes: number | null };
    };
  };
  const rowsOf = async (id: string) =>
    Number(
      (
        (await ctx.runtime.db.execute(sql`SELECT count(*)::int AS n FROM upload_rows WHERE upload_id = ${id}`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n,
    );
  const startFilter = async (fileId: string, jobName: string) => {
    const res = await call(ctx, user, 'POST', '/api/filter', {
      jobName,
      fileId,
      selectedColumns: ['Industry'],
      reasoningText: 'We sell payroll software',
      filterConfig: { columnConfig: { Industry: { instructions: 'Keep: software' } } },
      // Every value waits for the model (no worker runs here): the job stays processing, as these tests need.
      askModelForEveryValue: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().filterId as string;
  };
  const creditsUsed = async () => (await call(ctx, user, 'GET', '/api/usage/stats')).json().data.creditsUsed as number;

  it('lists the caller’s uploads with rows, columns, bytes and the jobs that use each; storage used of the quota', async () => {
    const leads = await uploadCsv(ctx, user, 'leads.csv', 'Company,Industry\nAcme,software\nInitech,banking\nHooli,software\n');
    const sites = await uploadSites(ctx, user, 'Website\nhttps://acme.example\n', 'sites.csv');
    const filterId = await startFilter(leads.fileId, 'Payroll leads');
    const researchId = await startResearch(ctx, user, { uploadedFileId: sites.fileId, name: 'Site check' });

    const { uploads, storage } = await list(user);
    expect(uploads.map((u) => u.name)).toEqual(['sites.csv', 'leads.csv']);
    const [siteRow, leadRow] = uploads;
    expect(leadRow).toMatchObject({ id: leads.fileId, rowCount: 3, columnCount: 2, purpose: 'filter' });
    expect(leadRow!.sizeBytes).toBe(Buffer.byteLength('Company,Industry\nAcme,software\nInitech,banking\nHooli,software\n'));
    expect(leadRow!.jobs).toEqual([{ id: filterId, kind: 'filter', name: 'Payroll leads', status: 'processing' }]);
    expect(siteRow!.jobs).toEqual([{ id: researchId, kind: 'research', name: 'Site check', status: expect.any(String) }]);
    // A beta tester's quota is 1 GB (the tier table's column).
    expect(storage).toEqual({ usedBytes: leadRow!.sizeBytes + siteRow!.sizeBytes, quotaBytes: 1024 * 1024 * 1024 });

    // Another user sees none of it, and cannot delete it.
    expect(await list(other)).toEqual({ uploads: [], storage: { usedBytes: 0, quotaBytes: 1024 * 1024 * 1024 } });
    for (const url of [`/api/uploads/${leads.fileId}`, `/api/uploads/${leads.fileId}?confirm=1`, '/api/uploads/not-a-uuid']) {
      const res = await call(ctx, other, 'DELETE', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: 'File not found' });
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/uploads' })).statusCode).toBe(401);
    expect(await rowsOf(leads.fileId)).toBe(3);
  });

  it('deletes an upload no job uses: its rows and its stored file', async () => {
    const up = await uploadCsv(ctx, user, 'spare.csv', 'Company,Industry\nA,b\n');
    const before = await storedKeys(ctx);
    const res = await call(ctx, user, 'DELETE', `/api/uploads/${up.fileId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: true, jobs: [], refunded: 0 });
    expect((await list(user)).uploads.map((u) => u.id)).not.toContain(up.fileId);
    expect(await rowsOf(up.fileId)).toBe(0);
    expect(before.length - (await storedKeys(ctx)).length).toBe(1);
    expect((await call(ctx, user, 'DELETE', `/api/uploads/${up.fileId}`)).statusCode).toBe(404);
  });

  it('refuses (409, naming them) to delete an upload jobs use without ?confirm=1, then deletes it with its jobs and refunds', async () => {
    const up = await uploadCsv(ctx, user, 'jobs.csv', 'Company,Industry,Website\nAcme,software,acme.example\nBeta,banking,beta.example\n');
    const used = await creditsUsed();
    const first = await startFilter(up.fileId, 'First run');
    const second = await startFilter(up.fileId, 'Second run');
    const research = await startResearch(ctx, user, { uploadedFileId: up.fileId, name: 'Research run' });
    expect(await creditsUsed()).toBe(used + 4);

    const refused = await call(ctx, user, 'DELETE', `/api/uploads/${up.fileId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/^3 jobs use this file/);
    expect(
      refused
        .json()
        .jobs.map((j: { name: string; kind: string }) => `${j.kind}:${j.name}`)
        .sort(),
    ).toEqual(['filter:First run', 'filter:Second run', 'research:Research run']);
    expect(await rowsOf(up.fileId)).toBe(2);
    expect((await call(ctx, user, 'GET', `/api/progress/${first}`)).statusCode).toBe(200);

    const keysBefore = await storedKeys(ctx);
    const res = await call(ctx, user, 'DELETE', `/api/uploads/${up.fileId}?confirm=1`);
    expect(res.statusCode, res.body).toBe(200);
    // Both List Cleaner runs were still processing: their 2 rows each are refunded, as deleting them does.
    expect(res.json()).toMatchObject({ deleted: true, refunded: 4 });
    expect(res.json().jobs).toHaveLength(3);
    expect(await creditsUsed()).toBe(used);
    for (const url of [`/api/progress/${first}`, `/api/progress/${second}`, `/api/research/jobs/${research}`]) {
      expect((await call(ctx, user, 'GET', url)).statusCode, url).toBe(404);
    }
    expect(await rowsOf(up.fileId)).toBe(0);
    expect(keysBefore.length - (await storedKeys(ctx)).length).toBe(1);
  });

  it('documents both operations in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(Object.keys(doc.paths['/api/uploads']!)).toContain('get');
    expect(Object.keys(doc.paths['/api/uploads/{id}']!.delete!.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '429',
    ]);
  });

  it('takes the quota from the tier table, or UPLOAD_QUOTA_MB for everyone; -1 is unlimited', async () => {
    const db = ctx.runtime.db;
    const agency = await createTestUser(ctx, { tier: 'agency_user' });
    const internal = await createTestUser(ctx, { tier: 'internal' });
    expect(await storageQuota(db, {}, agency.id)).toBe(10 * 1024 ** 3);
    expect(await storageQuota(db, {}, internal.id)).toBeNull();
    expect(await storageQuota(db, { UPLOAD_QUOTA_MB: 5 }, internal.id)).toBe(5 * 1024 ** 2);
    await upsertTier(db, { name: 'tiny_plan', displayName: 'Tiny', creditsPerMonth: 10, maxWebsitesPerJob: 10 });
    // A new tier gets the column's default, 1 GB.
    const tiny = await createTestUser(ctx, { tier: 'tiny_plan' });
    expect(await storageQuota(db, {}, tiny.id)).toBe(1024 ** 3);
    await db
      .update(tiers)
      .set({ storageQuotaMb: 2 })
      .where(sql`${tiers.name} = 'tiny_plan'`);
    expect(await storageQuota(db, {}, tiny.id)).toBe(2 * 1024 ** 2);
  });
});
