import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AppProcesses, nodeEnv, setUpAdmin } from '../../test/processes.ts';
import { startS3Server, type S3Server } from '../../test/s3-server.ts';
import { createTestDatabase, testDriver } from '../../test/test-db.ts';

const linkedIn = [
  'Notes:',
  '"Some email addresses may be missing."',
  '',
  'First Name,Last Name,Company',
  'Jane,Doe,Acme',
  'Max,Muster,Initech',
].join('\n');

// Two web nodes need a database they share: PostgreSQL only. The file is kept in PostgreSQL, or in one S3 bucket
// both nodes use (a real S3-protocol server, s3rver, on loopback).
describe.skipIf(testDriver !== 'postgres').each(['postgres', 's3'] as const)(
  'two web nodes on one PostgreSQL, files in %s, each with its own FILES_DIR',
  (store) => {
    const dirs = [mkdtempSync(path.join(tmpdir(), 'leadsift-node-a-')), mkdtempSync(path.join(tmpdir(), 'leadsift-node-b-'))];
    const processes = new AppProcesses();
    afterAll(async () => {
      await processes.stopAll();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    });

    it('a file uploaded through one node is read again (another header row) through the other', async () => {
      const db = await createTestDatabase();
      const s3: S3Server | undefined = store === 's3' ? await startS3Server() : undefined;
      try {
        const bases: string[] = [];
        for (const dir of dirs) {
          const node = await nodeEnv(dir, db.url);
          await processes.startServer({ ...node.env, ...s3?.env });
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
        if (s3) expect(readdirSync(path.join(s3.directory, s3.bucket)).length).toBeGreaterThan(0);
      } finally {
        await processes.stopAll();
        await db.drop();
        await s3?.close();
      }
    }, 180_000);
  },
);
