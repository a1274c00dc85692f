import { request as httpRequest } from 'node:http';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, oauthClient } from '../../db/schema/index.ts';
import { createTestUser, randomAddress, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { callOk, connect, createKey } from '../mcp/mcp.test-helpers.ts';
import { MAX_WAITS_PER_CALLER } from '../mcp/tools-jobs.ts';
import { freePort, postToolsList } from './oauth.test-helpers.ts';

// What an attacker sends to /mcp and to OAuth client registration, refused before it costs anything.

/**
 * Sends the headers of a POST /mcp announcing `bytes` of JSON, and no byte of the body: the status the server
 * answers before any of it arrives, or 'waiting for the body' when it waits for it (what it must not do).
 */
function answerBeforeBody(base: string, headers: Record<string, string>, bytes: number): Promise<number | 'waiting for the body'> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'content-length': String(bytes),
        ...headers,
      },
    });
    // A guard against hanging, not a measurement: a server that reads the body first never answers here.
    const guard = setTimeout(() => {
      req.destroy();
      resolve('waiting for the body');
    }, 5_000);
    req.on('response', (res) => {
      clearTimeout(guard);
      res.resume();
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on('error', (err) => {
      clearTimeout(guard);
      reject(err);
    });
    req.flushHeaders();
  });
}

describe(`Abuse of /mcp and OAuth registration (${testDriver})`, () => {
  let ctx: TestContext;
  let base: string;
  let owner: TestUser;
  const clients: Client[] = [];
  const rateLimit = 30;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    ctx = await createTestApp({
      env: {
        BASE_URL: base,
        RATE_LIMIT_MAX: String(rateLimit),
        OAUTH_REGISTRATIONS_PER_ADDRESS: '3',
        OAUTH_REGISTRATIONS_PER_DAY: '6',
        OAUTH_REDIRECT_HOSTS: 'claude.ai,*.example.org,127.0.0.1,localhost',
      },
    });
    await ctx.app.listen({ port, host: '127.0.0.1' });
    owner = await createTestUser(ctx);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await ctx?.close();
  });

  const register = (payload: Record<string, unknown>, remoteAddress = randomAddress()) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/oauth2/register', remoteAddress, payload });
  const app = (name = 'Assistant', redirect = 'http://127.0.0.1:9/cb') => ({
    client_name: name,
    redirect_uris: [redirect],
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
  });

  it('an unauthenticated 14 MB /mcp body is answered 401 before a byte of it is read; a key gets through to the body', async () => {
    expect(await answerBeforeBody(base, {}, 14 * 1024 * 1024)).toBe(401);
    expect(await answerBeforeBody(base, { authorization: 'Bearer lsk_forged_key_value_that_is_not_one' }, 14 * 1024 * 1024)).toBe(401);
    expect(await answerBeforeBody(base, { authorization: 'Bearer lso_forged' }, 14 * 1024 * 1024)).toBe(401);
    // A valid key: the server waits for the body it will parse (nothing is answered before it comes).
    const { key } = await createKey(ctx, owner, 'read');
    expect(await answerBeforeBody(base, { authorization: `Bearer ${key}` }, 1000)).toBe('waiting for the body');
  }, 60_000);

  it('a body over the /mcp limit is refused with 413 even with a valid key', async () => {
    const { key } = await createKey(ctx, owner, 'read');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/mcp',
      remoteAddress: randomAddress(),
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      payload: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', padding: 'x'.repeat(16 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
  });

  it('Origin: a foreign browser origin gets 403; no Origin and the server’s own origin work', async () => {
    const { key } = await createKey(ctx, owner, 'read');
    const post = (origin?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/mcp',
        remoteAddress: randomAddress(),
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...(origin ? { origin } : {}),
        },
        payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      });
    expect((await post('https://evil.example')).statusCode).toBe(403);
    expect((await post('null')).statusCode).toBe(403);
    expect((await post()).statusCode).toBe(200);
    expect((await post(base)).statusCode).toBe(200);
  });

  it('the per-address limit applies to /mcp, credentials or not', async () => {
    const address = randomAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= rateLimit; i++) {
      const res = await ctx.app.inject({ method: 'POST', url: '/mcp', remoteAddress: address, payload: {} });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, rateLimit)).toEqual(Array(rateLimit).fill(401));
    expect(statuses[rateLimit]).toBe(429);
  });

  it('oversized registrations are refused with 400 naming the field, and nothing is stored', async () => {
    const before = (await ctx.runtime.db.select({ n: sql<number>`count(*)` }).from(oauthClient))[0]!.n;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...app(), client_name: 'x'.repeat(1_000_000) }, 'client_name'],
      [{ ...app(), redirect_uris: Array.from({ length: 2000 }, (_, i) => `http://127.0.0.1:${1000 + i}/cb`) }, 'redirect_uris'],
      [{ ...app(), contacts: Array.from({ length: 300 }, (_, i) => `c${i}@example.com`) }, 'contacts'],
      [{ ...app(), client_uri: `https://claude.ai/${'y'.repeat(5000)}` }, 'client_uri'],
      [{ ...app(), redirect_uris: [`http://127.0.0.1:9/${'z'.repeat(3000)}`] }, 'redirect_uris'],
    ];
    for (const [payload, field] of cases) {
      const res = await register(payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_client_metadata', error_description: expect.stringContaining(field) });
    }
    const after = (await ctx.runtime.db.select({ n: sql<number>`count(*)` }).from(oauthClient))[0]!.n;
    expect(Number(after)).toBe(Number(before));
  });

  it('a redirect outside OAUTH_REDIRECT_HOSTS is refused with 400; allowed hosts register (audited)', async () => {
    const evil = await register(app('Claude Desktop (official)', 'https://evil.example/cb'));
    expect(evil.statusCode).toBe(400);
    expect(evil.json()).toMatchObject({ error: 'invalid_redirect_uri', error_description: expect.stringContaining('evil.example') });
    const sub = await register(app('Sub', 'https://app.example.org/cb'));
    expect(sub.statusCode, sub.body).toBe(201);
    const entries = await ctx.runtime.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.action, 'oauth_register'), eq(adminAudit.targetUserId, sub.json().client_id)));
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: 'anonymous',
        after: expect.objectContaining({ name: 'Sub', redirectHosts: ['app.example.org'] }),
      }),
    ]);
  });

  it('a registration flood is capped per address and in total per day (429)', async () => {
    // One registration passed the caps in the test before: the installation has 5 of its 6 left today.
    const first = randomAddress();
    for (let i = 0; i < 3; i++) expect((await register(app(`A${i}`), first)).statusCode).toBe(201);
    const fourth = await register(app('A3'), first);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error_description).toMatch(/from this address today/);
    const second = randomAddress();
    for (let i = 0; i < 2; i++) expect((await register(app(`B${i}`), second)).statusCode).toBe(201);
    const overTotal = await register(app('B2'), second);
    expect(overTotal.statusCode).toBe(429);
    expect(overTotal.json().error_description).toMatch(/no more app registrations today/);
  });

  it(`at most ${MAX_WAITS_PER_CALLER} wait_for_job calls of one user run at once; the extra one gets a clear tool error`, async () => {
    const { key } = await createKey(ctx, owner, 'full');
    const client = await connect(base, key);
    clients.push(client);
    const { fileId } = await callOk<{ fileId: string }>(client, 'upload_list', {
      filename: 'w.csv',
      csv: 'Company,Industry\nAcme,Software\n',
    });
    const { jobId } = await callOk<{ jobId: string }>(client, 'start_list_cleaner', {
      jobName: 'Waiting',
      fileId,
      selectedColumns: ['Industry'],
      logicMode: 'AND',
      filterConfig: { columnConfig: { Industry: { instructions: 'Keep: software' } } },
    });
    await callOk(client, 'wait_for_job', { jobId });
    // The job is made to look unfinished again, so each wait runs to its timeout.
    await ctx.runtime.db.execute(sql`UPDATE filter_jobs SET status = 'processing' WHERE id = ${jobId}`);
    const calls = Array.from(
      { length: MAX_WAITS_PER_CALLER + 1 },
      () => client.callTool({ name: 'wait_for_job', arguments: { jobId, timeoutSeconds: 3 } }) as Promise<CallToolResult>,
    );
    const results = await Promise.all(calls);
    const refused = results.filter((r) => r.isError);
    expect(refused).toHaveLength(1);
    expect((refused[0]!.content[0] as { text: string }).text).toMatch(/already have 2 wait_for_job calls running/);
    // The slots are free again once the waits returned.
    expect((await client.callTool({ name: 'wait_for_job', arguments: { jobId, timeoutSeconds: 1 } })).isError).toBeFalsy();
    expect((await postToolsList(new URL('/mcp', base), `Bearer ${key}`)).status).toBe(200);
  }, 120_000);
});
