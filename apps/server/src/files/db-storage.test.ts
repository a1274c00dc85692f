import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDriver } from '../test/test-db.ts';
import { createTestApp, type TestContext } from '../test/test-runtime.ts';
import { storedFiles } from '../db/schema/index.ts';
import { createDatabaseStorage, dbChunkBytes, sweepIncompleteFiles } from './db-storage.ts';
import { createLocalStorage, withEarlierFiles, type FileStorage } from './storage.ts';

async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

describe(`files kept in the database (${testDriver})`, () => {
  let ctx: TestContext;
  let storage: FileStorage;
  const chunkCount = async () =>
    ((await ctx.runtime.db.execute(sql`SELECT count(*)::int AS n FROM stored_file_chunks`)) as unknown as { rows: { n: number }[] })
      .rows[0]!.n;

  beforeAll(async () => {
    ctx = await createTestApp({ work: false });
    storage = createDatabaseStorage(ctx.runtime.db);
  });
  afterAll(() => ctx.close());

  it('streams a file in 1 MB chunks and back, byte for byte, and deletes it', async () => {
    const bytes = randomBytes(Math.round(dbChunkBytes * 2.5));
    // Arrives in small pieces, as a request body does.
    const pieces = Array.from({ length: Math.ceil(bytes.length / 65_536) }, (_, i) => bytes.subarray(i * 65_536, (i + 1) * 65_536));
    const { key, size } = await storage.put(Readable.from(pieces), { extension: 'CSV' });
    expect(key).toMatch(/^[0-9a-f-]{36}\.csv$/);
    expect(size).toBe(bytes.length);
    expect(await chunkCount()).toBe(3);
    expect((await readAll(storage.get(key))).equals(bytes)).toBe(true);
    await storage.delete(key);
    expect(await chunkCount()).toBe(0);
    await expect(readAll(storage.get(key))).rejects.toThrow(/No stored file/);
  });

  it('keeps nothing of a body that fails half-way, and refuses keys it did not make', async () => {
    async function* failing() {
      yield randomBytes(dbChunkBytes + 10);
      throw new Error('client went away');
    }
    await expect(storage.put(Readable.from(failing()))).rejects.toThrow('client went away');
    expect(await chunkCount()).toBe(0);
    // PostgreSQL: the connection of the COPY that was cut off is not kept.
    const client = (ctx.runtime.db as { $client?: unknown }).$client;
    if (client instanceof pg.Pool) expect(client.totalCount - client.idleCount).toBe(0);
    expect(() => storage.get('../etc/passwd')).toThrow(/Invalid file key/);
  });

  it('still reads, and deletes, the files kept in FILES_DIR before the move (withEarlierFiles)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'leadsift-earlier-'));
    try {
      const folder = createLocalStorage(dir);
      const both = withEarlierFiles(storage, folder);
      const { key: earlier } = await folder.put(Readable.from([Buffer.from('before the move')]), { extension: 'csv' });
      const { key: now } = await both.put(Readable.from([Buffer.from('after the move')]), { extension: 'csv' });
      expect(await chunkCount()).toBe(1);
      expect((await readAll(both.get(earlier))).toString()).toBe('before the move');
      expect((await readAll(both.get(now))).toString()).toBe('after the move');
      await both.delete(earlier);
      await both.delete(now);
      expect(existsSync(folder.localPath(earlier))).toBe(false);
      expect(await chunkCount()).toBe(0);
      await expect(readAll(both.get(earlier))).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('sweeps files a dead process left half-written, not complete ones', async () => {
    const { key } = await storage.put(Readable.from([Buffer.from('kept')]));
    await ctx.runtime.db
      .insert(storedFiles)
      .values({ key: '00000000-0000-4000-8000-000000000000', createdAt: new Date(Date.now() - 2 * 3600_000) });
    expect(await sweepIncompleteFiles(ctx.runtime.db)).toBe(1);
    expect((await readAll(storage.get(key))).toString()).toBe('kept');
  });
});
