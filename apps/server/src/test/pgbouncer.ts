import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './processes.ts';

export type Pgbouncer = {
  port: number;
  /** `url` with the host and port of the pooler (same user and database). */
  through: (url: string) => string;
  /** Rows of a command of pgbouncer's admin console (SHOW CLIENTS, SHOW SERVERS…). */
  show: (what: string) => Promise<Array<Record<string, unknown>>>;
  output: () => string;
  close: () => Promise<void>;
};

/** Debian's pgbouncer (`.ci/run` installs it); `PGBOUNCER_PATH` points elsewhere. */
export const pgbouncerPath = process.env.PGBOUNCER_PATH ?? '/usr/sbin/pgbouncer';

/**
 * A real pgbouncer in front of the PostgreSQL of `upstreamUrl`, on a free loopback port, in transaction pooling
 * mode: at most `poolSize` server connections per database, shared by up to `maxClients` clients.
 */
export async function startPgbouncer(upstreamUrl: string, options: { poolSize: number; maxClients: number }): Promise<Pgbouncer> {
  if (!existsSync(pgbouncerPath)) throw new Error(`no pgbouncer at ${pgbouncerPath} (apt-get install -y pgbouncer)`);
  const upstream = new URL(upstreamUrl);
  const user = decodeURIComponent(upstream.username || 'postgres');
  const dir = mkdtempSync(path.join(tmpdir(), 'leadsift-pgbouncer-'));
  const port = await freePort();
  writeFileSync(path.join(dir, 'users.txt'), `"${user}" ""\n`);
  writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${upstream.hostname} port=${upstream.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'users.txt')}`,
      `admin_users = ${user}`,
      'pool_mode = transaction',
      `default_pool_size = ${options.poolSize}`,
      `max_client_conn = ${options.maxClients}`,
      // node-postgres sends these at start-up; pgbouncer would refuse the connection otherwise.
      'ignore_startup_parameters = extra_float_digits,options',
      '',
    ].join('\n'),
  );
  // pgbouncer refuses to run as root: as root (CI, these machines) it switches to nobody, who must read the folder.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) for (const f of ['', 'users.txt', 'pgbouncer.ini']) chmodSync(path.join(dir, f), f ? 0o644 : 0o755);
  const child: ChildProcess = spawn(pgbouncerPath, [...(asRoot ? ['-u', 'nobody'] : []), path.join(dir, 'pgbouncer.ini')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const started = Date.now();
  while (!output.includes('process up')) {
    if (child.exitCode !== null) throw new Error(`pgbouncer did not start:\n${output}`);
    if (Date.now() - started > 15_000) throw new Error(`pgbouncer did not start within 15 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const through = (url: string) => {
    const u = new URL(url);
    u.hostname = '127.0.0.1';
    u.port = String(port);
    return u.toString();
  };
  return {
    port,
    through,
    async show(what) {
      const admin = new URL(through(upstreamUrl));
      admin.pathname = '/pgbouncer';
      const client = new pg.Client({ connectionString: admin.toString() });
      await client.connect();
      try {
        return (await client.query(`SHOW ${what}`)).rows as Array<Record<string, unknown>>;
      } finally {
        await client.end();
      }
    },
    output: () => output,
    async close() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
