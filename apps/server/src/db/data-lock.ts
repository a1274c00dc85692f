// One process per PGlite data folder (ADR 0013). PGlite does not notice a second opener by itself: it would
// silently work on its own copy while both write the same files. Every opener takes `DATA_DIR/db.lock` first.
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What the lock file says about its holder. `control` lets `npm run db -- backup` ask a running server. */
export type LockInfo = {
  pid: number;
  host: string;
  startedAt: string;
  /** The holder's local URL and a random token for its control endpoint (server only). */
  control?: { url: string; token: string };
};

export type DataLock = {
  file: string;
  info: LockInfo;
  /** Rewrites the lock file with the server's control address (mode 0600, like the lock itself). */
  setControl: (url: string) => { url: string; token: string };
  release: () => void;
};

/** A second opener of a held data folder: the entry points print it as one line and exit 1, nothing written. */
export class DataDirInUseError extends Error {
  readonly holder: LockInfo;
  constructor(label: string, holder: LockInfo) {
    super(
      `DATA_DIR ${label} is in use by LeadSift (pid ${holder.pid}${holder.host === os.hostname() ? '' : ` on ${holder.host}`}, started ${clock(holder.startedAt)}). ` +
        'Stop it first, or point DATABASE_URL at PostgreSQL to run several processes.',
    );
    this.holder = holder;
  }
}

function clock(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const hm = `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
  return new Date().toDateString() === d.toDateString() ? hm : `${d.toISOString().slice(0, 10)} ${hm}`;
}

/** The lock file of a PGlite data folder: beside it, so the folder itself stays PostgreSQL's. */
export const lockFileOf = (dbDir: string) => `${path.resolve(dbDir)}.lock`;

export function readLock(file: string): LockInfo | null {
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as LockInfo;
    return typeof info.pid === 'number' ? info : null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A lock is stale when its holder ran on this host and is gone (a lock from another host is never taken over). */
export function isStale(info: LockInfo | null): boolean {
  if (!info) return true;
  return info.host === os.hostname() && info.pid !== process.pid && !alive(info.pid);
}

/** Whether another live process holds the lock of `dbDir` (config.ts asks before writing anything there). */
export function heldByOther(dbDir: string): boolean {
  const info = readLock(lockFileOf(dbDir));
  return info !== null && info.pid !== process.pid && !isStale(info);
}

const held = new Map<string, DataLock>();
let exitHooked = false;

function hookExit(): void {
  if (exitHooked) return;
  exitHooked = true;
  // Normal exit, process.exit() from a signal handler, and an uncaught error all end in 'exit'.
  process.on('exit', () => {
    for (const lock of held.values()) lock.release();
  });
  // A process without signal handlers of its own (the CLIs) would die on SIGTERM/SIGINT without 'exit':
  // release and exit then. Processes that handle signals (server, worker) exit through 'exit' themselves.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, function onSignal() {
      if (process.listenerCount(signal) > 1) return;
      for (const lock of held.values()) lock.release();
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  }
}

/**
 * Takes the lock of `dbDir` atomically (O_EXCL), taking over a stale one. `label` is how the operator wrote
 * DATA_DIR (for the message). Throws DataDirInUseError when a live process holds it.
 */
export function acquireDataLock(dbDir: string, label: string): DataLock {
  const file = lockFileOf(dbDir);
  const info: LockInfo = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      const fd = openSync(file, 'wx', 0o600);
      try {
        writeFileSync(fd, JSON.stringify(info));
      } finally {
        closeSync(fd);
      }
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw err;
      const holder = readLock(file);
      // An empty/unreadable file may be a holder that is writing it right now: give it a moment.
      if (!holder && attempt === 0) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
        continue;
      }
      if (holder && !isStale(holder)) throw new DataDirInUseError(label, holder);
      // Stale: move it aside under a name of our own (only one taker wins the rename), then retry O_EXCL.
      const aside = `${file}.stale-${process.pid}`;
      try {
        renameSync(file, aside);
        const moved = readLock(aside);
        if (moved && holder && (moved.pid !== holder.pid || moved.startedAt !== holder.startedAt)) {
          // Someone took the stale lock over between our read and our rename: give theirs back.
          renameSync(aside, file);
          throw new DataDirInUseError(label, moved);
        }
        unlinkSync(aside);
      } catch (e) {
        if (e instanceof DataDirInUseError) throw e;
        // another process took it over first; the next attempt sees its lock
      }
    }
  }
  const lock: DataLock = {
    file,
    info,
    setControl(url) {
      const control = { url, token: randomBytes(32).toString('base64url') };
      lock.info = { ...info, control };
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify(lock.info), { mode: 0o600 });
      renameSync(tmp, file);
      return control;
    },
    release() {
      if (!held.has(file)) return;
      held.delete(file);
      const current = readLock(file);
      if (current?.pid === process.pid && current.host === info.host) {
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
      }
    },
  };
  held.set(file, lock);
  hookExit();
  return lock;
}
