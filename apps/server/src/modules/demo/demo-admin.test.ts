import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoRequests } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { auditRows, callAs } from '../admin/admin.test-helpers.ts';

const request = (n: number) => ({ firstName: `First${n}`, lastName: `Last${n}`, email: `lead${n}@example.com`, company: `Company ${n}` });

describe('demo requests for administrators', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let user: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createTestUser(ctx, { role: 'admin' });
    user = await createTestUser(ctx);
    // Three requests a minute apart (oldest first), and one sent through the public form.
    const base = Date.now() - 10 * 60_000;
    await ctx.runtime.db.insert(demoRequests).values([1, 2, 3].map((n) => ({ ...request(n), createdAt: new Date(base + n * 60_000) })));
    const sent = await callAs(ctx, null, 'POST', '/api/demo-requests', { ...request(4), company: '=HYPERLINK("x")' });
    expect(sent.statusCode).toBe(201);
  });
  afterAll(() => ctx.close());

  it.each([
    ['GET', '/api/admin/demo-requests'],
    ['GET', '/api/admin/demo-requests/unseen'],
    ['POST', '/api/admin/demo-requests/seen'],
    ['GET', '/api/admin/demo-requests/export'],
  ] as const)('%s %s refuses anonymous callers (401) and non-administrators (403)', async (method, url) => {
    expect((await callAs(ctx, null, method, url, method === 'POST' ? {} : undefined)).statusCode).toBe(401);
    expect((await callAs(ctx, user, method, url, method === 'POST' ? {} : undefined)).statusCode).toBe(403);
  });

  it('lists the requests newest first, paged, with the total', async () => {
    const first = await callAs(ctx, admin, 'GET', '/api/admin/demo-requests?page=1&pageSize=3');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(body.data.map((r: { email: string }) => r.email)).toEqual(['lead4@example.com', 'lead3@example.com', 'lead2@example.com']);
    expect(body.data[0]).toMatchObject({ firstName: 'First4', lastName: 'Last4', company: '=HYPERLINK("x")', seenAt: null });
    const second = (await callAs(ctx, admin, 'GET', '/api/admin/demo-requests?page=2&pageSize=3')).json();
    expect(second.data.map((r: { email: string }) => r.email)).toEqual(['lead1@example.com']);
    expect((await callAs(ctx, admin, 'GET', '/api/admin/demo-requests?pageSize=101')).statusCode).toBe(400);
  });

  it('counts the new requests until an administrator has seen them; a later one is new again', async () => {
    expect((await callAs(ctx, admin, 'GET', '/api/admin/demo-requests/unseen')).json()).toEqual({ success: true, unseen: 4 });
    expect((await callAs(ctx, admin, 'POST', '/api/admin/demo-requests/seen', {})).json()).toEqual({ success: true, marked: 4 });
    expect((await callAs(ctx, admin, 'GET', '/api/admin/demo-requests/unseen')).json()).toEqual({ success: true, unseen: 0 });
    await callAs(ctx, null, 'POST', '/api/demo-requests', request(5));
    expect((await callAs(ctx, admin, 'GET', '/api/admin/demo-requests/unseen')).json()).toEqual({ success: true, unseen: 1 });
    const listed = (await callAs(ctx, admin, 'GET', '/api/admin/demo-requests?pageSize=2')).json();
    expect(listed.data[0]).toMatchObject({ email: 'lead5@example.com', seenAt: null });
    expect(listed.data[1].seenAt).toEqual(expect.any(String));
  });

  it('exports every request as a formula-safe CSV and records the export in the audit log', async () => {
    const res = await callAs(ctx, admin, 'GET', '/api/admin/demo-requests/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="demo-requests-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Date (UTC),First name,Last name,Email,Company,Page,Forwarded');
    expect(lines).toHaveLength(6);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2}T[^,]+,First5,Last5,lead5@example.com,Company 5,,no$/);
    // A company that starts like a formula is written as text.
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
    const audit = (await auditRows(ctx)).filter((r) => r.action === 'export_demo_requests');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, actorEmail: admin.email, targetUserId: 'installation', after: { rows: 5 } });
    // A refused export leaves no entry.
    await callAs(ctx, user, 'GET', '/api/admin/demo-requests/export');
    expect((await auditRows(ctx)).filter((r) => r.action === 'export_demo_requests')).toHaveLength(1);
  });
});
