import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { auth, UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, describe, expect, it } from 'vitest';
import { AppProcesses, freePort, nodeEnv, setUpAdmin, waitForHttp } from '../../test/processes.ts';
import { createTestDatabase, testDriver } from '../../test/test-db.ts';
import { consentAsUser, MemoryOAuthProvider, postToolsList } from './oauth.test-helpers.ts';

/** A round-robin load balancer on loopback: every request goes to the other node than the one before. */
async function startBalancer(ports: number[]): Promise<{ base: string; served: number[]; server: Server }> {
  const served = ports.map(() => 0);
  let turn = 0;
  const server = createServer((incoming, outgoing) => {
    const i = turn++ % ports.length;
    served[i]! += 1;
    const upstream = request(
      { host: '127.0.0.1', port: ports[i], path: incoming.url, method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${port}`, served, server };
}

// Two web nodes behind one address (BASE_URL), on one PostgreSQL: the OAuth flow and the MCP calls alternate
// between them, so nothing of it may live in one node.
describe.skipIf(testDriver !== 'postgres')('MCP over OAuth across two web nodes behind a load balancer', () => {
  const dirs = [0, 1].map((i) => mkdtempSync(path.join(tmpdir(), `leadsift-oauth-node-${i}-`)));
  const processes = new AppProcesses();
  const clients: Client[] = [];
  let balancer: Awaited<ReturnType<typeof startBalancer>> | undefined;
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await processes.stopAll();
    balancer?.server.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('discovery, registration, consent, token, tools and Disconnect, each request on the other node', async () => {
    const db = await createTestDatabase();
    try {
      const nodes = await Promise.all(dirs.map((dir) => nodeEnv(dir, db.url)));
      balancer = await startBalancer(nodes.map((n) => Number(n.env.PORT)));
      const base = balancer.base;
      for (const node of nodes) {
        const server = processes.start('server', { ...node.env, BASE_URL: base });
        await waitForHttp(`${node.base}/readyz`, 180_000).catch((err: unknown) => {
          throw new Error(`${(err as Error).message}; the server printed:\n${server.output()}`, { cause: err });
        });
      }
      const user = { headers: await setUpAdmin(base) };
      const mcpUrl = new URL('/mcp', base);
      const provider = new MemoryOAuthProvider('Two-node Assistant');
      const connect = async () => {
        const client = new Client({ name: 'two-nodes', version: '1.0.0' });
        await client.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }));
        clients.push(client);
        return client;
      };

      await expect(connect()).rejects.toBeInstanceOf(UnauthorizedError);
      const { code } = await consentAsUser(base, user, provider.authorizationUrl!);
      expect(await auth(provider, { serverUrl: mcpUrl, authorizationCode: code! })).toBe('AUTHORIZED');
      const client = await connect();
      expect((await client.listTools()).tools.length).toBeGreaterThan(5);
      expect((await client.callTool({ name: 'get_account', arguments: {} })).isError).toBeFalsy();
      expect(balancer.served.every((n) => n > 3)).toBe(true);

      const clientId = provider.clientInformation()!.client_id;
      const gone = await fetch(`${base}/api/account/connected-apps/${clientId}`, { method: 'DELETE', headers: user.headers });
      expect(gone.status).toBe(204);
      for (let i = 0; i < 2; i++) {
        const refused = await postToolsList(mcpUrl, `Bearer ${provider.tokens()!.access_token}`);
        expect(refused.status).toBe(401);
      }
    } finally {
      await processes.stopAll();
      await db.drop();
    }
  }, 600_000);
});
