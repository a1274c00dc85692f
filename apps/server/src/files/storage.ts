import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploads live. Callers only see keys: the local folder (FILES_DIR), PostgreSQL (files/db-storage.ts,
 * when DATABASE_URL is set) or an S3-compatible store.
 */
export type FileStorage = {
  /** `local`: FILES_DIR of this node; the others are read by every node. */
  readonly kind: 'local' | 'database' | 's3';
  /**
   * Streams `body` into the store under a new key (or `key`, made by `fileKey` beforehand, when the caller
   * must name the file before it is stored) and returns it with the byte size.
   */
  put(body: Readable, options?: { extension?: string; key?: string }): Promise<{ key: string; size: number }>;
  get(key: string): Readable;
  /** Absolute path for readers that need random access (XLSX); only the local store has one. */
  localPath(key: string): string;
  delete(key: string): Promise<void>;
  /** Every stored file with when it was written (the start-up sweep removes those no upload names). */
  list(): AsyncIterable<StoredFileEntry>;
};

export type StoredFileEntry = { key: string; modifiedAt: Date };

const keyPattern = /^[0-9a-f-]{36}(\.[a-z0-9]{1,8})?$/;

/** Whether a key is one a store made (a key from elsewhere can then never point outside the store). */
export function isFileKey(key: string): boolean {
  return keyPattern.test(key);
}

/** A new key: a random UUID with the (cleaned) extension. */
export function fileKey(extension?: string): string {
  const ext = extension
    ?.toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 8);
  return `${randomUUID()}${ext ? `.${ext}` : ''}`;
}

export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    // Keys are generated here; anything else is refused so a key can never point outside the folder.
    if (!isFileKey(key)) throw new Error(`Invalid file key: ${key}`);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    kind: 'local',
    async put(body, options = {}) {
      const key = options.key ?? fileKey(options.extension);
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await pipeline(body, createWriteStream(file, { flags: 'wx' }));
      } catch (err) {
        await rm(file, { force: true });
        throw err;
      }
      return { key, size: (await stat(file)).size };
    },
    get: (key) => createReadStream(resolve(key)),
    localPath: resolve,
    delete: (key) => rm(resolve(key), { force: true }),
    list: () => listFolder(root),
  };
}

/** The files of a store's folder (`root/<first two characters>/<key>`); names that are no key are left alone. */
async function* listFolder(root: string): AsyncGenerator<StoredFileEntry> {
  const missing = (err: unknown) => (err as { code?: string }).code === 'ENOENT';
  const dirs = await readdir(root, { withFileTypes: true }).catch((err: unknown) => {
    if (missing(err)) return [];
    throw err;
  });
  for (const dir of dirs) {
    if (!dir.isDirectory() || dir.name.length !== 2) continue;
    for (const name of await readdir(path.join(root, dir.name)).catch(() => [] as string[])) {
      if (!isFileKey(name) || !name.startsWith(dir.name)) continue;
      const info = await stat(path.join(root, dir.name, name)).catch(() => null);
      if (info?.isFile()) yield { key: name, modifiedAt: info.mtime };
    }
  }
}

/**
 * A shared store that still reads the files this installation kept in FILES_DIR before it moved to
 * PostgreSQL or S3 (`npm run db -- copy-to`, docs/production.md, "Running at scale"): a key the store does not have is
 * read from the folder, and deleting a key deletes it in both. New files go to the shared store only.
 */
export function withEarlierFiles(shared: FileStorage, folder: FileStorage): FileStorage {
  const missing = (err: unknown) => (err as { code?: string }).code === 'ENOENT';
  return {
    kind: shared.kind,
    put: (body, options) => shared.put(body, options),
    get(key) {
      async function* chunks(): AsyncGenerator<Buffer> {
        let started = false;
        try {
          for await (const chunk of shared.get(key)) {
            started = true;
            yield chunk as Buffer;
          }
        } catch (err) {
          if (started || !missing(err)) throw err;
          yield* folder.get(key) as AsyncIterable<Buffer>;
        }
      }
      return Readable.from(chunks(), { objectMode: false });
    },
    localPath: (key) => shared.localPath(key),
    async delete(key) {
      await shared.delete(key);
      await folder.delete(key);
    },
    async *list() {
      yield* shared.list();
      yield* folder.list();
    },
  };
}
