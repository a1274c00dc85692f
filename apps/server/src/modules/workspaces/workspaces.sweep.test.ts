import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, randomAddress, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { startWebhookReceiver } from '../../test/webhook-receiver.ts';
import { uploadCsv, waitForJob } from '../filter/filter.test-helpers.ts';

// The authorization sweep (ADR 0067): every operation of the OpenAPI document, called as a team workspace's owner,
// admin, member and viewer, as a member of another workspace, and as no one, with the ids of the team's own rows.
// Nobody gets a 5xx; no one outside the team reads or changes its rows; a viewer writes nothing; a member does not
// manage members, invitations, keys or webhooks; only an owner deletes or hands over the workspace.

type Parameter = { name?: string; in?: string; $ref?: string };
type Operation = { parameters?: Parameter[]; requestBody?: unknown };
type Persona = 'nobody' | 'outsider' | 'outsider-named' | 'viewer' | 'member' | 'admin' | 'owner';
type Answer = { persona: Persona; method: string; path: string; url: string; status: number; body: string };

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;
const csv = 'Company,Industry,Country\nAcme,Software,US\nBeta,Banking,UK\nGamma,Retail,DE\n';

/**
 * Writes in a workspace a viewer may make: reads sent as POST (an estimate, a preview, a reading, an export link).
 * Routes about the caller themself (account, notifications, drafts, choosing a workspace) act in no workspace and are
 * not marked with the Workspace parameter. A write route not listed here must answer a viewer 403.
 */
const viewerMayWrite = [
  /^POST \/api\/(filter\/estimate|filter\/preview|filter\/reading|research\/estimate|export-links|usage\/check-credits|apply-saved-filter)$/,
  /^POST \/api\/mcp\b/,
];

/** Operations only a workspace's owners and admins may call (a member gets 403). */
const adminOnly = [
  /^(POST|PATCH|DELETE) \/api\/account\/(webhooks|api-keys)/,
  /^(GET|POST|DELETE) \/api\/workspaces\/\{id\}\/invitations/,
  /^PATCH \/api\/workspaces\/\{id\}\/members\/\{userId\}$/,
];

/** Operations only an owner may call. */
const ownerOnly = [/^(DELETE|PATCH) \/api\/workspaces\/\{id\}$/]; // PATCH: the sweep renames it

const matches = (patterns: RegExp[], op: string) => patterns.some((p) => p.test(op));

/** Well-formed bodies for the operations whose role checks come after the body is read; the rest get `{}`. */
const bodies = (hook: string): Record<string, unknown> => ({
  'POST /api/account/webhooks': { url: hook, events: ['filter.completed'] },
  'POST /api/account/api-keys': { name: 'Sweep key', scope: 'read' },
  'PATCH /api/workspaces/{id}': { name: 'Acme Sales' },
  'PATCH /api/workspaces/{id}/members/{userId}': { monthlyCreditLimit: 100 },
  'POST /api/workspaces/{id}/invitations': { email: 'sweep@example.com', role: 'viewer' },
});

describe(`authorization sweep over every operation, per workspace role (${testDriver})`, () => {
  let ctx: TestContext;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const users = {} as Record<'owner' | 'admin' | 'member' | 'viewer' | 'outsider', TestUser>;
  let team = '';
  let elsewhere = '';
  const ids: Record<string, string> = {};
  const answers: Answer[] = [];

  const call = (as: TestUser | null, method: string, url: string, workspace: string | null, payload?: unknown) =>
    ctx.app.inject({
      method: method as 'GET',
      url,
      remoteAddress: randomAddress(),
      headers: {
        ...(as?.headers ?? {}),
        ...(workspace ? { 'x-workspace': workspace } : {}),
        origin: new URL(ctx.config.BASE_URL).origin,
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const ok = async (as: TestUser, method: string, url: string, workspace: string | null, payload?: unknown) => {
    const res = await call(as, method, url, workspace, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.statusCode === 204 ? {} : (res.json() as Record<string, unknown>);
  };

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    ctx = await createTestApp({ env: { RESEARCH_ALLOW_PRIVATE_HOSTS: '1', WEBHOOKS_ALLOW_HTTP: '1' } });
    for (const name of ['owner', 'admin', 'member', 'viewer', 'outsider'] as const) users[name] = await createTestUser(ctx);
    team = (await ok(users.owner, 'POST', '/api/workspaces', null, { name: 'Acme Sales' })).id as string;
    for (const role of ['admin', 'member', 'viewer'] as const) {
      const invited = await ok(users.owner, 'POST', `/api/workspaces/${team}/invitations`, null, { email: users[role].email, role });
      const token = new URL(invited.link as string).searchParams.get('token');
      await ok(users[role], 'POST', '/api/invitations/accept', null, { token });
    }
    elsewhere = (await ok(users.outsider, 'POST', '/api/workspaces', null, { name: 'Other Co' })).id as string;

    // The team's rows, made by its member (and admin, for what only admins make).
    const asMember = { ...users.member, headers: { ...users.member.headers, 'x-workspace': team } } as TestUser;
    ids.file = (await uploadCsv(ctx, asMember, 'team.csv', csv)).fileId;
    const job = await ok(users.member, 'POST', '/api/filter', team, {
      jobName: 'Team job',
      fileId: ids.file,
      selectedColumns: ['Industry'],
      reasoningText: 'We sell payroll software',
      logicMode: 'AND',
      filterConfig: { columnConfig: { Industry: { instructions: 'Keep: software, banking' } } },
      rowCount: 3,
    });
    ids.filter = job.filterId as string;
    expect(await waitForJob(ctx, asMember, ids.filter)).toBe('completed');
    ids.template = (
      await ok(users.member, 'POST', '/api/saved-filters', team, {
        name: 'Team template',
        filterConfig: { selectedColumns: ['Industry'], columnConfig: { Industry: { instructions: 'Keep: software' } } },
      })
    ).id as string;
    ids.webhook = (
      await ok(users.admin, 'POST', '/api/account/webhooks', team, { url: receiver.url('/team'), events: ['filter.completed'] })
    ).id as string;
    ids.apiKey = (await ok(users.admin, 'POST', '/api/account/api-keys', team, { name: 'Team key', scope: 'read' })).id as string;
    const invitation = await ok(users.admin, 'POST', `/api/workspaces/${team}/invitations`, team, {
      email: 'later@example.com',
      role: 'viewer',
    });
    ids.invitation = invitation.id as string;

    // The other workspace's rows, so an outsider's own ids exist too.
    const asOutsider = { ...users.outsider, headers: { ...users.outsider.headers, 'x-workspace': elsewhere } } as TestUser;
    await uploadCsv(ctx, asOutsider, 'theirs.csv', csv);
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await receiver?.close();
  });

  /** The team's id for a path parameter, by the path it is in; an id of nothing for the rest. */
  function idFor(path: string, name: string): string {
    if (name === 'userId') return path.includes('/workspaces/') ? users.member.id : 'no-such-user';
    if (name === 'invitationId') return ids.invitation!;
    if (name === 'filterId') return ids.filter!;
    if (name === 'fileId') return ids.file!;
    if (name !== 'id') return `no-such-${name}`;
    if (path.startsWith('/api/workspaces/')) return team;
    if (path.startsWith('/api/filter/jobs/')) return ids.filter!;
    if (path.startsWith('/api/saved-filters/')) return ids.template!;
    if (path.startsWith('/api/account/webhooks/')) return ids.webhook!;
    if (path.startsWith('/api/account/api-keys/')) return ids.apiKey!;
    if (path.startsWith('/api/uploads/')) return ids.file!;
    return 'no-such-id';
  }

  it('walks every operation as owner, admin, member, viewer, another workspace and no one', { timeout: 600_000 }, async () => {
    const doc = (await ctx.app.inject('/api/docs/json')).json() as { paths: Record<string, Partial<Record<string, Operation>>> };
    const ops: Array<{ method: string; path: string; url: string; scoped: boolean; secured: boolean }> = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of methods) {
        const op = item[method] as (Operation & { security?: unknown }) | undefined;
        if (!op) continue;
        const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => idFor(path, name));
        const scoped = (op.parameters ?? []).some((p) => p.$ref === '#/components/parameters/Workspace');
        ops.push({ method: method.toUpperCase(), path, url, scoped, secured: Boolean(op.security) });
      }
    }
    expect(ops.filter((o) => o.scoped).length).toBeGreaterThanOrEqual(60);
    // Writes that delete go last, the workspace's own deletion last of all, so the rows the others need still exist.
    // Removing a member (the member's own call leaves) just before it.
    const rank = (o: { method: string; path: string }) => {
      if (o.method !== 'DELETE') return 0;
      if (o.path === '/api/workspaces/{id}') return 4;
      if (o.path === '/api/workspaces/{id}/members/{userId}') return 3;
      return o.path.startsWith('/api/workspaces/') ? 2 : 1;
    };
    ops.sort((a, b) => rank(a) - rank(b));

    const personas: Array<[Persona, TestUser | null, string | null]> = [
      ['nobody', null, null],
      ['outsider', users.outsider, elsewhere],
      ['outsider-named', users.outsider, team],
      ['viewer', users.viewer, team],
      ['member', users.member, team],
      ['admin', users.admin, team],
      ['owner', users.owner, team],
    ];
    for (const op of ops) {
      for (const [persona, user, workspace] of personas) {
        const body =
          op.method === 'GET' || op.method === 'DELETE' ? undefined : (bodies(receiver.url('/sweep'))[`${op.method} ${op.path}`] ?? {});
        const res = await call(user, op.method, op.url, workspace, body);
        answers.push({ persona, method: op.method, path: op.path, url: op.url, status: res.statusCode, body: res.body.slice(0, 160) });
      }
    }

    const wrong: string[] = [];
    const say = (a: Answer, why: string) => wrong.push(`${a.persona} ${a.method} ${a.url} → ${a.status} (${why}) ${a.body}`);
    const scopedOps = new Set(ops.filter((o) => o.scoped).map((o) => `${o.method} ${o.path}`));
    const securedOps = new Set(ops.filter((o) => o.secured).map((o) => `${o.method} ${o.path}`));
    const teamIds = [team, ...Object.values(ids)];
    for (const a of answers) {
      const op = `${a.method} ${a.path}`;
      if (a.status >= 500) say(a, 'a server error');
      if (a.persona === 'nobody' && securedOps.has(op) && a.status !== 401) say(a, 'no one must sign in');
      const outside = a.persona === 'outsider' || a.persona === 'outsider-named';
      if (outside && a.status < 300 && teamIds.some((id) => a.url.includes(id))) say(a, "another workspace's row");
      if (outside && a.status < 300 && teamIds.some((id) => a.body.includes(id))) say(a, "another workspace's data");
      if (a.persona === 'member' && matches(adminOnly, op) && a.status !== 403) say(a, 'owners and admins only');
      if (a.persona === 'admin' && matches(ownerOnly, op) && a.status !== 403) say(a, 'owners only');
      if (a.persona === 'viewer' && a.path.startsWith('/api/workspaces/{id}') && a.method !== 'GET' && a.status < 300) {
        if (!(a.method === 'POST' && a.path.endsWith('/select'))) say(a, 'a viewer changes nothing of the workspace');
      }
      if ((a.persona === 'owner' || a.persona === 'admin') && a.status === 403 && !matches(ownerOnly, op)) {
        if (!/administrator|API key/i.test(a.body)) say(a, 'an owner or admin of the workspace may');
      }
      if (!scopedOps.has(op)) continue;
      if (a.persona === 'outsider-named' && a.status !== 404) say(a, 'X-Workspace of a workspace they are not in is 404');
      const write = a.method !== 'GET';
      if (a.persona === 'viewer' && write && !matches(viewerMayWrite, op) && a.status !== 403) say(a, 'a viewer writes nothing');
      if (a.persona === 'viewer' && !write && a.status === 403 && !matches(adminOnly, op)) say(a, 'a viewer reads the workspace');
    }
    expect(wrong).toEqual([]);
    // The sweep really reached the team's rows: a member read its job, the owner deleted the workspace last.
    expect(answers.find((a) => a.persona === 'member' && a.path === '/api/results/{filterId}')?.status).toBe(200);
    expect(answers.find((a) => a.persona === 'owner' && a.method === 'DELETE' && a.path === '/api/workspaces/{id}')?.status).toBe(204);
  });
});
