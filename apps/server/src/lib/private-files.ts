import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The process umask of every entry point (server, worker, CLI), set before anything is written (docs/security.md):
 * PGlite creates its files 0666 and uploads were 0644, while the write-ahead log holds session tokens and
 * webhook secrets in plain text. With it every new folder is 0700 and every new file 0600. PGlite does not
 * honour it everywhere: its initdb writes files 0666 and each start rewrites pg_internal.init 0644 with explicit
 * modes, so `secureDatabaseFolder` runs once the database is open.
 */
export const privateUmask = 0o077;

export function restrictNewFiles(): void {
  process.umask(privateUmask);
}

/** What `makePrivate` did: entries whose group/world bits it removed, and those it could not change. */
export type PrivateResult = { fixed: number; failed: string[] };

/**
 * Creates `dir` 0700 when missing, and removes the group and world bits of `dir` and of everything below it
 * (a folder written before this release, or copied in). Symbolic links are neither followed nor changed.
 */
export function makePrivate(dir: string): PrivateResult {
  const result: PrivateResult = { fixed: 0, failed: [] };
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stack = [dir];
  while (stack.length) {
    const entry = stack.pop()!;
    let info;
    try {
      info = lstatSync(entry);
    } catch {
      continue; // gone meanwhile
    }
    if (info.isSymbolicLink()) continue;
    if (info.mode & 0o077) {
      try {
        chmodSync(entry, info.mode & 0o700);
        result.fixed++;
      } catch {
        result.failed.push(entry);
      }
    }
    if (info.isDirectory()) {
      try {
        for (const name of readdirSync(entry)) stack.push(path.join(entry, name));
      } catch {
        result.failed.push(entry);
      }
    }
  }
  return result;
}

type WarnLog = { info: (msg: string) => void; warn: (msg: string) => void };

/**
 * DATA_DIR (and FILES_DIR when it lies elsewhere) made private at start, with one log line when anything was
 * changed and a warning when something could not be (another owner, a read-only mount).
 */
export function secureDataFolders(folders: string[], log: WarnLog): void {
  const unique = folders.filter(
    (f, i) => !folders.some((other, j) => j !== i && (f.startsWith(other + path.sep) || (f === other && j < i))),
  );
  for (const folder of unique) {
    const { fixed, failed } = makePrivate(folder);
    if (fixed > 0) log.info(`${folder}: removed group/world access from ${fixed} files and folders (data is private to this user)`);
    if (failed.length > 0) {
      log.warn(
        `${folder} is readable or writable by other users and ${failed.length} entries could not be made private (first: ${failed[0]}); fix their owner or mode`,
      );
    }
  }
}

/**
 * After PGlite has opened (and, on a first start, created) its folder: the files it wrote with explicit modes
 * lose their group/world bits. Quiet — it happens on every start — except for what cannot be fixed.
 */
export function secureDatabaseFolder(dir: string, log: WarnLog): void {
  const { failed } = makePrivate(dir);
  if (failed.length > 0) log.warn(`${dir}: ${failed.length} database files could not be made private (first: ${failed[0]})`);
}
