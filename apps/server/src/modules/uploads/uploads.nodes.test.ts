import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AppProcesses, nodeEnv, setUpAdmin } from '../../test/processes.ts';
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
  const processes = new AppProcesses();
  afterAll(async () => {
    await processes.stopAll();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('a file uploaded through one node is read again (another header row) through the other', async () => {
    const db = await createTestDatabase();
    try {
      const bases: string[] = [];
      for (const dir of dirs) {
        const node = await nodeEnv(dir, db.url);
        await processes.startServer(node.env);
        bases.push(node.base);
      }
      const [a, b] = bases as [string, string];
      const headers = await setUpAdmin(a);

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
      await processes.stopAll();
      await db.drop();
    }
  }, 180_000);
});
