import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { expect } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import type { TestContext } from '../../test/test-runtime.ts';

/** Listens on a free loopback port (the SDK client speaks real HTTP) and answers the base URL. */
export async function listen(ctx: TestContext): Promise<string> {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
}

export async function createKey(ctx: TestContext, user: TestUser, scope: 'read' | 'full') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/account/api-keys',
    headers: user.headers,
    payload: { name: `mcp ${scope}`, scope },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; key: string };
}

/** The official SDK client on Streamable HTTP, signed in with a bearer credential (an API key or an OAuth token). */
export async function connect(baseUrl: string, bearer: string): Promise<Client> {
  const client = new Client({ name: 'leadsift-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', baseUrl), {
    requestInit: { headers: { authorization: `Bearer ${bearer}` } },
  });
  await client.connect(transport);
  return client;
}

/** Calls a tool that must succeed and answers its structured content. */
export async function callOk<T = Record<string, unknown>>(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
  options = {},
): Promise<T> {
  const result = (await client.callTool({ name, arguments: args }, undefined, options)) as CallToolResult;
  expect(result.isError, `${name}: ${JSON.stringify(result.content)}`).toBeFalsy();
  expect(result.content[0]).toMatchObject({ type: 'text' });
  return result.structuredContent as T;
}

/** Calls a tool that must fail and answers its error text. */
export async function callError(client: Client, name: string, args: Record<string, unknown> = {}): Promise<string> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  expect(result.isError, `${name} should fail`).toBe(true);
  return (result.content[0] as { text: string }).text;
}
