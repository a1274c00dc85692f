import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, describe, expect, it } from 'vitest';
import { AppProcesses, nodeEnv, setUpAdmin, waitForHttp } from '../../test/processes.ts';
import { createTestDatabase, testDriver } from '../../test/test-db.ts';
import { callOk, connect } from './mcp.test-helpers.ts';

const csv = ['Company,Industry', 'Acme,Software', 'Globex,Banking', 'Initech,Software'].join('\n');

// Two web nodes need a database they share: PostgreSQL only. Every call of the sequence goes to the other
// node than the one before, with a client of its own: nothing may live in one node between calls.
describe.skipIf(testDriver !== 'postgres')('MCP across two web nodes and a worker on one PostgreSQL', () => {
  const dirs = [0, 1, 2].map((i) => mkdtempSync(path.join(tmpdir(), `leadsift-mcp-node-${i}-`)));
  const processes = new AppProcesses();
  const clients: Client[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await processes.stopAll();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('upload, estimate, start, wait, results and a one-use export link, each call on the other node', async () => {
    const db = await createTestDatabase();
    try {
      const nodes = [];
      for (const dir of dirs.slice(0, 2)) {
        const node = await nodeEnv(dir, db.url);
        // Started by hand to wait longer than startServer's minute: two servers and a worker boot at once.
        const server = processes.start('server', node.env);
        await waitForHttp(`${node.base}/readyz`, 180_000).catch((err: unknown) => {
          throw new Error(`${(err as Error).message}; the server printed:\n${server.output()}`, { cause: err });
        });
        nodes.push(node);
      }
      processes.start('worker', (await nodeEnv(dirs[2]!, db.url)).env);
      const bases = nodes.map((n) => n.base) as [string, string];
      const headers = await setUpAdmin(bases[0]);
      const created = await fetch(`${bases[0]}/api/account/api-keys`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'assistant', scope: 'full' }),
      });
      expect(created.status).toBe(201);
      const { key } = (await created.json()) as { key: string };
      let turn = 0;
      const next = async () => {
        const client = await connect(bases[turn++ % 2]!, key);
        clients.push(client);
        return client;
      };

      const { fileId } = await callOk<{ fileId: string }>(await next(), 'upload_list', { filename: 'leads.csv', csv });
      const job = {
        jobName: 'Two nodes',
        fileId,
        selectedColumns: ['Industry'],
        filterConfig: { columnConfig: { Industry: { instructions: 'Keep: software' } } },
      };
      expect(await callOk(await next(), 'estimate_list_cleaner', job)).toMatchObject({ credits: 3 });
      const { jobId } = await callOk<{ jobId: string }>(await next(), 'start_list_cleaner', job);
      let state = await callOk<{ status: string }>(await next(), 'wait_for_job', { jobId });
      for (let i = 0; state.status !== 'completed' && i < 3; i++) state = await callOk(await next(), 'wait_for_job', { jobId });
      expect(state.status).toBe('completed');
      const kept = await callOk<{ total: number }>(await next(), 'get_list_results', { jobId });
      expect(kept.total).toBe(2);
      const { url } = await callOk<{ url: string }>(await next(), 'get_export_link', { jobId });
      const pathname = new URL(url).pathname;
      expect((await fetch(`${bases[turn % 2]}${pathname}`)).status).toBe(200);
      expect((await fetch(`${bases[(turn + 1) % 2]}${pathname}`)).status).toBe(410);
    } finally {
      await processes.stopAll();
      await db.drop();
    }
  }, 600_000);
});
