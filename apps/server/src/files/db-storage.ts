import { Readable } from 'node:stream';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { storedFileChunks, storedFiles } from '../db/schema/index.ts';
import { fileKey, isFileKey, type FileStorage } from './storage.ts';

/** Bytes per stored chunk: one INSERT each way, and at most about this much of a file in memory. */
export const dbChunkBytes = 1024 * 1024;

/**
 * Uploads kept in PostgreSQL (issue 15), so every web node reads the same files: `put` streams the body
 * into 1 MB chunks (one INSERT each, awaited, so a fast client is paced by the database), `get` streams
 * them back one SELECT per chunk. No whole file is ever held in memory.
 */
export function createDatabaseStorage(db: Db): FileStorage {
  const check = (key: string) => {
    if (!isFileKey(key)) throw new Error(`Invalid file key: ${key}`);
    return key;
  };
  return {
    kind: 'database',
    async put(body, options = {}) {
      const key = options.key ?? fileKey(options.extension);
      await db.insert(storedFiles).values({ key });
      let seq = 0;
      let size = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const flush = async () => {
        if (pendingBytes === 0) return;
        const data = Buffer.concat(pending, pendingBytes);
        pending = [];
        pendingBytes = 0;
        await db.insert(storedFileChunks).values({ key, seq: seq++, data });
      };
      try {
        for await (const chunk of body) {
          const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
          pending.push(bytes);
          pendingBytes += bytes.length;
          size += bytes.length;
          if (pendingBytes >= dbChunkBytes) await flush();
        }
        await flush();
        await db.update(storedFiles).set({ sizeBytes: size, complete: true }).where(eq(storedFiles.key, key));
      } catch (err) {
        await db.delete(storedFiles).where(eq(storedFiles.key, key));
        throw err;
      }
      return { key, size };
    },
    get(key) {
      check(key);
      async function* chunks(): AsyncGenerator<Buffer> {
        const [file] = await db.select({ complete: storedFiles.complete }).from(storedFiles).where(eq(storedFiles.key, key));
        if (!file?.complete) throw Object.assign(new Error(`No stored file ${key}`), { code: 'ENOENT' });
        for (let seq = 0; ; seq++) {
          const [row] = await db
            .select({ data: storedFileChunks.data })
            .from(storedFileChunks)
            .where(and(eq(storedFileChunks.key, key), eq(storedFileChunks.seq, seq)));
          if (!row) return;
          yield row.data;
        }
      }
      return Readable.from(chunks(), { objectMode: false });
    },
    localPath() {
      throw new Error('Files kept in the database have no local path');
    },
    async delete(key) {
      await db.delete(storedFiles).where(eq(storedFiles.key, check(key)));
    },
  };
}

/** Removes files a process left half-written (older than `olderThanMs`: an upload in progress is never that old). */
export async function sweepIncompleteFiles(db: Db, olderThanMs = 60 * 60 * 1000): Promise<number> {
  const removed = await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.complete, false), lt(storedFiles.createdAt, new Date(Date.now() - olderThanMs))))
    .returning({ key: storedFiles.key });
  return removed.length;
}
