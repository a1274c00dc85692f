import { memberLimitRefusal, viewerRefusal, workspaceNotFound } from '@leadsift/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, filterJobs, profiles, savedFilters, user, workspaceMembers, workspaces } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { multipartBody } from '../uploads/uploads.test-helpers.ts';
import { createTeam, insertFilterJob, inWorkspace } from './membership.test-helpers.ts';

// ADR 0067: every request acts in one workspace; another workspace's ids answer 404, viewers only read, members run
// and manage their own jobs, admins keys and webhooks; a member's monthly limit stops a job before it starts.

describe(`workspace scope, roles and limits (${testDriver})`, () => {
  let ctx: TestContext;
  let owner: TestUser;
  let admin: TestUser;
  let member: TestUser;
  let viewer: TestUser;
  let outsider: TestUser;
  let team: string;
  let otherTeam: string;

  beforeAll(async () => {
    ctx = await createTestApp({ work: false });
    [owner, admin, member, viewer, outsider] = await Promise.all([
      createTestUser(ctx),
      createTestUser(ctx),
      createTestUser(ctx),
      createTestUser(ctx),
      createTestUser(ctx),
    ]);
    team = await createTeam(ctx, 'Acme Sales', [
      { user: owner, role: 'owner' },
      { user: admin, role: 'admin' },
      { user: member, role: 'member', limit: 15 },
      { user: viewer, role: 'viewer' },
    ]);
    otherTeam = await createTeam(ctx, 'Globex', [{ user: outsider, role: 'owner' }]);
  });
  afterAll(() => ctx.close());

  const get = (who: TestUser, url: string, workspace?: string) =>
    ctx.app.inject({ url, headers: workspace ? inWorkspace(who, workspace) : who.headers });

  async function uploadIn(who: TestUser, workspace: string, rows: number) {
    const csv = 'Company,Industry\n' + Array.from({ length: rows }, (_, i) => `C${i},Software`).join('\n');
    const body = multipartBody('leads.csv', csv, 'text/csv');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...inWorkspace(who, workspace), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().fileId as string;
  }
  const run = (who: TestUser, workspace: string, fileId: string, jobName = 'Team run') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/filter',
      headers: inWorkspace(who, workspace),
      payload: {
        jobName,
        fileId,
        selectedColumns: ['Industry'],
        filterConfig: { columnConfig: { Industry: { instructions: 'keep: software' } } },
      },
    });

  it("answers 404 for another workspace's job (a valid id) and for a workspace the caller is not in", async () => {
    const theirs = await insertFilterJob(ctx, otherTeam, outsider);
    expect((await get(outsider, `/api/progress/${theirs}`, otherTeam)).statusCode).toBe(200);
    // A member of Acme, in Acme, asking for Globex's job by its real id.
    const fromAcme = await get(owner, `/api/progress/${theirs}`, team);
    expect(fromAcme.statusCode).toBe(404);
    expect(fromAcme.json().error).toBe('Filter job not found');
    // Naming Globex without being a member of it.
    const named = await get(owner, `/api/progress/${theirs}`, otherTeam);
    expect(named.statusCode).toBe(404);
    expect(named.json()).toEqual({ error: workspaceNotFound });
    // Nor does the job show in any list of the caller's.
    expect((await get(owner, '/api/filter/jobs', team)).json().jobs.map((j: { id: string }) => j.id)).not.toContain(theirs);
    expect((await get(owner, '/api/filter/jobs')).json().jobs.map((j: { id: string }) => j.id)).not.toContain(theirs);
  });

  it('shares a workspace’s jobs among its members, each naming who ran it', async () => {
    const ownersJob = await insertFilterJob(ctx, team, owner);
    const jobs = (await get(member, '/api/filter/jobs', team)).json().jobs as Array<{ id: string; createdBy: unknown }>;
    expect(jobs.find((j) => j.id === ownersJob)?.createdBy).toEqual({ id: owner.id, name: expect.any(String) });
    const detail = await get(viewer, `/api/progress/${ownersJob}`, team);
    expect(detail.json().createdBy).toMatchObject({ id: owner.id });
    // The member's own (personal) workspace does not hold it: without the header the request is there.
    expect((await get(member, '/api/filter/jobs')).json().jobs).toEqual([]);
  });

  it('lets a viewer read and export but refuses every write with the contract’s sentence', async () => {
    const job = await insertFilterJob(ctx, team, owner);
    expect((await get(viewer, '/api/filter/jobs', team)).statusCode).toBe(200);
    const refused = viewerRefusal('Acme Sales');
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/filter',
      headers: inWorkspace(viewer, team),
      payload: { jobName: 'x', fileId: job, selectedColumns: ['Industry'], filterConfig: { columnConfig: {} } },
    });
    expect(started.statusCode).toBe(403);
    expect(started.json()).toEqual({ error: refused });
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/filter/jobs/${job}`, headers: inWorkspace(viewer, team) });
    expect(deleted.json()).toEqual({ error: refused });
    const upload = multipartBody('a.csv', 'a\n1\n', 'text/csv');
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...inWorkspace(viewer, team), ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode).toBe(403);
    // An export link is a read: refused only because the job has not finished.
    const link = await ctx.app.inject({
      method: 'POST',
      url: '/api/export-links',
      headers: inWorkspace(viewer, team),
      payload: { kind: 'filter', jobId: job },
    });
    expect(link.statusCode).toBe(409);
    // What is about the viewer themself stays theirs to change.
    const read = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: inWorkspace(viewer, team),
      payload: { all: true },
    });
    expect(read.statusCode).toBe(200);
    const draft = await ctx.app.inject({
      method: 'PUT',
      url: '/api/drafts/wizard',
      headers: inWorkspace(viewer, team),
      payload: { data: { step: 1 } },
    });
    expect(draft.statusCode).toBe(200);
  });

  it('lets a member pause or delete only their own jobs, unless the workspace lets members manage all; admins manage any', async () => {
    const ownersJob = await insertFilterJob(ctx, team, owner);
    const pause = (who: TestUser, id: string) =>
      ctx.app.inject({ method: 'POST', url: `/api/filter/jobs/${id}/pause`, headers: inWorkspace(who, team) });
    const remove = (who: TestUser, id: string) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/filter/jobs/${id}`, headers: inWorkspace(who, team) });
    const refusedPause = await pause(member, ownersJob);
    expect(refusedPause.statusCode).toBe(403);
    expect(refusedPause.json().error).toContain('Only the member who ran this job, or an owner or admin of Acme Sales');
    expect((await remove(member, ownersJob)).statusCode).toBe(403);
    const membersJob = await insertFilterJob(ctx, team, member);
    expect((await pause(member, membersJob)).statusCode).toBe(200);
    expect((await remove(member, membersJob)).statusCode).toBe(200);
    // An admin manages anyone's job.
    expect((await pause(admin, ownersJob)).statusCode).toBe(200);
    // With members_manage_all_jobs, a member may too.
    await ctx.runtime.db.update(workspaces).set({ membersManageAllJobs: true }).where(eq(workspaces.id, team));
    try {
      expect((await remove(member, ownersJob)).statusCode).toBe(200);
    } finally {
      await ctx.runtime.db.update(workspaces).set({ membersManageAllJobs: false }).where(eq(workspaces.id, team));
    }
    expect(await ctx.runtime.db.$count(filterJobs, eq(filterJobs.id, ownersJob))).toBe(0);
  });

  it('keeps API keys and webhooks to owners and admins; a key acts in its own workspace whatever X-Workspace says', async () => {
    const createKey = (who: TestUser) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/account/api-keys',
        headers: inWorkspace(who, team),
        payload: { name: 'ci', scope: 'full' },
      });
    const refused = await createKey(member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Only an owner or admin of Acme Sales can create API keys.');
    const webhook = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/webhooks',
      headers: inWorkspace(member, team),
      payload: { url: 'https://hooks.example/in', events: ['filter.completed'] },
    });
    expect(webhook.statusCode).toBe(403);
    const created = await createKey(admin);
    expect(created.statusCode, created.body).toBe(201);
    const key = created.json().key as string;
    const teamJob = await insertFilterJob(ctx, team, owner);
    const personalJob = await insertFilterJob(ctx, admin.id, admin);
    // The header names the admin's personal workspace: the key ignores it and reads the team's jobs.
    const listed = await ctx.app.inject({ url: '/api/filter/jobs', headers: { authorization: `Bearer ${key}`, 'x-workspace': admin.id } });
    const ids = (listed.json().jobs as Array<{ id: string }>).map((j) => j.id);
    expect(ids).toContain(teamJob);
    expect(ids).not.toContain(personalJob);
    // The team's key list shows it to the other admins and owners; the admin's personal list does not hold it.
    const teamKeys = (await get(owner, '/api/account/api-keys', team)).json().keys as Array<{ id: string }>;
    expect(teamKeys.map((k) => k.id)).toContain(created.json().id);
    expect((await get(admin, '/api/account/api-keys')).json().keys).toEqual([]);
    // Its maker leaves the workspace: the key stops at once, as a revoked key does.
    await ctx.runtime.db.delete(workspaceMembers).where(and(eq(workspaceMembers.workspaceId, team), eq(workspaceMembers.userId, admin.id)));
    try {
      const after = await ctx.app.inject({ url: '/api/filter/jobs', headers: { authorization: `Bearer ${key}` } });
      expect(after.statusCode).toBe(401);
      // So does the member's session in that workspace.
      expect((await get(admin, '/api/filter/jobs', team)).json()).toEqual({ error: workspaceNotFound });
    } finally {
      await ctx.runtime.db.insert(workspaceMembers).values({ workspaceId: team, userId: admin.id, role: 'admin' });
    }
  });

  it("stops a job past the member's monthly limit with 402 before anything is charged, counting only their work there", async () => {
    const fileId = await uploadIn(member, team, 10);
    const first = await run(member, team, fileId);
    expect(first.statusCode, first.body).toBe(200);
    const [charged] = await ctx.runtime.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.workspaceId, team), eq(creditLedger.kind, 'charge')));
    expect(charged).toMatchObject({ userId: member.id, usedDelta: 10 });
    const second = await run(member, team, fileId, 'Again');
    expect(second.statusCode).toBe(402);
    expect(second.json()).toEqual({ error: memberLimitRefusal('Acme Sales', 15, 10) });
    expect(await ctx.runtime.db.$count(creditLedger, and(eq(creditLedger.workspaceId, team), eq(creditLedger.kind, 'charge')))).toBe(1);
    // The owner has no limit and spends from the same pool.
    expect((await run(owner, team, fileId, 'Owner run')).statusCode).toBe(200);
    const usage = (await get(viewer, '/api/usage/stats', team)).json().data;
    expect(usage.creditsUsed).toBe(20);
  });

  it('falls back to the personal workspace when the last one used is gone, and to 404 only when a header names it', async () => {
    const stranger = await createTestUser(ctx);
    await ctx.runtime.db.update(profiles).set({ lastWorkspaceId: otherTeam }).where(eq(profiles.id, stranger.id));
    const mine = await insertFilterJob(ctx, stranger.id, stranger);
    const listed = (await get(stranger, '/api/filter/jobs')).json().jobs as Array<{ id: string }>;
    expect(listed.map((j) => j.id)).toEqual([mine]);
    // A route about the caller themself answers even with a header naming a workspace they are not in.
    expect((await get(stranger, '/api/me', otherTeam)).statusCode).toBe(200);
    expect((await get(stranger, '/api/uploads', otherTeam)).statusCode).toBe(404);
  });

  it('keeps what a deleted user made in a team workspace, deletes their personal workspace, and hands on a workspace they alone owned', async () => {
    const staff = await createTestUser(ctx, { role: 'admin' });
    const leaver = await createTestUser(ctx);
    const senior = await createTestUser(ctx);
    const junior = await createTestUser(ctx);
    const shared = await createTeam(ctx, 'Shared', [
      { user: owner, role: 'owner' },
      { user: leaver, role: 'member' },
    ]);
    const owned = await createTeam(ctx, 'Leaver Inc', [
      { user: leaver, role: 'owner', joined: new Date('2026-01-01') },
      { user: junior, role: 'admin', joined: new Date('2026-03-01') },
      { user: senior, role: 'admin', joined: new Date('2026-02-01') },
    ]);
    const alone = await createTeam(ctx, 'Solo', [{ user: leaver, role: 'owner' }]);
    const teamJob = await insertFilterJob(ctx, shared, leaver);
    const personalJob = await insertFilterJob(ctx, leaver.id, leaver);
    await ctx.runtime.db.insert(savedFilters).values({
      workspaceId: shared,
      userId: leaver.id,
      name: 'Team template',
      filterConfig: { selectedColumns: ['Industry'], reasoningText: '', model: null, chunkSize: 300, logicMode: 'AND', columnConfig: {} },
    });
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/usage/admin/delete-user/${leaver.id}`, headers: staff.headers });
    expect(res.statusCode, res.body).toBe(200);
    const { db } = ctx.runtime;
    expect(await db.$count(user, eq(user.id, leaver.id))).toBe(0);
    // The team's rows stay, their maker forgotten; the personal workspace went with its rows.
    const [kept] = await db.select().from(filterJobs).where(eq(filterJobs.id, teamJob));
    expect(kept).toMatchObject({ workspaceId: shared, userId: null });
    expect(await db.$count(savedFilters, eq(savedFilters.workspaceId, shared))).toBe(1);
    expect(await db.$count(filterJobs, eq(filterJobs.id, personalJob))).toBe(0);
    expect(await db.$count(workspaces, eq(workspaces.id, leaver.id))).toBe(0);
    // The workspace they owned passes to its longest-standing admin; the one nobody else was in is gone.
    const owners = await db
      .select({ userId: workspaceMembers.userId })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, owned), eq(workspaceMembers.role, 'owner')));
    expect(owners).toEqual([{ userId: senior.id }]);
    expect(await db.$count(workspaces, eq(workspaces.id, alone))).toBe(0);
    expect(await db.$count(workspaces, eq(workspaces.id, shared))).toBe(1);
    // The team's job list still shows the job, run by nobody now.
    const jobs = (await get(owner, '/api/filter/jobs', shared)).json().jobs as Array<{ id: string; createdBy: unknown }>;
    expect(jobs.find((j) => j.id === teamJob)?.createdBy).toBeNull();
  });
});
