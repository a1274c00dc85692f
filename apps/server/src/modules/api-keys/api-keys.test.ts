import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, apiKeys } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { uploadCsv, waitForJob } from '../filter/filter.test-helpers.ts';
import { hashApiKey } from '../../lib/api-key-format.ts';

const csv = ['Company,Industry', 'Acme,Software', 'Globex,Banking', 'Initech,Pharma'].join('\n');

describe(`personal API keys (${testDriver})`, () => {
  let ctx: TestContext;
  let owner: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { API_KEY_RATE_LIMIT: '40' } });
    owner = await createTestUser(ctx);
    admin = await createTestUser(ctx, { role: 'admin' });
  });
  afterAll(() => ctx.close());

  const createKey = async (user: TestUser, body: Record<string, unknown>) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/account/api-keys', headers: user.headers, payload: body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; key: string; lastFour: string; scope: string };
  };
  const as = (key: string, header: 'bearer' | 'x-api-key' = 'bearer') =>
    header === 'bearer' ? { authorization: `Bearer ${key}` } : { 'x-api-key': key };

  it('shows a key once, stores only its hash and last four, and lists it without the key', async () => {
    const created = await createKey(owner, { name: 'CRM sync', scope: 'read' });
    expect(created.key).toMatch(/^lsk_[0-9A-Za-z]{43}$/);
    expect(created.lastFour).toBe(created.key.slice(-4));
    const [row] = await ctx.runtime.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.keyHash).toBe(hashApiKey(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);
    const list = await ctx.app.inject({ url: '/api/account/api-keys', headers: owner.headers });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.key);
    expect(list.json().keys).toEqual([expect.objectContaining({ id: created.id, name: 'CRM sync', scope: 'read', lastUsedAt: null })]);
    const audit = await ctx.runtime.db.select().from(adminAudit).where(eq(adminAudit.action, 'create_api_key'));
    expect(audit.some((a) => a.actorId === owner.id && (a.after as { keyId: string }).keyId === created.id)).toBe(true);
  });

  it('a read key reads as its owner (both headers) and answers 403 with a clear message on a write route', async () => {
    const { key } = await createKey(owner, { name: 'reader', scope: 'read' });
    for (const header of ['bearer', 'x-api-key'] as const) {
      const res = await ctx.app.inject({ url: '/api/filter/jobs', headers: as(key, header) });
      expect(res.statusCode, res.body).toBe(200);
    }
    const stats = await ctx.app.inject({ url: '/api/usage/stats', headers: as(key) });
    expect(stats.statusCode).toBe(200);
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/filter/jobs/00000000-0000-0000-0000-000000000000/pause',
      headers: as(key),
    });
    expect(upload.statusCode).toBe(403);
    expect(upload.json().error).toMatch(/read-only.*full scope/);
    const [row] = await ctx.runtime.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.keyHash, hashApiKey(key)));
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('a full key uploads, starts a job and downloads the export', async () => {
    const { key } = await createKey(owner, { name: 'automation', scope: 'full' });
    const caller = { headers: { 'x-api-key': key } } as unknown as TestUser;
    const { fileId } = await uploadCsv(ctx, caller, 'leads.csv', csv);
    const start = await ctx.app.inject({
      method: 'POST',
      url: '/api/filter',
      headers: as(key),
      payload: {
        jobName: 'By key',
        fileId,
        selectedColumns: ['Industry'],
        logicMode: 'AND',
        filterConfig: { columnConfig: { Industry: { instructions: 'Keep: software' } } },
        rowCount: 3,
      },
    });
    expect(start.statusCode, start.body).toBe(200);
    const filterId = start.json().filterId as string;
    expect(await waitForJob(ctx, caller, filterId)).toBe('completed');
    const exported = await ctx.app.inject({ url: `/api/export/${filterId}`, headers: as(key) });
    expect(exported.statusCode).toBe(200);
    // The owner's session sees the same job: the key acted as its owner.
    const jobs = await ctx.app.inject({ url: '/api/filter/jobs', headers: owner.headers });
    expect(JSON.stringify(jobs.json())).toContain(filterId);
  });

  it('never reaches sign-in, the account keys and webhooks, /api/me or admin routes, even an administrator key', async () => {
    const { key } = await createKey(admin, { name: 'admin automation', scope: 'full' });
    for (const url of ['/api/account/api-keys', '/api/account/webhooks', '/api/me']) {
      const res = await ctx.app.inject({ url, headers: as(key) });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toContain('API keys cannot be used here');
    }
    const mint = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/api-keys',
      headers: as(key),
      payload: { name: 'x', scope: 'full' },
    });
    expect(mint.statusCode).toBe(403);
    for (const url of ['/api/usage/admin/users', '/api/admin/audit', '/api/admin/api-keys', '/api/tickets']) {
      const res = await ctx.app.inject({ url, headers: as(key, 'x-api-key') });
      expect(res.statusCode, url).toBe(403);
    }
    const session = await ctx.app.inject({ url: '/api/auth/get-session', headers: as(key) });
    expect(session.json()).toBeNull();
    // The key acts as a plain user: its profile says so.
    const profile = await ctx.app.inject({ url: `/api/profiles/${owner.id}`, headers: as(key) });
    expect(profile.statusCode).toBe(404);
  });

  it('a revoked, expired or unknown key answers 401; another user cannot revoke it (404)', async () => {
    const { id, key } = await createKey(owner, { name: 'short-lived', scope: 'full' });
    const other = await createTestUser(ctx);
    const foreign = await ctx.app.inject({ method: 'DELETE', url: `/api/account/api-keys/${id}`, headers: other.headers });
    expect(foreign.statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/filter/jobs', headers: as(key) })).statusCode).toBe(200);
    const revoke = await ctx.app.inject({ method: 'DELETE', url: `/api/account/api-keys/${id}`, headers: owner.headers });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().revokedAt).not.toBeNull();
    const after = await ctx.app.inject({ url: '/api/filter/jobs', headers: as(key) });
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toContain('not valid');

    const past = await createKey(owner, { name: 'expiring', scope: 'read' });
    expect((await ctx.app.inject({ url: '/api/filter/jobs', headers: as(past.key) })).statusCode).toBe(200);
    await ctx.runtime.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, past.id));
    expect((await ctx.app.inject({ url: '/api/filter/jobs', headers: as(past.key) })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/filter/jobs', headers: as('lsk_nope') })).statusCode).toBe(401);
    const badExpiry = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/api-keys',
      headers: owner.headers,
      payload: { name: 'x', scope: 'read', expiresAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(badExpiry.statusCode).toBe(400);
  });

  it('limits each key to API_KEY_RATE_LIMIT requests a minute with 429 and Retry-After', async () => {
    const { key } = await createKey(owner, { name: 'busy', scope: 'read' });
    const other = await createKey(owner, { name: 'calm', scope: 'read' });
    const statuses: number[] = [];
    let limited: { statusCode: number; headers: Record<string, unknown>; json: () => { error: string } } | undefined;
    // The limit counts per calendar minute. 81 requests cannot all fit in the two windows a loop of under a minute
    // can touch (40 + 40), so some request is limited whatever the clock says when the loop starts.
    for (let i = 0; i < 81; i++) {
      const res = await ctx.app.inject({ url: '/api/usage/tier', headers: as(key) });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) limited ??= res;
    }
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(80);
    expect(limited, 'some request was limited').toBeDefined();
    const retryAfter = Number(limited!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited!.json().error).toContain('40 a minute');
    // Another key of the same user has its own budget.
    expect((await ctx.app.inject({ url: '/api/usage/tier', headers: as(other.key) })).statusCode).toBe(200);
  });

  it('administrators list every key with its owner and revoke any; disabling or deleting a user revokes theirs', async () => {
    const victim = await createTestUser(ctx);
    const one = await createKey(victim, { name: 'victim key', scope: 'full' });
    const list = await ctx.app.inject({ url: '/api/admin/api-keys', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().keys).toContainEqual(expect.objectContaining({ id: one.id, ownerEmail: victim.email, name: 'victim key' }));
    expect(list.body).not.toContain(one.key);
    expect((await ctx.app.inject({ url: '/api/admin/api-keys', headers: owner.headers })).statusCode).toBe(403);

    const revoke = await ctx.app.inject({ method: 'DELETE', url: `/api/admin/api-keys/${one.id}`, headers: admin.headers });
    expect(revoke.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/filter/jobs', headers: as(one.key) })).statusCode).toBe(401);
    const audit = await ctx.runtime.db.select().from(adminAudit).where(eq(adminAudit.action, 'revoke_api_key'));
    expect(audit.some((a) => a.actorId === admin.id && a.targetUserId === victim.id)).toBe(true);

    const two = await createKey(victim, { name: 'second', scope: 'read' });
    const disable = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${victim.id}/disable`,
      headers: admin.headers,
      payload: {},
    });
    expect(disable.statusCode, disable.body).toBe(200);
    expect((await ctx.app.inject({ url: '/api/filter/jobs', headers: as(two.key) })).statusCode).toBe(401);
    const [row] = await ctx.runtime.db.select().from(apiKeys).where(eq(apiKeys.id, two.id));
    expect(row!.revokedAt).not.toBeNull();

    const third = await createTestUser(ctx);
    const three = await createKey(third, { name: 'third', scope: 'read' });
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/usage/admin/delete-user/${third.id}`, headers: admin.headers });
    expect(del.statusCode, del.body).toBe(200);
    expect((await ctx.app.inject({ url: '/api/filter/jobs', headers: as(three.key) })).statusCode).toBe(401);
    expect(await ctx.runtime.db.select().from(apiKeys).where(eq(apiKeys.id, three.id))).toHaveLength(0);
  });

  it('/api/docs shows both auth schemes and which routes a read key may call', async () => {
    const doc = (await ctx.app.inject('/api/docs/json')).json() as {
      components: { securitySchemes: Record<string, { type: string; in?: string; name?: string }> };
      paths: Record<string, Record<string, { 'x-api-key-scope'?: string; security?: unknown[]; description?: string }>>;
    };
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http' });
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
    const op = (path: string, method: string) => doc.paths[path]![method]!;
    expect(op('/api/filter/jobs', 'get')['x-api-key-scope']).toBe('read');
    expect(op('/api/filter/jobs', 'get').security).toEqual([{ bearer: [] }, { apiKey: [] }]);
    expect(op('/api/filter', 'post')['x-api-key-scope']).toBe('full');
    expect(op('/api/filter', 'post').description).toContain('a full key only');
    expect(op('/api/account/api-keys', 'get')['x-api-key-scope']).toBe('none');
    expect(op('/api/admin/audit', 'get')['x-api-key-scope']).toBe('none');
    expect(op('/api/admin/audit', 'get').security).toEqual([{ bearer: [] }]);
  });
});
