import { existsSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WorkspaceRole } from '@leadsift/shared';
import {
  adminAudit,
  creditLedger,
  filterJobs,
  profiles,
  savedFilters,
  uploads,
  workspaceInvitations,
  workspaceMembers,
  workspaces,
} from '../../db/schema/index.ts';
import { createTestUser, randomAddress, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { uploadCsv, waitForJob } from '../filter/filter.test-helpers.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe(`workspaces API (${testDriver})`, () => {
  let ctx: TestContext;
  let owner: TestUser;
  let admin: TestUser;
  let member: TestUser;
  let viewer: TestUser;
  let outsider: TestUser;
  let siteAdmin: TestUser;

  // A new owner for every test: one person may own only so many workspaces.
  beforeEach(async () => {
    owner = await createTestUser(ctx);
  });
  beforeAll(async () => {
    ctx = await createTestApp({ env: { BASE_URL: 'http://localhost:3000' } });
    [admin, member, viewer, outsider, siteAdmin] = await Promise.all([
      createTestUser(ctx),
      createTestUser(ctx),
      createTestUser(ctx),
      createTestUser(ctx),
      createTestUser(ctx, { role: 'admin' }),
    ]);
  });
  afterAll(() => ctx.close());

  const call = (as: TestUser, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...as.headers, ...headers },
      remoteAddress: randomAddress(),
      ...(payload ? { payload } : {}),
    });

  const auditOf = (workspaceId: string) => ctx.runtime.db.select().from(adminAudit).where(eq(adminAudit.workspaceId, workspaceId));

  /** A team workspace made by `by` through the API, with the others added as members directly. */
  async function team(name: string, by: TestUser, others: Array<[TestUser, WorkspaceRole]> = []): Promise<string> {
    const res = await call(by, 'POST', '/api/workspaces', { name });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    // Members are listed by when they joined (then by email): each joins a little later than the one before, as
    // inserts within one millisecond would tie and fall back on the random test emails.
    const base = Date.now();
    for (const [at, [user, role]] of others.entries())
      await ctx.runtime.db
        .insert(workspaceMembers)
        .values({ workspaceId: id, userId: user.id, role, createdAt: new Date(base + (at + 1) * 10) });
    return id;
  }
  const standardTeam = (name: string) =>
    team(name, owner, [
      [admin, 'admin'],
      [member, 'member'],
      [viewer, 'viewer'],
    ]);
  const roleOf = async (workspaceId: string, userId: string) => {
    const [row] = await ctx.runtime.db
      .select({ role: workspaceMembers.role })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
    return row?.role ?? null;
  };

  it('creates a team workspace with the caller as owner, lists it after the personal one, and audits it', async () => {
    const created = await call(owner, 'POST', '/api/workspaces', { name: '  Acme Sales  ' });
    expect(created.statusCode, created.body).toBe(201);
    const ws = created.json();
    expect(ws).toMatchObject({
      name: 'Acme Sales',
      personal: false,
      role: 'owner',
      tier: 'beta_tester',
      memberCount: 1,
      membersManageAllJobs: false,
    });

    const list = await call(owner, 'GET', '/api/workspaces');
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json();
    expect(body.currentId).toBe(owner.id);
    expect(body.workspaces[0]).toMatchObject({ id: owner.id, personal: true, role: 'owner', memberCount: 1 });
    expect(body.workspaces.map((w: { id: string }) => w.id)).toContain(ws.id);
    expect((await call(outsider, 'GET', '/api/workspaces')).json().workspaces.map((w: { id: string }) => w.id)).not.toContain(ws.id);

    const audit = await auditOf(ws.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'workspace_create',
      actorId: owner.id,
      targetUserId: owner.id,
      after: { name: 'Acme Sales', tier: 'beta_tester' },
    });
  });

  it('validates bodies with 400 { error }', async () => {
    for (const payload of [{}, { name: '   ' }, { name: 'x'.repeat(81) }, { name: 3 }]) {
      const res = await call(owner, 'POST', '/api/workspaces', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
    const id = await standardTeam('Validation');
    expect((await call(owner, 'PATCH', `/api/workspaces/${id}`, { membersManageAllJobs: 'yes' })).statusCode).toBe(400);
    expect((await call(owner, 'PATCH', `/api/workspaces/${id}/members/${member.id}`, {})).statusCode).toBe(400);
    expect((await call(owner, 'PATCH', `/api/workspaces/${id}/members/${member.id}`, { role: 'god' })).statusCode).toBe(400);
    expect((await call(owner, 'PATCH', `/api/workspaces/${id}/members/${member.id}`, { monthlyCreditLimit: -1 })).statusCode).toBe(400);
    expect((await call(owner, 'POST', `/api/workspaces/${id}/invitations`, { email: 'not-an-email', role: 'member' })).statusCode).toBe(
      400,
    );
    expect((await call(owner, 'POST', `/api/workspaces/${id}/invitations`, { email: 'a@example.com', role: 'owner' })).statusCode).toBe(
      400,
    );
  });

  it('answers 404 for every route of a workspace the caller is not in', async () => {
    const id = await standardTeam('Secret');
    const routes: Array<[Method, string, object?]> = [
      ['PATCH', `/api/workspaces/${id}`, { name: 'Mine now' }],
      ['DELETE', `/api/workspaces/${id}`],
      ['POST', `/api/workspaces/${id}/select`],
      ['GET', `/api/workspaces/${id}/members`],
      ['PATCH', `/api/workspaces/${id}/members/${member.id}`, { role: 'viewer' }],
      ['DELETE', `/api/workspaces/${id}/members/${member.id}`],
      ['GET', `/api/workspaces/${id}/invitations`],
      ['POST', `/api/workspaces/${id}/invitations`, { email: 'x@example.com', role: 'member' }],
      ['DELETE', `/api/workspaces/${id}/invitations/whatever`],
      ['GET', `/api/workspaces/${id}/usage`],
    ];
    for (const [method, url, payload] of routes) {
      for (const who of [outsider, siteAdmin]) {
        const res = await call(who, method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toEqual({ error: 'Workspace not found' });
      }
    }
    for (const [method, url, payload] of routes)
      expect((await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
    // An unknown id answers the same.
    expect((await call(owner, 'GET', '/api/workspaces/no-such-workspace/members')).statusCode).toBe(404);
    const [row] = await ctx.runtime.db.select().from(workspaces).where(eq(workspaces.id, id));
    expect(row!.name).toBe('Secret');
  });

  it('refuses API keys: managing workspaces takes a session', async () => {
    const key = await call(owner, 'POST', '/api/account/api-keys', { name: 'k', scope: 'full' });
    expect(key.statusCode, key.body).toBe(201);
    const res = await ctx.app.inject({ url: '/api/workspaces', headers: { authorization: `Bearer ${key.json().key}` } });
    expect(res.statusCode).toBe(403);
  });

  it('renaming is for owners; the jobs setting for owners and admins; each refusal says why', async () => {
    const id = await standardTeam('Rename Me');
    for (const who of [admin, member, viewer]) {
      const res = await call(who, 'PATCH', `/api/workspaces/${id}`, { name: 'Hijacked' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('Only the owner of Rename Me can rename it.');
    }
    for (const who of [member, viewer]) {
      const res = await call(who, 'PATCH', `/api/workspaces/${id}`, { membersManageAllJobs: true });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('Only an owner or admin of Rename Me can change who may manage jobs.');
    }
    const flag = await call(admin, 'PATCH', `/api/workspaces/${id}`, { membersManageAllJobs: true });
    expect(flag.statusCode, flag.body).toBe(200);
    expect(flag.json()).toMatchObject({ role: 'admin', membersManageAllJobs: true, memberCount: 4 });
    const renamed = await call(owner, 'PATCH', `/api/workspaces/${id}`, { name: 'Renamed' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Renamed', role: 'owner', membersManageAllJobs: true });
    const audit = await auditOf(id);
    expect(audit.find((a) => a.action === 'workspace_rename')).toMatchObject({ before: { name: 'Rename Me' }, after: { name: 'Renamed' } });
  });

  it('selects a workspace for the session: GET /api/workspaces then names it current; X-Workspace wins', async () => {
    const id = await standardTeam('Selectable');
    expect((await call(viewer, 'POST', `/api/workspaces/${id}/select`)).statusCode).toBe(204);
    const [profile] = await ctx.runtime.db.select().from(profiles).where(eq(profiles.id, viewer.id));
    expect(profile!.lastWorkspaceId).toBe(id);
    expect((await call(viewer, 'GET', '/api/workspaces')).json().currentId).toBe(id);
    expect((await call(viewer, 'GET', '/api/workspaces', undefined, { 'x-workspace': viewer.id })).json().currentId).toBe(viewer.id);
    expect((await call(viewer, 'POST', `/api/workspaces/${viewer.id}/select`)).statusCode).toBe(204);
  });

  it('lists members; what each used this month only for owners and admins', async () => {
    const id = await standardTeam('Members');
    // The pool opens on its first use; its month starts then.
    expect((await call(owner, 'GET', `/api/workspaces/${id}/usage`)).json().members.every((m: { used: number }) => m.used === 0)).toBe(
      true,
    );
    await ctx.runtime.db.insert(creditLedger).values([
      { workspaceId: id, userId: member.id, kind: 'charge', delta: -30, usedDelta: 30, balanceAfter: 0, reason: 'job' },
      { workspaceId: id, userId: member.id, kind: 'refund', delta: 10, usedDelta: -10, balanceAfter: 0, reason: 'refund' },
      { workspaceId: id, userId: admin.id, kind: 'charge', delta: -7, usedDelta: 7, balanceAfter: 0, reason: 'job' },
      // Before this month, and another workspace's: neither counts.
      {
        workspaceId: id,
        userId: member.id,
        kind: 'charge',
        delta: -500,
        usedDelta: 500,
        balanceAfter: 0,
        reason: 'old',
        createdAt: new Date(Date.now() - 62 * 86_400_000),
      },
      { workspaceId: member.id, userId: member.id, kind: 'charge', delta: -40, usedDelta: 40, balanceAfter: 0, reason: 'personal' },
    ]);
    for (const who of [owner, admin]) {
      const res = await call(who, 'GET', `/api/workspaces/${id}/members`);
      expect(res.statusCode, res.body).toBe(200);
      const members = res.json().members as Array<{ userId: string; usedThisMonth: number | null; role: string; email: string }>;
      expect(members.map((m) => m.userId)).toEqual([owner.id, admin.id, member.id, viewer.id]);
      expect(members.find((m) => m.userId === member.id)).toMatchObject({
        role: 'member',
        email: member.email,
        usedThisMonth: 20,
        monthlyCreditLimit: null,
      });
      expect(members.find((m) => m.userId === admin.id)!.usedThisMonth).toBe(7);
      expect(members.find((m) => m.userId === viewer.id)!.usedThisMonth).toBe(0);
    }
    for (const who of [member, viewer]) {
      const res = await call(who, 'GET', `/api/workspaces/${id}/members`);
      expect(res.statusCode).toBe(200);
      expect(res.json().members.every((m: { usedThisMonth: number | null }) => m.usedThisMonth === null)).toBe(true);
    }
    const usage = await call(admin, 'GET', `/api/workspaces/${id}/usage`);
    expect(usage.statusCode, usage.body).toBe(200);
    expect(usage.json().pool).toMatchObject({ creditsTotal: expect.any(Number), resetDate: expect.any(String) });
    expect(usage.json().members).toEqual(
      expect.arrayContaining([
        { userId: member.id, name: expect.any(String), used: 20, limit: null },
        { userId: admin.id, name: expect.any(String), used: 7, limit: null },
      ]),
    );
    const forMember = await call(member, 'GET', `/api/workspaces/${id}/usage`);
    expect(forMember.statusCode).toBe(200);
    expect(forMember.json().members).toBeNull();
  });

  it('roles and limits: admins manage members, only owners make or unmake owners, every change audited', async () => {
    const id = await standardTeam('Roles');
    const url = (u: TestUser) => `/api/workspaces/${id}/members/${u.id}`;
    for (const who of [member, viewer]) {
      const res = await call(who, 'PATCH', url(viewer), { role: 'member' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('Only an owner or admin of Roles can change members.');
    }
    const demoted = await call(admin, 'PATCH', url(member), { role: 'viewer' });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect(demoted.json()).toMatchObject({ userId: member.id, role: 'viewer', usedThisMonth: 0 });
    for (const [target, role] of [
      [viewer, 'owner'],
      [owner, 'admin'],
    ] as const) {
      const res = await call(admin, 'PATCH', url(target), { role });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('Only an owner of Roles can make or unmake owners.');
    }
    const limited = await call(admin, 'PATCH', url(member), { monthlyCreditLimit: 250 });
    expect(limited.statusCode).toBe(200);
    expect(limited.json().monthlyCreditLimit).toBe(250);
    expect((await call(admin, 'PATCH', url(member), { monthlyCreditLimit: null })).json().monthlyCreditLimit).toBeNull();
    // The last owner cannot step down; with a second owner they can.
    const alone = await call(owner, 'PATCH', url(owner), { role: 'admin' });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().error).toMatch(/must keep at least one owner/);
    expect((await call(owner, 'PATCH', url(admin), { role: 'owner' })).statusCode).toBe(200);
    expect((await call(owner, 'PATCH', url(owner), { role: 'member' })).statusCode).toBe(200);
    expect(await roleOf(id, owner.id)).toBe('member');
    expect((await call(admin, 'PATCH', url(admin), { role: 'viewer' })).statusCode).toBe(409);

    const audit = (await auditOf(id)).filter((a) => a.action !== 'workspace_create');
    expect(audit.map((a) => [a.action, a.targetUserId])).toEqual([
      ['member_role', member.id],
      ['member_limit', member.id],
      ['member_limit', member.id],
      ['member_role', admin.id],
      ['member_role', owner.id],
    ]);
    expect(audit[0]).toMatchObject({ actorId: admin.id, before: { role: 'member' }, after: { role: 'viewer' } });
    expect(audit[1]).toMatchObject({ before: { monthlyCreditLimit: null }, after: { monthlyCreditLimit: 250 } });
  });

  it('removing and leaving: admins remove, anyone leaves, owners only by owners, never the last owner', async () => {
    const id = await standardTeam('Leaving');
    const url = (u: TestUser) => `/api/workspaces/${id}/members/${u.id}`;
    const refused = await call(member, 'DELETE', url(viewer));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Only an owner or admin of Leaving can remove members.');
    expect((await call(admin, 'DELETE', url(owner))).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', url(outsider))).statusCode).toBe(404);
    expect((await call(viewer, 'DELETE', url(viewer))).statusCode).toBe(204); // a viewer may leave
    expect(await roleOf(id, viewer.id)).toBeNull();
    expect((await call(viewer, 'GET', `/api/workspaces/${id}/members`)).statusCode).toBe(404);
    await ctx.runtime.db.update(profiles).set({ lastWorkspaceId: id }).where(eq(profiles.id, member.id));
    expect((await call(admin, 'DELETE', url(member))).statusCode).toBe(204);
    const [profile] = await ctx.runtime.db.select().from(profiles).where(eq(profiles.id, member.id));
    expect(profile!.lastWorkspaceId).toBeNull();
    const last = await call(owner, 'DELETE', url(owner));
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toMatch(/must keep at least one owner/);
    expect((await call(owner, 'DELETE', `/api/workspaces/${owner.id}/members/${owner.id}`)).statusCode).toBe(409);
    const audit = (await auditOf(id)).filter((a) => a.action === 'member_remove');
    expect(audit.map((a) => [a.actorId, a.targetUserId, a.after])).toEqual([
      [viewer.id, viewer.id, { left: true }],
      [admin.id, member.id, null],
    ]);
  });

  it('transfers ownership: owner only; the new owner must be a member; the old owner becomes admin', async () => {
    const id = await standardTeam('Transfer');
    const byAdmin = await call(admin, 'PATCH', `/api/workspaces/${id}`, { ownerId: admin.id });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().error).toBe('Only the owner of Transfer can transfer its ownership.');
    expect((await call(owner, 'PATCH', `/api/workspaces/${id}`, { ownerId: outsider.id })).statusCode).toBe(400);
    expect((await call(owner, 'PATCH', `/api/workspaces/${id}`, { ownerId: owner.id })).statusCode).toBe(400);
    expect((await call(owner, 'PATCH', `/api/workspaces/${owner.id}`, { ownerId: member.id })).statusCode).toBe(409);
    const moved = await call(owner, 'PATCH', `/api/workspaces/${id}`, { ownerId: member.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().role).toBe('admin');
    expect(await roleOf(id, member.id)).toBe('owner');
    expect(await roleOf(id, owner.id)).toBe('admin');
    // The former owner can no longer rename it; the new one can.
    expect((await call(owner, 'PATCH', `/api/workspaces/${id}`, { name: 'Back' })).statusCode).toBe(403);
    expect((await call(member, 'PATCH', `/api/workspaces/${id}`, { name: 'New Hands' })).statusCode).toBe(200);
    const [entry] = (await auditOf(id)).filter((a) => a.action === 'ownership_transfer');
    expect(entry).toMatchObject({ actorId: owner.id, targetUserId: member.id, after: { owner: member.id } });
  });

  it('deletes a team workspace with everything in it (owner only); a personal one answers 409', async () => {
    const id = await standardTeam('Doomed');
    await ctx.runtime.db.insert(savedFilters).values({ workspaceId: id, userId: member.id, name: 'T', filterConfig: {} as never });
    await ctx.runtime.db
      .insert(creditLedger)
      .values({ workspaceId: id, userId: member.id, kind: 'charge', delta: -1, usedDelta: 1, balanceAfter: 0, reason: 'x' });
    expect(
      (await call(owner, 'POST', `/api/workspaces/${id}/invitations`, { email: 'later@example.com', role: 'member' })).statusCode,
    ).toBe(201);
    await ctx.runtime.db.update(profiles).set({ lastWorkspaceId: id }).where(eq(profiles.id, viewer.id));
    for (const who of [admin, member, viewer]) {
      const res = await call(who, 'DELETE', `/api/workspaces/${id}`);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('Only the owner of Doomed can delete it.');
    }
    const personal = await call(owner, 'DELETE', `/api/workspaces/${owner.id}`);
    expect(personal.statusCode).toBe(409);
    expect(personal.json().error).toMatch(/personal workspace cannot be deleted/);
    expect((await call(owner, 'DELETE', `/api/workspaces/${id}`)).statusCode).toBe(204);
    const db = ctx.runtime.db;
    expect(await db.select().from(workspaces).where(eq(workspaces.id, id))).toHaveLength(0);
    expect(await db.select().from(workspaceMembers).where(eq(workspaceMembers.workspaceId, id))).toHaveLength(0);
    expect(await db.select().from(workspaceInvitations).where(eq(workspaceInvitations.workspaceId, id))).toHaveLength(0);
    expect(await db.select().from(savedFilters).where(eq(savedFilters.workspaceId, id))).toHaveLength(0);
    expect(await db.select().from(creditLedger).where(eq(creditLedger.workspaceId, id))).toHaveLength(0);
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, viewer.id));
    expect(profile!.lastWorkspaceId).toBeNull();
    // The audit log keeps the workspace's history, the deletion last.
    const audit = await auditOf(id);
    expect(audit.at(-1)).toMatchObject({ action: 'workspace_delete', actorId: owner.id, before: { name: 'Doomed', members: 4 } });
    expect((await call(owner, 'GET', `/api/workspaces/${id}/members`)).statusCode).toBe(404);
  });

  it('the last owner survives two owners removing each other at once', async () => {
    for (let round = 0; round < 4; round++) {
      const id = await team(`Race ${round}`, owner, [[admin, 'owner']]);
      const [a, b] = await Promise.all([
        call(owner, 'DELETE', `/api/workspaces/${id}/members/${admin.id}`),
        call(
          admin,
          round % 2 ? 'PATCH' : 'DELETE',
          `/api/workspaces/${id}/members/${owner.id}`,
          round % 2 ? { role: 'member' } : undefined,
        ),
      ]);
      const codes = [a.statusCode, b.statusCode].sort();
      // One goes first; the other then acts as a non-owner (403, 404) or finds the last owner (409).
      expect(
        codes.filter((c) => c === 204 || c === 200),
        `${a.body} ${b.body}`,
      ).toHaveLength(1);
      const owners = await ctx.runtime.db
        .select()
        .from(workspaceMembers)
        .where(and(eq(workspaceMembers.workspaceId, id), eq(workspaceMembers.role, 'owner')));
      expect(owners).toHaveLength(1);
    }
  });

  it('the last owner survives two owners leaving at once', async () => {
    for (let round = 0; round < 4; round++) {
      const id = await team(`Leave race ${round}`, owner, [[admin, 'owner']]);
      const results = await Promise.all([
        call(owner, 'DELETE', `/api/workspaces/${id}/members/${owner.id}`),
        call(admin, 'DELETE', `/api/workspaces/${id}/members/${admin.id}`),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([204, 409]);
      const owners = await ctx.runtime.db
        .select()
        .from(workspaceMembers)
        .where(and(eq(workspaceMembers.workspaceId, id), eq(workspaceMembers.role, 'owner')));
      expect(owners).toHaveLength(1);
    }
  });

  it('Admin → Workspaces: administrators only; search, tier and credits, audited with the workspace', async () => {
    const id = await standardTeam('Zebra Corp');
    for (const [method, url, payload] of [
      ['GET', '/api/admin/workspaces'],
      ['PATCH', `/api/admin/workspaces/${id}`, { tier: 'internal' }],
      ['POST', `/api/admin/workspaces/${id}/credits`, { amount: 5, reason: 'x' }],
    ] as Array<[Method, string, object?]>) {
      expect((await call(owner, method, url, payload)).statusCode).toBe(403);
    }
    const found = await call(siteAdmin, 'GET', '/api/admin/workspaces?search=zebra');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().workspaces).toEqual([
      { id, name: 'Zebra Corp', personal: false, tier: 'beta_tester', memberCount: 4, ownerEmail: owner.email, creditsRemaining: null },
    ]);
    const byEmail = (await call(siteAdmin, 'GET', `/api/admin/workspaces?search=${encodeURIComponent(viewer.email)}`)).json().workspaces;
    expect(byEmail.map((w: { id: string }) => w.id)).toEqual(expect.arrayContaining([id, viewer.id]));

    expect((await call(siteAdmin, 'PATCH', `/api/admin/workspaces/${id}`, { tier: 'nope' })).statusCode).toBe(400);
    expect((await call(siteAdmin, 'PATCH', '/api/admin/workspaces/nope', { tier: 'internal' })).statusCode).toBe(404);
    const tier = await call(siteAdmin, 'PATCH', `/api/admin/workspaces/${id}`, { tier: 'agency_user' });
    expect(tier.statusCode, tier.body).toBe(200);
    expect(tier.json()).toMatchObject({ id, tier: 'agency_user', creditsRemaining: 25000 });
    const [row] = await ctx.runtime.db.select().from(workspaces).where(eq(workspaces.id, id));
    expect(row!.tier).toBe('agency_user');

    expect((await call(siteAdmin, 'POST', `/api/admin/workspaces/${id}/credits`, { amount: 0, reason: 'x' })).statusCode).toBe(400);
    expect((await call(siteAdmin, 'POST', `/api/admin/workspaces/${id}/credits`, { amount: 5 })).statusCode).toBe(400);
    const granted = await call(siteAdmin, 'POST', `/api/admin/workspaces/${id}/credits`, { amount: 500, reason: 'Pilot' });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().creditsRemaining).toBe(25500);
    const pool = await call(owner, 'GET', `/api/workspaces/${id}/usage`);
    expect(pool.json().pool.creditsAvailable).toBe(25500);

    const audit = (await auditOf(id)).filter((a) => a.actorId === siteAdmin.id);
    expect(audit.map((a) => [a.action, a.targetUserId])).toEqual([
      ['workspace_tier', owner.id],
      ['grant_credits', owner.id],
    ]);
    expect(audit[0]).toMatchObject({ before: { tier: 'beta_tester' }, after: { tier: 'agency_user' } });
    expect(audit[1]).toMatchObject({ reason: 'Pilot', after: { credits: 500 } });
  });

  it("a member's job in the workspace counts against the pool and their own use; the files go with the workspace", async () => {
    const id = await standardTeam('Real Work');
    const inTeam = (u: TestUser) => ({ ...u, headers: { ...u.headers, 'x-workspace': id } }) as unknown as TestUser;
    const csv = ['Company,Industry', 'Acme,Software', 'Globex,Banking', 'Initech,Pharma'].join('\n');
    const { fileId } = await uploadCsv(ctx, inTeam(member), 'team.csv', csv);
    const start = await ctx.app.inject({
      method: 'POST',
      url: '/api/filter',
      headers: inTeam(member).headers,
      payload: {
        jobName: 'Team job',
        fileId,
        selectedColumns: ['Industry'],
        logicMode: 'AND',
        filterConfig: { columnConfig: { Industry: { instructions: 'Keep: software' } } },
        rowCount: 3,
      },
    });
    expect(start.statusCode, start.body).toBe(200);
    expect(await waitForJob(ctx, inTeam(member), start.json().filterId)).toBe('completed');
    const usage = (await call(admin, 'GET', `/api/workspaces/${id}/usage`)).json();
    expect(usage.pool.creditsUsed).toBe(3);
    expect(usage.members.find((m: { userId: string }) => m.userId === member.id).used).toBe(3);
    expect(usage.members.find((m: { userId: string }) => m.userId === admin.id).used).toBe(0);
    const members = (await call(owner, 'GET', `/api/workspaces/${id}/members`)).json().members;
    expect(members.find((m: { userId: string }) => m.userId === member.id).usedThisMonth).toBe(3);
    // The member's personal pool was not touched.
    expect((await call(member, 'GET', `/api/workspaces/${member.id}/usage`)).json().pool.creditsUsed).toBe(0);

    const [upload] = await ctx.runtime.db.select().from(uploads).where(eq(uploads.workspaceId, id));
    expect(existsSync(ctx.runtime.storage.localPath(upload!.fileKey))).toBe(true);
    expect((await call(owner, 'DELETE', `/api/workspaces/${id}`)).statusCode).toBe(204);
    expect(await ctx.runtime.db.select().from(uploads).where(eq(uploads.workspaceId, id))).toHaveLength(0);
    expect(await ctx.runtime.db.select().from(filterJobs).where(eq(filterJobs.workspaceId, id))).toHaveLength(0);
    expect(existsSync(ctx.runtime.storage.localPath(upload!.fileKey))).toBe(false);
  });

  it('a viewer acting in a workspace (X-Workspace) may still create, switch to and leave workspaces', async () => {
    const id = await standardTeam('Viewer Home');
    const header = { 'x-workspace': id };
    const created = await call(viewer, 'POST', '/api/workspaces', { name: 'Viewer Own' }, header);
    expect(created.statusCode, created.body).toBe(201);
    expect((await call(viewer, 'POST', `/api/workspaces/${created.json().id}/select`, undefined, header)).statusCode).toBe(204);
    expect((await call(viewer, 'DELETE', `/api/workspaces/${created.json().id}`, undefined, header)).statusCode).toBe(204);
    // A write in the workspace itself is still refused by the viewer guard.
    const upload = await call(viewer, 'POST', `/api/workspaces/${id}/invitations`, { email: 'v@example.com', role: 'viewer' }, header);
    expect(upload.statusCode).toBe(403);
    expect((await call(viewer, 'DELETE', `/api/workspaces/${id}/members/${viewer.id}`, undefined, header)).statusCode).toBe(204);
    // Once out, a request naming it falls back instead of answering 404 on these routes.
    expect((await call(viewer, 'GET', '/api/workspaces', undefined, header)).json().currentId).not.toBe(id);
  });

  it('one person owns at most MAX_OWNED_WORKSPACES team workspaces', async () => {
    const busy = await createTestUser(ctx);
    for (let i = 0; i < 10; i++) expect((await call(busy, 'POST', '/api/workspaces', { name: `W${i}` })).statusCode).toBe(201);
    const over = await call(busy, 'POST', '/api/workspaces', { name: 'One too many' });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatch(/already own 10 workspaces/);
  });
});
