import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, pgliteSharedBuffers } from './pglite.ts';

describe('openPglite', () => {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'leadsift-pglite-')), 'db');
  afterAll(() => rmSync(path.dirname(dir), { recursive: true, force: true }));

  it('creates a new data folder (in a worker thread), keeps what is written and reopens it', async () => {
    const first = await openPglite(dir);
    await first.exec('CREATE TABLE kept (v text); INSERT INTO kept VALUES ($$still here$$)');
    await first.close();
    const second = await openPglite(dir);
    const { rows } = await second.query<{ v: string }>('SELECT v FROM kept');
    expect(rows).toEqual([{ v: 'still here' }]);
    await second.close();
  }, 60_000);

  it('runs with the small buffer cache, also in memory', async () => {
    const db = await openPglite('memory://');
    const { rows } = await db.query<{ shared_buffers: string }>('SHOW shared_buffers');
    expect(rows[0]?.shared_buffers).toBe(pgliteSharedBuffers);
    await db.close();
  }, 60_000);
});
