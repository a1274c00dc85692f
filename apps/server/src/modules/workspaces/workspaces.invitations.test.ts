import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, user, workspaceInvitations, workspaceMembers } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/invitation-token.ts';
import { createTestUser, randomAddress, type TestUser } from '../../test/factories.ts';
import { linkIn, startInbox, type Inbox } from '../../test/smtp-inbox.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';

const BASE = 'http://localhost:3000';
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe(`workspace invitations over a real SMTP server (${testDriver})`, () => {
  let ctx: TestContext;
  let inbox: Inbox;
  let owner: TestUser;
  let admin: TestUser;
  let member: TestUser;
  let workspaceId: string;

  beforeAll(async () => {
    inbox = await startInbox();
    ctx = await createTestApp({ env: { SMTP_URL: inbox.url, BASE_URL: BASE, MAIL_FROM: 'LeadSift <leads@example.com>' } });
    [owner, admin, member] = await Promise.all([createTestUser(ctx), createTestUser(ctx), createTestUser(ctx)]);
    const created = await call(owner, 'POST', '/api/workspaces', { name: 'Acme Sales' });
    expect(created.statusCode, created.body).toBe(201);
    workspaceId = created.json().id;
    await ctx.runtime.db.insert(workspaceMembers).values([
      { workspaceId, userId: admin.id, role: 'admin' },
      { workspaceId, userId: member.id, role: 'member' },
    ]);
  });
  afterAll(async () => {
    await ctx.close();
    await inbox.close();
  });

  function call(as: TestUser | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
    return ctx.app.inject({ method, url, headers: as?.headers ?? {}, remoteAddress: randomAddress(), ...(payload ? { payload } : {}) });
  }
  const invite = (as: TestUser, email: string, role = 'member', id = workspaceId) =>
    call(as, 'POST', `/api/workspaces/${id}/invitations`, { email, role });
  const roleOf = async (userId: string) => {
    const [row] = await ctx.runtime.db
      .select({ role: workspaceMembers.role })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
    return row?.role ?? null;
  };
  const actions = async () =>
    (await ctx.runtime.db.select().from(adminAudit).where(eq(adminAudit.workspaceId, workspaceId))).map((a) => a.action);

  it('owners and admins invite; members, personal workspaces and duplicates are refused', async () => {
    const refused = await invite(member, 'someone@example.com');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Only an owner or admin of Acme Sales can invite people.');
    expect((await call(member, 'GET', `/api/workspaces/${workspaceId}/invitations`)).statusCode).toBe(403);
    expect((await invite(owner, 'someone@example.com', 'member', owner.id)).statusCode).toBe(409);
    expect((await invite(owner, member.email.toUpperCase())).statusCode).toBe(409); // already a member
    expect((await invite(admin, 'dup@example.com')).statusCode).toBe(201);
    const dup = await invite(owner, 'dup@example.com', 'viewer');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toMatch(/already has a pending invitation/);
  });

  it('new person: email → link → status → name and password → signed in as a member of the workspace', async () => {
    const email = 'new.rep@example.com';
    const res = await invite(admin, email, 'member');
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      id: expect.any(String),
      emailed: true,
      link: expect.stringMatching(/^http:\/\/localhost:3000\/invite\?token=wsi_/),
    });

    const [mail] = await inbox.waitFor(email);
    expect(mail!.subject).toBe('Join Acme Sales on LeadSift');
    expect(mail!.text).toContain(`${admin.email} invited you to the LeadSift workspace Acme Sales as member`);
    const link = linkIn(mail!, `${BASE}/invite?token=`);
    expect(link).toBe(created.link);
    const token = tokenOf(link);
    expect(token.startsWith('wsi_')).toBe(true);
    const [row] = await ctx.runtime.db.select().from(workspaceInvitations).where(eq(workspaceInvitations.id, created.id));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(7 * 86_400_000, -4);

    const listed = await call(admin, 'GET', `/api/workspaces/${workspaceId}/invitations`);
    expect(listed.json().invitations).toEqual(
      expect.arrayContaining([
        {
          id: created.id,
          email,
          role: 'member',
          invitedBy: expect.any(String),
          createdAt: expect.any(String),
          expiresAt: expect.any(String),
        },
      ]),
    );
    expect(listed.body).not.toContain(token);

    const status = await call(null, 'GET', `/api/invitations/status?token=${token}`);
    expect(status.json()).toEqual({ valid: true, email, workspaceName: 'Acme Sales', workspaceRole: 'member', hasAccount: false });

    expect((await call(null, 'POST', '/api/invitations/accept', { token })).statusCode).toBe(400);
    const accepted = await call(null, 'POST', '/api/invitations/accept', { token, name: 'New Rep', password: 'chosen-password' });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().workspaceId).toBe(workspaceId);
    const bearer = accepted.headers['set-auth-token'] as string;
    expect(bearer).toBeTruthy();
    const me = await ctx.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${bearer}` } });
    expect(me.json().user).toMatchObject({ email, name: 'New Rep' });
    const [account] = await ctx.runtime.db.select().from(user).where(eq(user.email, email));
    expect(account!.emailVerified).toBe(true);
    expect(await roleOf(account!.id)).toBe('member');
    const mine = await ctx.app.inject({ url: '/api/workspaces', headers: { authorization: `Bearer ${bearer}` } });
    expect(mine.json().workspaces.map((w: { id: string; role: string }) => [w.id, w.role])).toEqual([
      [account!.id, 'owner'],
      [workspaceId, 'member'],
    ]);

    // Once only.
    expect((await call(null, 'GET', `/api/invitations/status?token=${token}`)).json()).toEqual({ valid: false, reason: 'used' });
    expect((await call(null, 'POST', '/api/invitations/accept', { token, name: 'X', password: 'another-password' })).statusCode).toBe(410);
    const [join] = await ctx.runtime.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.workspaceId, workspaceId), eq(adminAudit.action, 'member_join')));
    expect(join).toMatchObject({ actorId: account!.id, targetUserId: account!.id, after: { role: 'member', invitationId: created.id } });
    const bell = (await call(admin, 'GET', '/api/notifications')).json();
    expect(bell.items[0]).toMatchObject({ kind: 'invitation_accepted', title: `New Rep (${email}) joined Acme Sales` });
  });

  it('existing account: signed out → 401 "Sign in as …"; another account → 403; the right account joins (200)', async () => {
    const invitee = await createTestUser(ctx);
    const stranger = await createTestUser(ctx);
    const res = await invite(owner, invitee.email, 'viewer');
    expect(res.statusCode).toBe(201);
    const token = tokenOf(res.json().link);
    expect((await call(null, 'GET', `/api/invitations/status?token=${token}`)).json()).toMatchObject({
      valid: true,
      hasAccount: true,
      workspaceRole: 'viewer',
    });

    const signedOut = await call(null, 'POST', '/api/invitations/accept', { token, name: 'Taken', password: 'some-password' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error).toBe(`Sign in as ${invitee.email} to join Acme Sales.`);
    const wrong = await call(stranger, 'POST', '/api/invitations/accept', { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toContain(`This invitation is for ${invitee.email}`);
    expect(await roleOf(stranger.id)).toBeNull();

    const joined = await call(invitee, 'POST', '/api/invitations/accept', { token });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toEqual({ workspaceId });
    expect(await roleOf(invitee.id)).toBe('viewer');
    const list = (await call(invitee, 'GET', '/api/workspaces')).json();
    expect(list.currentId).toBe(workspaceId); // the workspace just joined opens next
    expect((await call(invitee, 'POST', '/api/invitations/accept', { token })).statusCode).toBe(410);
  });

  it('revoking: admins only, the link stops working, audited', async () => {
    const res = await invite(owner, 'revoked@example.com', 'admin');
    const { id, link } = res.json();
    const token = tokenOf(link);
    expect((await call(member, 'DELETE', `/api/workspaces/${workspaceId}/invitations/${id}`)).statusCode).toBe(403);
    const other = await call(owner, 'POST', '/api/workspaces', { name: 'Other' });
    expect((await call(owner, 'DELETE', `/api/workspaces/${other.json().id}/invitations/${id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/workspaces/${workspaceId}/invitations/${id}`)).statusCode).toBe(204);
    expect((await call(admin, 'DELETE', `/api/workspaces/${workspaceId}/invitations/${id}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/invitations/status?token=${token}`)).json()).toEqual({ valid: false, reason: 'revoked' });
    const accepted = await call(null, 'POST', '/api/invitations/accept', { token, name: 'Late', password: 'late-password' });
    expect(accepted.statusCode).toBe(410);
    expect(accepted.json().error).toMatch(/withdrawn/);
    expect(
      (await call(admin, 'GET', `/api/workspaces/${workspaceId}/invitations`)).json().invitations.map((i: { id: string }) => i.id),
    ).not.toContain(id);
    expect(await actions()).toEqual(expect.arrayContaining(['workspace_invite', 'workspace_invite_revoke', 'member_join']));
  });

  it('an expired or unknown workspace link says so; account invitations still need a name and password', async () => {
    const res = await invite(owner, 'expired@example.com');
    await ctx.runtime.db
      .update(workspaceInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(workspaceInvitations.id, res.json().id));
    const token = tokenOf(res.json().link);
    expect((await call(null, 'GET', `/api/invitations/status?token=${token}`)).json()).toEqual({ valid: false, reason: 'expired' });
    expect((await call(null, 'GET', '/api/invitations/status?token=wsi_nothing-like-this')).json()).toEqual({
      valid: false,
      reason: 'unknown',
    });
    // An expired invitation no longer blocks a new one.
    expect((await invite(owner, 'expired@example.com')).statusCode).toBe(201);

    const siteAdmin = await createTestUser(ctx, { role: 'admin' });
    const accountInvite = await call(siteAdmin, 'POST', '/api/admin/invitations', {
      email: 'plain@example.com',
      tier: 'beta_tester',
      role: 'user',
    });
    expect(accountInvite.statusCode, accountInvite.body).toBe(201);
    const [mail] = await inbox.waitFor('plain@example.com');
    const accountToken = tokenOf(linkIn(mail!, `${BASE}/invite?token=`));
    expect(accountToken.startsWith('wsi_')).toBe(false);
    const missing = await call(null, 'POST', '/api/invitations/accept', { token: accountToken });
    expect(missing.statusCode).toBe(400);
    const ok = await call(null, 'POST', '/api/invitations/accept', { token: accountToken, name: 'Plain', password: 'plain-password' });
    expect(ok.statusCode, ok.body).toBe(201);
  });
});
