import { ACCOUNT_DISABLED_MESSAGE } from '@leadsift/shared';
import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema/index.ts';
import { createTestUser, randomAddress, signIn, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { adminEndpoints, auditRows, callAs } from './admin.test-helpers.ts';

describe(`admin: roles, sign-in access and sessions (${testDriver})`, () => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp({ work: false });
    admin = await createTestUser(ctx, { role: 'admin' });
  });
  afterAll(() => ctx.close());

  const call = (as: TestUser | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    callAs(ctx, as, method, url, payload);
  const stats = (as: TestUser | { headers: { authorization: string } }) => ctx.app.inject({ url: '/api/usage/stats', headers: as.headers });
  const signInAnswer = (u: TestUser) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: randomAddress(),
      payload: { email: u.email, password: u.password },
    });

  it('answers 401 to anonymous callers and 403 to signed-in non-admins on every admin endpoint, and changes nothing', async () => {
    const alice = await createTestUser(ctx);
    const auditBefore = (await auditRows(ctx)).length;
    for (const [method, url, body] of adminEndpoints(alice.id)) {
      expect((await call(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      const res = await call(alice, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ error: 'Administrator access required' });
    }
    expect(await auditRows(ctx)).toHaveLength(auditBefore);
    expect((await stats(alice)).json()).toMatchObject({ data: { creditsAvailable: 5000 } });
    const [row] = await ctx.runtime.db.select().from(user).where(eq(user.id, alice.id));
    expect(row).toMatchObject({ role: 'user', banned: false });
  });

  it('makes and unmakes an administrator: the new role counts on the very next request', async () => {
    const bob = await createTestUser(ctx);
    expect((await call(bob, 'GET', '/api/admin/audit')).statusCode).toBe(403);
    const made = await call(admin, 'POST', `/api/admin/users/${bob.id}/role`, { role: 'admin', reason: 'Joins support' });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toEqual({ success: true, data: { userId: bob.id, role: 'admin' } });
    // bob's session was cached as a user's a moment ago; it is an administrator's now.
    expect((await call(bob, 'GET', '/api/admin/audit')).statusCode).toBe(200);
    const unmade = await call(admin, 'POST', `/api/admin/users/${bob.id}/role`, { role: 'user' });
    expect(unmade.statusCode).toBe(200);
    expect((await call(bob, 'GET', '/api/admin/audit')).statusCode).toBe(403);
    const rows = (await auditRows(ctx)).filter((r) => r.targetUserId === bob.id);
    expect(rows.map((r) => [r.action, r.before, r.after, r.reason, r.actorId])).toEqual([
      ['change_role', { role: 'user' }, { role: 'admin' }, 'Joins support', admin.id],
      ['change_role', { role: 'admin' }, { role: 'user' }, null, admin.id],
    ]);
    const bad = await call(admin, 'POST', `/api/admin/users/${bob.id}/role`, { role: 'owner' });
    expect(bad.statusCode).toBe(400);
    expect((await call(admin, 'POST', '/api/admin/users/no-such-user/role', { role: 'admin' })).statusCode).toBe(404);
  });

  it('never leaves the app without an administrator: the last one cannot be demoted, disabled or deleted', async () => {
    const before = (await auditRows(ctx)).length;
    const demote = await call(admin, 'POST', `/api/admin/users/${admin.id}/role`, { role: 'user' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ error: 'The last administrator cannot be made a regular user' });
    const selfDisable = await call(admin, 'POST', `/api/admin/users/${admin.id}/disable`, {});
    expect(selfDisable.json()).toEqual({ error: 'You cannot disable your own account' });

    // A second administrator whose own role was just taken away by someone else (their session still
    // carries the admin role for a moment): they cannot remove the one administrator left.
    const second = await createTestUser(ctx, { role: 'admin' });
    expect((await call(second, 'GET', '/api/admin/audit')).statusCode).toBe(200);
    await ctx.runtime.db.update(user).set({ role: 'user' }).where(eq(user.id, second.id));
    const del = await call(second, 'DELETE', `/api/usage/admin/delete-user/${admin.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json()).toEqual({ error: 'The last administrator cannot be deleted' });
    const dis = await call(second, 'POST', `/api/admin/users/${admin.id}/disable`, {});
    expect(dis.json()).toEqual({ error: 'The last administrator cannot be disabled' });
    const dem = await call(second, 'POST', `/api/admin/users/${admin.id}/role`, { role: 'user' });
    expect(dem.statusCode).toBe(409);
    expect(await auditRows(ctx)).toHaveLength(before);
    const [still] = await ctx.runtime.db.select().from(user).where(eq(user.id, admin.id));
    expect(still).toMatchObject({ role: 'admin', banned: false });

    // With another administrator, the first may step down.
    await ctx.runtime.db.update(user).set({ role: 'admin' }).where(eq(user.id, second.id));
    expect((await call(admin, 'POST', `/api/admin/users/${second.id}/role`, { role: 'admin' })).statusCode).toBe(200);
    expect((await call(second, 'POST', `/api/admin/users/${admin.id}/role`, { role: 'user' })).statusCode).toBe(200);
    expect((await call(second, 'POST', `/api/admin/users/${admin.id}/role`, { role: 'admin' })).statusCode).toBe(200);
  });

  it('disables sign-in: every session ends at once, sign-in is refused; enabling lets the user back in', async () => {
    const carol = await createTestUser(ctx);
    const secondDevice = { headers: { authorization: `Bearer ${await signIn(ctx, carol.email, carol.password)}` } };
    expect((await stats(carol)).statusCode).toBe(200); // now in this node's session cache
    expect((await stats(secondDevice)).statusCode).toBe(200);

    const res = await call(admin, 'POST', `/api/admin/users/${carol.id}/disable`, { reason: 'Left the company' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { userId: carol.id, disabled: true, sessionsEnded: 2, apiKeysRevoked: 0 } });
    expect((await stats(carol)).statusCode).toBe(401);
    expect((await stats(secondDevice)).statusCode).toBe(401);
    // A session that disabling ended is told why, on either device, so the app can say it.
    for (const device of [carol, secondDevice]) {
      const me = await ctx.app.inject({ url: '/api/me', headers: device.headers });
      expect([me.statusCode, me.json()]).toEqual([401, { error: ACCOUNT_DISABLED_MESSAGE }]);
    }
    const refused = await signInAnswer(carol);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: ACCOUNT_DISABLED_MESSAGE });
    expect(refused.headers['set-auth-token']).toBeUndefined();
    const listed = (await call(admin, 'GET', '/api/usage/admin/users')).json() as { data: Array<{ id: string; disabled: boolean }> };
    expect(listed.data.find((u) => u.id === carol.id)).toMatchObject({ disabled: true });

    const enabled = await call(admin, 'POST', `/api/admin/users/${carol.id}/enable`);
    expect(enabled.json()).toEqual({ success: true, data: { userId: carol.id, disabled: false, sessionsEnded: 0, apiKeysRevoked: 0 } });
    expect((await signInAnswer(carol)).statusCode).toBe(200);
    // Enabled again: the old sessions stay ended and no longer speak of a disabled account.
    expect((await stats(secondDevice)).json()).toEqual({ error: 'Authentication required' });

    const rows = (await auditRows(ctx)).filter((r) => r.targetUserId === carol.id);
    expect(rows.map((r) => [r.action, r.before, r.after, r.reason])).toEqual([
      [
        'disable_user',
        { disabled: false },
        { disabled: true, sessionsEnded: 2, oauthGrantsRevoked: { accessTokens: 0, refreshTokens: 0, consents: 0 }, apiKeysRevoked: 0 },
        'Left the company',
      ],
      ['enable_user', { disabled: true }, { disabled: false }, null],
    ]);
  });

  it('signs a user out everywhere: old sessions stop working, a new sign-in works', async () => {
    const dave = await createTestUser(ctx);
    const other = { headers: { authorization: `Bearer ${await signIn(ctx, dave.email, dave.password)}` } };
    expect((await stats(dave)).statusCode).toBe(200);
    const res = await call(admin, 'POST', `/api/admin/users/${dave.id}/sign-out-everywhere`, { reason: 'Lost laptop' });
    expect(res.json()).toEqual({ success: true, data: { userId: dave.id, sessionsEnded: 2, apiKeysRevoked: 0 } });
    expect((await stats(other)).json()).toEqual({ error: 'Authentication required' });
    expect((await stats(dave)).statusCode).toBe(401);
    expect((await stats(other)).statusCode).toBe(401);
    const again = { headers: { authorization: `Bearer ${await signIn(ctx, dave.email, dave.password)}` } };
    expect((await stats(again)).statusCode).toBe(200);
    const rows = (await auditRows(ctx)).filter((r) => r.targetUserId === dave.id);
    expect(rows.map((r) => [r.action, r.before, r.after, r.reason, r.targetEmail])).toEqual([
      [
        'sign_out_everywhere',
        { sessions: 2 },
        { sessions: 0, oauthGrantsRevoked: { accessTokens: 0, refreshTokens: 0, consents: 0 }, apiKeysRevoked: 0 },
        'Lost laptop',
        dave.email,
      ],
    ]);
    expect((await call(admin, 'POST', '/api/admin/users/no-such-user/sign-out-everywhere')).statusCode).toBe(404);
  });
  it('of two administrators demoting each other at the same moment, exactly one succeeds', async () => {
    const x = await createTestUser(ctx, { role: 'admin' });
    const y = await createTestUser(ctx, { role: 'admin' });
    // Only x and y are administrators for this test.
    await ctx.runtime.db
      .update(user)
      .set({ role: 'user' })
      .where(and(eq(user.role, 'admin'), notInArray(user.id, [x.id, y.id])));
    const answers = await Promise.all([
      call(x, 'POST', `/api/admin/users/${y.id}/role`, { role: 'user' }),
      call(y, 'POST', `/api/admin/users/${x.id}/role`, { role: 'user' }),
    ]);
    // The loser is refused either by the last-administrator rule (409, when both got past the role check)
    // or by the role check itself (403, when the winner had already committed).
    const [won, lost] = [...answers].sort((a, b) => a.statusCode - b.statusCode);
    expect(won?.statusCode).toBe(200);
    expect([403, 409]).toContain(lost?.statusCode);
    const admins = await ctx.runtime.db.select({ id: user.id }).from(user).where(eq(user.role, 'admin'));
    expect(admins).toHaveLength(1);
    await ctx.runtime.db.update(user).set({ role: 'admin' }).where(eq(user.id, admin.id));
  });
});
