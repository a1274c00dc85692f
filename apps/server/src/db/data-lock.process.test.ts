import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startProcess, waitForHttp, type AppProcess } from '../test/processes.ts';
import { testDriver } from '../test/test-db.ts';
import { lockFileOf, readLock } from './data-lock.ts';

/**
 * Every file under the data folder (with size and mtime outside `db/`, whose WAL the running server itself
 * writes): "nothing written" by the refused opener means this does not change.
 */
function snapshot(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (!p.endsWith('.lock')) {
        const s = statSync(p);
        const rel = path.relative(dir, p);
        out.push(rel.startsWith(`db${path.sep}`) ? rel : `${rel} ${s.size} ${s.mtimeMs}`);
      }
    }
  };
  walk(dir);
  return out.sort();
}

const inUse =
  /^DATA_DIR \S+ is in use by LeadSift \(pid (\d+), started \d\d:\d\d\)\. Stop it first, or point DATABASE_URL at PostgreSQL to run several processes\.$/;

// PGlite only: on PostgreSQL any number of processes share the database.
describe.skipIf(testDriver === 'postgres')('one process per PGlite data folder (real processes)', { timeout: 240_000 }, () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadsift-lock-proc-'));
  const running: AppProcess[] = [];
  afterAll(async () => {
    for (const p of running) p.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function startServer(): Promise<{ proc: AppProcess; port: number }> {
    const port = await freePort();
    const proc = startProcess('server', { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    running.push(proc);
    await waitForHttp(`http://127.0.0.1:${port}/healthz`);
    return { proc, port };
  }

  it('refuses a CLI, a second server and a worker while a server runs; takes over after SIGKILL; releases on SIGTERM', async () => {
    const first = await startServer();
    const lockFile = lockFileOf(path.join(dataDir, 'db'));
    expect(readLock(lockFile)?.pid).toBe(first.proc.child.pid);
    const before = snapshot(dataDir);

    // The users CLI says who holds the folder and where the Admin panel does the same.
    const cli = spawnSync(
      process.execPath,
      [path.resolve(import.meta.dirname, '../cli/users.ts'), 'create', '--email', 'x@example.com', '--password', 'secret1'],
      {
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(cli.status).toBe(1);
    const cliLines = cli.stderr.trim().split('\n');
    expect(cliLines[0]).toMatch(inUse);
    expect(cliLines[0]).toContain(`pid ${first.proc.child.pid}`);
    expect(cliLines[1]).toMatch(
      /administrator can do the same in the app: sign in and open Admin → Users \(create, delete, role, 'Change User Tier'\)\./,
    );
    expect(cli.stdout).toBe('');

    // A second server on another port: one line, exit 1.
    const port2 = await freePort();
    const second = startProcess('server', { DATA_DIR: dataDir, PORT: String(port2), HOST: '127.0.0.1' });
    expect(await second.exited).toBe(1);
    expect(second.output().trim()).toMatch(inUse);

    // A worker likewise.
    const worker = startProcess('worker', { DATA_DIR: dataDir });
    expect(await worker.exited).toBe(1);
    expect(worker.output().trim()).toMatch(inUse);

    expect(snapshot(dataDir)).toEqual(before);
    expect((await fetch(`http://127.0.0.1:${first.port}/readyz`)).status).toBe(200);

    // SIGKILL leaves a stale lock; the next server takes it over.
    first.proc.child.kill('SIGKILL');
    await first.proc.exited;
    expect(readLock(lockFile)?.pid).toBe(first.proc.child.pid);
    const third = await startServer();
    expect(readLock(lockFile)?.pid).toBe(third.proc.child.pid);

    // SIGTERM: a clean shutdown removes the lock.
    third.proc.child.kill('SIGTERM');
    expect(await third.proc.exited).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  });
});
