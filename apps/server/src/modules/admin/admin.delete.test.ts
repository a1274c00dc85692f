import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedFilters } from '../../db/schema/index.ts';
import { createTestUser, randomAddress, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { uploadCsv } from '../filter/filter.test-helpers.ts';
import { storedFiles } from '../uploads/uploads.test-helpers.ts';

/**
 * Rows of `userId` in every table with a user_id column and of their personal workspace (id = theirs, ADR 0067) in
 * every table with a workspace_id column, plus the user, profile and workspace rows.
 */
async function rowsOf(ctx: TestContext, userId: string): Promise<Record<string, number>> {
  const { db } = ctx.runtime;
  const tables = await db.execute(sql`
    SELECT table_name AS name, string_agg(column_name, ',' ORDER BY column_name) AS columns FROM information_schema.columns
    WHERE table_schema = 'public' AND column_name IN ('user_id', 'workspace_id') GROUP BY table_name ORDER BY table_name`);
  const found = (tables as unknown as { rows: Array<{ name: string; columns: string }> }).rows;
  const counts: Record<string, number> = {};
  const targets = [
    ...found.map((t) => [t.name, t.columns.split(',')] as const),
    ['user', ['id']] as const,
    ['profiles', ['id']] as const,
    ['workspaces', ['id']] as const,
  ];
  for (const [table, columns] of targets) {
    const mine = sql.join(
      columns.map((c) => sql`${sql.identifier(c)} = ${userId}`),
      sql` OR `,
    );
    const result = await db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${mine}`);
    counts[table] = (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
  }
  return counts;
}

describe(`admin: delete user (${testDriver})`, () => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp({ work: false });
    admin = await createTestUser(ctx, { role: 'admin' });
  });
  afterAll(() => ctx.close());

  const deleteUser = (id: string, as: TestUser = admin) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/usage/admin/delete-user/${encodeURIComponent(id)}`, headers: as.headers });

  /** A user with something in every table that can hold their data. */
  async function userWithData(): Promise<TestUser> {
    const u = await createTestUser(ctx);
    const upload = await uploadCsv(ctx, u, 'leads.csv', 'company,country\nAcme,US\nBeta,DE\nGamma,US\n');
    const job = await ctx.app.inject({
      method: 'POST',
      url: '/api/filter',
      headers: u.headers,
      payload: {
        jobName: 'Leads',
        fileId: upload.fileId,
        selectedColumns: ['country'],
        filterConfig: { columnConfig: { country: { instructions: 'keep: US' } } },
      },
    });
    expect(job.statusCode, job.body).toBe(200);
    await uploadCsv(ctx, u, 'second.csv', 'name\nx\n');
    const draft = await ctx.app.inject({
      method: 'PUT',
      url: '/api/drafts/filter-tool',
      headers: u.headers,
      payload: { data: { step: 2 } },
    });
    expect(draft.statusCode).toBe(200);
    await ctx.runtime.db.insert(savedFilters).values({
      workspaceId: u.id,
      userId: u.id,
      name: 'Mine',
      filterConfig: { selectedColumns: ['country'], reasoningText: '', model: null, chunkSize: 300, logicMode: 'AND', columnConfig: {} },
    });
    const grant = await ctx.app.inject({
      method: 'POST',
      url: '/api/usage/admin/grant-credits',
      headers: admin.headers,
      payload: { userId: u.id, credits: 10 },
    });
    expect(grant.statusCode).toBe(200);
    return u;
  }

  it('removes the account, every row of the user and their stored files; the user can no longer sign in', async () => {
    const victim = await userWithData();
    const bystander = await userWithData();
    const before = await rowsOf(ctx, victim.id);
    for (const table of [
      'user',
      'profiles',
      'session',
      'account',
      'credit_accounts',
      'credit_ledger',
      'uploads',
      'filter_jobs',
      'saved_filters',
      'drafts',
      'workspaces',
      'workspace_members',
    ]) {
      expect(before[table], table).toBeGreaterThan(0);
    }
    const bystanderRows = await rowsOf(ctx, bystander.id);
    const filesBefore = storedFiles(ctx);
    expect(filesBefore).toHaveLength(4);

    const res = await deleteUser(victim.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, user: { id: victim.id, email: victim.email } });

    expect(
      Object.values(await rowsOf(ctx, victim.id)).every((n) => n === 0),
      JSON.stringify(await rowsOf(ctx, victim.id)),
    ).toBe(true);
    expect(await rowsOf(ctx, bystander.id)).toEqual(bystanderRows);
    // Rows hanging off the user's uploads and jobs went with them.
    const orphans = await ctx.runtime.db.execute(sql`
      SELECT (SELECT count(*) FROM upload_rows r WHERE NOT EXISTS (SELECT 1 FROM uploads u WHERE u.id = r.upload_id))::int AS rows,
             (SELECT count(*) FROM filter_decisions d WHERE NOT EXISTS (SELECT 1 FROM filter_jobs j WHERE j.id = d.filter_id))::int AS decisions`);
    expect((orphans as unknown as { rows: unknown[] }).rows[0]).toEqual({ rows: 0, decisions: 0 });
    expect(storedFiles(ctx)).toHaveLength(2);

    // The old session is gone and the password no longer works.
    expect((await ctx.app.inject({ url: '/api/usage/stats', headers: victim.headers })).statusCode).toBe(401);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: randomAddress(),
      payload: { email: victim.email, password: victim.password },
    });
    expect(signIn.statusCode).toBe(401);
    // The bystander is untouched.
    expect((await ctx.app.inject({ url: '/api/usage/stats', headers: bystander.headers })).json()).toMatchObject({
      data: { creditsAvailable: 5010 - 3 },
    });
  });

  it('refuses to delete the caller’s own account, an unknown user, or for a non-admin', async () => {
    const self = await deleteUser(admin.id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ error: 'You cannot delete your own account' });
    const unknown = await deleteUser('no-such-user');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'User not found' });

    const user = await createTestUser(ctx);
    const other = await createTestUser(ctx);
    expect((await deleteUser(other.id, user)).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/usage/stats', headers: other.headers })).statusCode).toBe(200);
  });

  it('lets an admin delete another admin', async () => {
    const second = await createTestUser(ctx, { role: 'admin' });
    expect((await deleteUser(second.id)).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/usage/stats', headers: second.headers })).statusCode).toBe(401);
  });
});
