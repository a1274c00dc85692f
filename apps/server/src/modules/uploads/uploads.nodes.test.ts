import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startProcess, waitForHttp, type AppProcess } from '../../test/processes.ts';
import { createTestDatabase, testDriver } from '../../test/test-db.ts';

const linkedIn = [
  'Notes:',
  '"Some email addresses may be missing."',
  '',
  'First Name,Last Name,Company',
  'Jane,Doe,Acme',
  'Max,Muster,Initech',
].join('\n');

// Two web nodes need a database they share: PostgreSQL only.
describe.skipIf(testDriver !== 'postgres')('two web nodes on one PostgreSQL, each with its own FILES_DIR', () => {
  const dirs = [mkdtempSync(path.join(tmpdir(), 'leadsift-node-a-')), mkdtempSync(path.join(tmpdir(), 'leadsift-node-b-'))];
  const processes: AppProcess[] = [];
  afterAll(async () => {
    for (const p of processes) p.child.kill('SIGTERM');
    await Promise.all(processes.map((p) => p.exited));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('a file uploaded through one node is read again (another header row) through the other', async () => {
    const db = await createTestDatabase();
    try {
      const bases: string[] = [];
      for (const dir of dirs) {
        const port = await freePort();
        const base = `http://127.0.0.1:${port}`;
        processes.push(
          startProcess('server', {
            PORT: String(port),
            HOST: '127.0.0.1',
            BASE_URL: base,
            DATA_DIR: dir,
            DATABASE_URL: db.url,
            WORKERS: 'off',
          }),
        );
        await waitForHttp(`${base}/readyz`);
        bases.push(base);
      }
      const [a, b] = bases as [string, string];
      const setup = await fetch(`${a}/api/setup/admin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Ops', email: 'ops@example.com', password: 'secret1' }),
      });
      expect(setup.status).toBe(201);
      const headers = { authorization: `Bearer ${setup.headers.get('set-auth-token')}` };

      const form = new FormData();
      form.append('file', new Blob([linkedIn], { type: 'text/csv' }), 'Connections.csv');
      const uploaded = (await (await fetch(`${a}/api/upload`, { method: 'POST', headers, body: form })).json()) as {
        fileId: string;
        headerRow: number;
      };
      expect(uploaded.headerRow).toBe(4);

      const reread = await fetch(`${b}/api/upload/${uploaded.fileId}/header-row`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ headerRow: 1 }),
      });
      expect(reread.status, await reread.clone().text()).toBe(200);
      expect(await reread.json()).toMatchObject({ headerRow: 1, skippedRows: 0, rowCount: 4 });
      // Neither node kept the file in its own folder.
      for (const dir of dirs) expect(readdirSync(path.join(dir, 'files'))).toEqual([]);
    } finally {
      for (const p of processes.splice(0)) {
        p.child.kill('SIGTERM');
        await p.exited;
      }
      await db.drop();
    }
  }, 180_000);
});
