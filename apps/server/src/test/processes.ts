import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { seedPgliteDir } from './pglite-template.ts';

const srcDir = path.resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type AppProcess = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** Starts `server.ts` or `worker.ts` as a real process with the given environment. */
export function startProcess(entry: 'server' | 'worker', env: Record<string, string>): AppProcess {
  let output = '';
  const child = spawn(process.execPath, [path.join(srcDir, `${entry}.ts`)], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const start = Date.now();
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() - start > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The environment of one app node on a free loopback port, its data in `dataDir`. With a PostgreSQL URL the
 * web process runs no jobs (WORKERS=off): a separate `worker` process does.
 */
export async function nodeEnv(dataDir: string, databaseUrl?: string): Promise<{ base: string; env: Record<string, string> }> {
  // A PGlite node's first start begins from the run's migrated data folder, as the in-process test apps do.
  if (!databaseUrl && !existsSync(path.join(dataDir, 'db'))) await seedPgliteDir(path.join(dataDir, 'db'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: base,
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, WORKERS: 'off' } : {}),
  };
  return { base, env };
}

/** The processes a test starts, so that it can crash one and stop them all. */
export class AppProcesses {
  readonly all: AppProcess[] = [];

  start(entry: 'server' | 'worker', env: Record<string, string>): AppProcess {
    const p = startProcess(entry, env);
    this.all.push(p);
    return p;
  }

  /** Starts `server.ts` and waits until its `/readyz` (at env.BASE_URL) answers; says what it printed if it never does. */
  async startServer(env: Record<string, string>): Promise<AppProcess> {
    const p = this.start('server', env);
    try {
      await waitForHttp(`${env.BASE_URL}/readyz`);
    } catch (err) {
      throw new Error(`${(err as Error).message}; the server printed:\n${p.output()}`, { cause: err });
    }
    return p;
  }

  /** Kills the process at once (SIGKILL: a crash, no shutdown) and waits until it is gone. */
  async crash(p: AppProcess): Promise<void> {
    p.child.kill('SIGKILL');
    await p.exited;
  }

  /** Kills whatever is still running, without waiting (an afterAll's last resort after a timed-out test). */
  killAll(): void {
    for (const p of this.all.splice(0)) p.child.kill('SIGKILL');
  }

  /** Stops every process (SIGTERM) and waits for each to exit. */
  async stopAll(): Promise<void> {
    const stopping = this.all.splice(0);
    for (const p of stopping) p.child.kill('SIGTERM');
    await Promise.all(stopping.map((p) => p.exited));
  }
}

/** Creates the first administrator (POST /api/setup/admin) and answers their session's Authorization header. */
export async function setUpAdmin(base: string): Promise<{ authorization: string }> {
  const res = await fetch(`${base}/api/setup/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Ops', email: 'ops@example.com', password: 'secret1' }),
  });
  if (res.status !== 201) throw new Error(`setup/admin answered ${res.status}: ${await res.text()}`);
  return { authorization: `Bearer ${res.headers.get('set-auth-token')}` };
}
