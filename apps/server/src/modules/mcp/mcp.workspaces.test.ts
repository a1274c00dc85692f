import { auth, UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { viewerRefusal } from '@leadsift/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthAccessToken, oauthConsent, profiles, workspaceMembers } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { createTeam, insertFilterJob, inWorkspace } from '../membership/membership.test-helpers.ts';
import { consentAsUser, freePort, MemoryOAuthProvider, postToolsList } from '../oauth/oauth.test-helpers.ts';
import { callError, callOk, connect } from './mcp.test-helpers.ts';

// /mcp acts in one workspace (ADR 0067): an API key's own, or the workspace an OAuth grant was made in (the one the
// user had switched to when consenting); membership is read on every call, so leaving the workspace ends both.

describe(`MCP in a workspace (${testDriver})`, () => {
  let ctx: TestContext;
  let base: string;
  let mcpUrl: URL;
  let owner: TestUser;
  let member: TestUser;
  let team: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    ctx = await createTestApp({ work: false, env: { BASE_URL: base } });
    await ctx.app.listen({ port, host: '127.0.0.1' });
    mcpUrl = new URL('/mcp', base);
    [owner, member] = await Promise.all([createTestUser(ctx), createTestUser(ctx)]);
    team = await createTeam(ctx, 'Acme Sales', [
      { user: owner, role: 'owner' },
      { user: member, role: 'admin' },
    ]);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await ctx?.close();
  });

  const jobIds = async (client: Client) =>
    (await callOk<{ listCleaner: Array<{ jobId: string }> }>(client, 'list_jobs')).listCleaner.map((j) => j.jobId);

  it("acts in an API key's workspace; the key's maker demoted to viewer reads only", async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/api-keys',
      headers: inWorkspace(member, team),
      payload: { name: 'assistant', scope: 'full' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const client = await connect(base, created.json().key);
    clients.push(client);
    const account = await callOk<{ workspace: { id: string; name: string; role: string } }>(client, 'get_account');
    expect(account.workspace).toEqual({ id: team, name: 'Acme Sales', personal: false, role: 'admin' });
    const teamJob = await insertFilterJob(ctx, team, owner);
    expect(await jobIds(client)).toContain(teamJob);
    await ctx.runtime.db
      .update(workspaceMembers)
      .set({ role: 'viewer' })
      .where(and(eq(workspaceMembers.workspaceId, team), eq(workspaceMembers.userId, member.id)));
    try {
      expect(await jobIds(client)).toContain(teamJob);
      const refused = await callError(client, 'override_decision', { jobId: teamJob, column: 'Industry', value: 'x', decision: 'KEEP' });
      expect(refused).toBe(viewerRefusal('Acme Sales'));
    } finally {
      await ctx.runtime.db
        .update(workspaceMembers)
        .set({ role: 'admin' })
        .where(and(eq(workspaceMembers.workspaceId, team), eq(workspaceMembers.userId, member.id)));
    }
  });

  it('binds an OAuth grant to the workspace switched to at consent, and ends it when the user leaves that workspace', async () => {
    await ctx.runtime.db.update(profiles).set({ lastWorkspaceId: team }).where(eq(profiles.id, member.id));
    const provider = new MemoryOAuthProvider('Workspace assistant');
    const client = new Client({ name: 'oauth-workspace-test', version: '1.0.0' });
    await expect(client.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }))).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    const { code } = await consentAsUser(base, member, provider.authorizationUrl!);
    expect(await auth(provider, { serverUrl: mcpUrl, authorizationCode: code! })).toBe('AUTHORIZED');
    // The consent and its tokens carry the workspace as their reference id.
    const [consent] = await ctx.runtime.db.select().from(oauthConsent).where(eq(oauthConsent.userId, member.id));
    expect(consent!.referenceId).toBe(team);
    const [token] = await ctx.runtime.db.select().from(oauthAccessToken).where(eq(oauthAccessToken.userId, member.id));
    expect(token!.referenceId).toBe(team);
    // Switching elsewhere afterwards does not move the grant.
    await ctx.runtime.db.update(profiles).set({ lastWorkspaceId: null }).where(eq(profiles.id, member.id));
    const bearer = provider.tokens()!.access_token;
    const connected = await connect(base, bearer);
    clients.push(connected);
    const account = await callOk<{ workspace: { id: string } }>(connected, 'get_account');
    expect(account.workspace.id).toBe(team);
    // Removed from the workspace: the grant stops reaching it at once.
    await ctx.runtime.db
      .delete(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, team), eq(workspaceMembers.userId, member.id)));
    const refused = await postToolsList(mcpUrl, `Bearer ${bearer}`);
    expect(refused.status).toBe(401);
    await ctx.runtime.db.insert(workspaceMembers).values({ workspaceId: team, userId: member.id, role: 'admin' });
  });

  it('acts in the personal workspace for a grant made before workspaces (no reference id)', async () => {
    const solo = await createTestUser(ctx);
    const provider = new MemoryOAuthProvider('Old assistant');
    const client = new Client({ name: 'oauth-old-test', version: '1.0.0' });
    await expect(client.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }))).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    const { code } = await consentAsUser(base, solo, provider.authorizationUrl!);
    await auth(provider, { serverUrl: mcpUrl, authorizationCode: code! });
    await ctx.runtime.db.update(oauthAccessToken).set({ referenceId: null }).where(eq(oauthAccessToken.userId, solo.id));
    const connected = await connect(base, provider.tokens()!.access_token);
    clients.push(connected);
    expect((await callOk<{ workspace: { id: string; personal: boolean } }>(connected, 'get_account')).workspace).toMatchObject({
      id: solo.id,
      personal: true,
    });
  });
});
