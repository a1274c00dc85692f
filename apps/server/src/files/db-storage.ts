import { once } from 'node:events';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { storedFileChunks, storedFiles } from '../db/schema/index.ts';
import { copyHeader, copyTrailer } from '../db/copy-format.ts';
import { fileKey, isFileKey, type FileStorage } from './storage.ts';

/** Bytes per stored chunk: a row each, one SELECT each to read back, and at most about this much of a file in memory. */
export const dbChunkBytes = 1024 * 1024;

/**
 * Uploads kept in PostgreSQL (ADR 0024), so every web node reads the same files: `put` streams the body
 * into 1 MB chunks (one COPY on PostgreSQL, an INSERT each on PGlite; either way a fast client is paced by
 * the database), `get` streams them back one SELECT per chunk. No whole file is ever held in memory.
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
      const client: unknown = (db as { $client?: unknown }).$client;
      try {
        let size = 0;
        const counted = async function* () {
          for await (const group of chunkGroups(body)) {
            for (const bytes of group) size += bytes.length;
            yield group;
          }
        };
        if (client instanceof pg.Pool) await copyChunks(client, key, counted());
        else {
          let seq = 0;
          for await (const group of counted()) await db.insert(storedFileChunks).values({ key, seq: seq++, data: Buffer.concat(group) });
        }
        await db.update(storedFiles).set({ sizeBytes: size, complete: true }).where(eq(storedFiles.key, key));
        return { key, size };
      } catch (err) {
        await db.delete(storedFiles).where(eq(storedFiles.key, key));
        throw err;
      }
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
    async *list() {
      // Keyset pages: a table of many files is never read whole.
      let after = '';
      for (;;) {
        const page = await db
          .select({ key: storedFiles.key, modifiedAt: storedFiles.createdAt })
          .from(storedFiles)
          .where(gt(storedFiles.key, after))
          .orderBy(asc(storedFiles.key))
          .limit(1000);
        yield* page;
        if (page.length < 1000) return;
        after = page[page.length - 1]!.key;
      }
    },
  };
}

/** The body's buffers in groups of at least `dbChunkBytes` (the last may be smaller): a stored chunk each. */
async function* chunkGroups(body: AsyncIterable<unknown>): AsyncGenerator<Buffer[]> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of body) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    pending.push(bytes);
    pendingBytes += bytes.length;
    if (pendingBytes < dbChunkBytes) continue;
    yield pending;
    pending = [];
    pendingBytes = 0;
  }
  if (pendingBytes > 0) yield pending;
}

/**
 * Writes the chunks with one binary `COPY` on a connection of its own (PostgreSQL): the body's own buffers
 * go to the socket as they are, where an INSERT per chunk copied every byte three times (joining the chunk,
 * and twice in node-postgres' message writer), ~500 MB of buffers for a 169 MB file that V8 counted towards
 * full collections (ADR 0025). The database paces the body through the socket.
 */
async function copyChunks(pool: pg.Pool, key: string, groups: AsyncIterable<Buffer[]>): Promise<void> {
  const conn = await pool.connect();
  let failed = true;
  try {
    const stream = conn.query(copyFrom('COPY stored_file_chunks (key, seq, data) FROM STDIN (FORMAT binary)'));
    const done = finished(stream);
    // An error of the COPY ends the loop below at its next write.
    done.catch(() => {});
    const write = async (bytes: Buffer) => {
      if (!stream.write(bytes)) await once(stream, 'drain');
    };
    const keyBytes = Buffer.from(key);
    let seq = 0;
    await write(copyHeader);
    for await (const group of groups) {
      // A tuple: 3 fields; key (text), seq (int4), then the data's length and its bytes.
      const head = Buffer.alloc(2 + 4 + keyBytes.length + 8 + 4);
      let at = head.writeInt16BE(3, 0);
      at = head.writeInt32BE(keyBytes.length, at);
      at += keyBytes.copy(head, at);
      at = head.writeInt32BE(4, at);
      at = head.writeInt32BE(seq++, at);
      let length = 0;
      for (const bytes of group) length += bytes.length;
      head.writeInt32BE(length, at);
      await write(head);
      for (const bytes of group) await write(bytes);
    }
    stream.end(copyTrailer);
    await done;
    failed = false;
  } finally {
    // A connection whose COPY failed is not given back to the pool.
    conn.release(failed);
  }
}

/** Removes files a process left half-written (older than `olderThanMs`: an upload in progress is never that old). */
export async function sweepIncompleteFiles(db: Db, olderThanMs = 60 * 60 * 1000): Promise<number> {
  const removed = await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.complete, false), lt(storedFiles.createdAt, new Date(Date.now() - olderThanMs))))
    .returning({ key: storedFiles.key });
  return removed.length;
}
