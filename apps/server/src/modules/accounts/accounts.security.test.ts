import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, invitations, notifications } from '../../db/schema/index.ts';
import { createTestUser, randomAddress, signIn, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe(`Accounts without SMTP, and their security (${testDriver})`, () => {
  let ctx: TestContext;
  let admin: TestUser;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createTestUser(ctx, { role: 'admin' });
    user = await createTestUser(ctx);
  });
  afterAll(() => ctx.close());

  const call = (
    as: TestUser | { headers: Record<string, string> } | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    ctx.app.inject({
      method,
      url,
      // As the admin's browser sends it: the page's own Origin, vouched for by Sec-Fetch-Site.
      headers: { host: 'leads.lan:3000', origin: 'http://leads.lan:3000', 'sec-fetch-site': 'same-origin', ...(as?.headers ?? {}) },
      remoteAddress: randomAddress(),
      ...(payload ? { payload } : {}),
    });

  it('without SMTP an invitation answers its link (on the address the administrator uses); 409 for a taken or invited address', async () => {
    const email = 'invitee@example.com';
    const res = await call(admin, 'POST', '/api/admin/invitations', { email, tier: 'beta_tester', role: 'admin' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().link).toMatch(/^http:\/\/leads\.lan:3000\/invite\?token=[\w-]{40,}$/);
    const twice = await call(admin, 'POST', '/api/admin/invitations', { email: 'INVITEE@example.com', tier: 'beta_tester', role: 'user' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('invitee@example.com already has a pending invitation: resend or revoke it');
    const existing = await call(admin, 'POST', '/api/admin/invitations', { email: user.email, tier: 'beta_tester', role: 'user' });
    expect(existing.statusCode).toBe(409);
    expect(existing.json().error).toBe(`A user with the email ${user.email} already exists`);

    const list = (await call(admin, 'GET', '/api/admin/invitations')).json().invitations;
    expect(list).toEqual([
      expect.objectContaining({ email, tier: 'beta_tester', role: 'admin', invitedByEmail: admin.email, expired: false }),
    ]);

    // Copy link makes a new link; the old one stops working. Then the invitee becomes an administrator.
    const old = tokenOf(res.json().link);
    const copied = await call(admin, 'POST', `/api/admin/invitations/${list[0].id}/resend`, { copy: true });
    const token = tokenOf(copied.json().link);
    expect(token).not.toBe(old);
    expect((await call(null, 'GET', `/api/invitations/status?token=${old}`)).json()).toEqual({ valid: false, reason: 'unknown' });
    const accepted = await call(null, 'POST', '/api/invitations/accept', { token, name: 'Invitee', password: 'invitee-pass' });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const me = await call({ headers: { authorization: `Bearer ${accepted.headers['set-auth-token']}` } }, 'GET', '/api/me');
    expect(me.json().user).toMatchObject({ email, role: 'admin', name: 'Invitee' });
    expect((await call(admin, 'GET', '/api/admin/invitations')).json().invitations).toEqual([]);
    const actions = (await ctx.runtime.db.select().from(adminAudit).where(eq(adminAudit.targetEmail, email))).map((a) => a.action);
    expect(actions).toEqual(['invite_user', 'copy_invitation_link']);
  });

  it('an expired or revoked invitation link is refused with a clear message', async () => {
    const a = (await call(admin, 'POST', '/api/admin/invitations', { email: 'late@example.com', tier: 'beta_tester' })).json();
    await ctx.runtime.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, a.id));
    const lateToken = tokenOf(a.link);
    expect((await call(null, 'GET', `/api/invitations/status?token=${lateToken}`)).json()).toEqual({ valid: false, reason: 'expired' });
    const late = await call(null, 'POST', '/api/invitations/accept', { token: lateToken, name: 'Late', password: 'late-pass' });
    expect(late.statusCode).toBe(410);
    expect(late.json().error).toBe('This invitation has expired. Ask your administrator for a new one.');

    const b = (await call(admin, 'POST', '/api/admin/invitations', { email: 'withdrawn@example.com', tier: 'beta_tester' })).json();
    expect((await call(admin, 'DELETE', `/api/admin/invitations/${b.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'DELETE', `/api/admin/invitations/${b.id}`)).statusCode).toBe(404);
    const revoked = await call(null, 'POST', '/api/invitations/accept', { token: tokenOf(b.link), name: 'W', password: 'withdrawn-pass' });
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json().error).toMatch(/withdrawn/);
    const bogus = await call(null, 'GET', '/api/invitations/status?token=not-a-real-token-at-all');
    expect(bogus.json()).toEqual({ valid: false, reason: 'unknown' });
  });

  it('a non-administrator gets 403 on every invitation and reset-link route, an anonymous caller 401', async () => {
    const [inv] = await ctx.runtime.db.select().from(invitations).limit(1);
    const routes: Array<['GET' | 'POST' | 'DELETE', string, object | undefined]> = [
      ['POST', '/api/admin/invitations', { email: 'x403@example.com', tier: 'beta_tester' }],
      ['POST', '/api/admin/invitations', { nonsense: true }],
      ['GET', '/api/admin/invitations', undefined],
      ['POST', `/api/admin/invitations/${inv!.id}/resend`, {}],
      ['DELETE', `/api/admin/invitations/${inv!.id}`, undefined],
      ['POST', `/api/admin/users/${admin.id}/password-reset`, { copy: true }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(user, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("'Copy reset link' without SMTP: the link sets a new password once, ends the user's sessions, audited", async () => {
    const target = await createTestUser(ctx);
    const res = await call(admin, 'POST', `/api/admin/users/${target.id}/password-reset`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sent).toBe(false);
    expect(res.json().link).toMatch(/^http:\/\/leads\.lan:3000\/reset-password\?token=/);
    const token = tokenOf(res.json().link);
    expect((await call(null, 'POST', '/api/auth/reset-password', { token, newPassword: 'reset-by-link' })).statusCode).toBe(200);
    expect((await call(target, 'GET', '/api/me')).statusCode).toBe(401);
    expect(await signIn(ctx, target.email, 'reset-by-link')).toBeTruthy();
    expect((await call(null, 'POST', '/api/auth/reset-password', { token, newPassword: 'again-again' })).statusCode).toBe(400);
    const actions = (await ctx.runtime.db.select().from(adminAudit).where(eq(adminAudit.targetUserId, target.id))).map((a) => a.action);
    expect(actions).toEqual(['copy_reset_link']);
    expect((await call(admin, 'POST', '/api/admin/users/no-such-user/password-reset', {})).statusCode).toBe(404);
  });

  it('an expired reset link is refused', async () => {
    const target = await createTestUser(ctx);
    const token = tokenOf((await call(admin, 'POST', `/api/admin/users/${target.id}/password-reset`, { copy: true })).json().link);
    await ctx.runtime.db.execute(sql`UPDATE verification SET expires_at = now() - interval '1 second' WHERE value = ${target.id}`);
    expect((await call(null, 'GET', `/api/password-reset/status?token=${token}`)).json()).toEqual({ valid: false });
    expect((await call(null, 'POST', '/api/auth/reset-password', { token, newPassword: 'too-late-now' })).statusCode).toBe(400);
  });

  it('change password: the current password is required, other sessions end, this one goes on', async () => {
    const me = await createTestUser(ctx);
    const otherToken = await signIn(ctx, me.email, me.password);
    const other = { headers: { authorization: `Bearer ${otherToken}` } };
    const sessions = (await call(me, 'GET', '/api/auth/list-sessions')).json();
    expect(sessions).toHaveLength(2);

    const wrong = await call(me, 'POST', '/api/auth/change-password', { currentPassword: 'wrong-one', newPassword: 'new-password-1' });
    expect(wrong.statusCode).toBe(400);
    const changed = await call(me, 'POST', '/api/auth/change-password', { currentPassword: me.password, newPassword: 'new-password-1' });
    expect(changed.statusCode, changed.body).toBe(200);
    const current = { headers: { authorization: `Bearer ${changed.json().token}` } };
    expect((await call(current, 'GET', '/api/me')).statusCode).toBe(200);
    expect((await call(other, 'GET', '/api/me')).statusCode).toBe(401);
  });

  it('where you are signed in: revoke one session, or all others', async () => {
    const me = await createTestUser(ctx);
    const second = { headers: { authorization: `Bearer ${await signIn(ctx, me.email, me.password)}` } };
    const third = { headers: { authorization: `Bearer ${await signIn(ctx, me.email, me.password)}` } };
    type Listed = { id: string; current: boolean; token?: string };
    const listed = await call(me, 'GET', '/api/auth/list-sessions');
    const list = listed.json() as Listed[];
    expect(list).toHaveLength(3);
    // No session's token is listed (each is a working bearer credential); the caller's is marked.
    const secondToken = decodeURIComponent(second.headers.authorization.slice(7)).split('.')[0]!;
    expect(list.every((s) => s.token === undefined)).toBe(true);
    expect(listed.body).not.toContain(secondToken);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const secondId = ((await call(second, 'GET', '/api/auth/list-sessions')).json() as Listed[]).find((s) => s.current)!.id;
    expect(list.find((s) => s.current)!.id).not.toBe(secondId);
    // Sessions are signed out by id, and only the caller's own.
    const stranger = await createTestUser(ctx);
    expect((await call(stranger, 'POST', '/api/auth/revoke-session', { id: secondId })).statusCode).toBe(404);
    expect((await call(second, 'GET', '/api/me')).statusCode).toBe(200);
    expect((await call(me, 'POST', '/api/auth/revoke-session', { id: secondId })).statusCode).toBe(200);
    expect((await call(second, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await call(me, 'POST', '/api/auth/revoke-other-sessions', {})).statusCode).toBe(200);
    expect((await call(third, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await call(me, 'GET', '/api/me')).statusCode).toBe(200);
  });

  it("the caller's name can be changed", async () => {
    const me = await createTestUser(ctx);
    const res = await call(me, 'PUT', '/api/account/profile', { name: '  Ada Lovelace ' });
    expect(res.json()).toEqual({ name: 'Ada Lovelace' });
    expect((await call(me, 'GET', '/api/me')).json().user.name).toBe('Ada Lovelace');
    expect((await call(me, 'PUT', '/api/account/profile', { name: '  ' })).statusCode).toBe(400);
  });

  it("another user's notifications answer 404 and are never listed", async () => {
    const other = await createTestUser(ctx);
    const [mine] = await ctx.runtime.db
      .insert(notifications)
      .values({ userId: user.id, kind: 'job_finished', title: 'Mine', body: '' })
      .returning();
    const [theirs] = await ctx.runtime.db
      .insert(notifications)
      .values({ userId: other.id, kind: 'job_finished', title: 'Theirs', body: '' })
      .returning();
    const list = (await call(user, 'GET', '/api/notifications?unread=1')).json();
    expect(list.items.map((n: { title: string }) => n.title)).toEqual(['Mine']);
    expect((await call(user, 'POST', '/api/notifications/read', { ids: [theirs!.id] })).statusCode).toBe(404);
    expect((await call(user, 'POST', '/api/notifications/read', { ids: [mine!.id, theirs!.id] })).statusCode).toBe(404);
    expect((await call(other, 'GET', '/api/notifications')).json().unread).toBe(1);
    expect((await call(user, 'POST', '/api/notifications/read', { all: true })).json()).toEqual({ marked: 1 });
    expect((await call(user, 'GET', '/api/notifications')).json()).toMatchObject({ unread: 0, items: [{ title: 'Mine', read: true }] });
    expect((await call(other, 'GET', '/api/notifications')).json().unread).toBe(1);
    expect((await call(null, 'GET', '/api/notifications')).statusCode).toBe(401);
  });

  it('pages notifications newest first', async () => {
    const me = await createTestUser(ctx);
    await ctx.runtime.db
      .insert(notifications)
      .values(Array.from({ length: 5 }, (_, i) => ({ userId: me.id, kind: 'job_finished', title: `N${i}`, body: '' })));
    const first = (await call(me, 'GET', '/api/notifications?limit=3')).json();
    expect(first.items.map((n: { title: string }) => n.title)).toEqual(['N4', 'N3', 'N2']);
    const next = (await call(me, 'GET', `/api/notifications?limit=3&before=${first.nextCursor}`)).json();
    expect(next.items.map((n: { title: string }) => n.title)).toEqual(['N1', 'N0']);
    expect(next.nextCursor).toBeNull();
  });

  it('the login page learns whether email is on', async () => {
    expect((await call(null, 'GET', '/api/auth-config')).json().email).toBe(false);
  });
});
