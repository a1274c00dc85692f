// What the benchmarks share: the app in a process of its own (so its memory can be measured), a fresh
// PostgreSQL database, and a streamed multipart upload through the real HTTP route.
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { leadColumns } from './lead-generator.ts';

export const root = path.resolve(import.meta.dirname, '..');
export type Driver = 'pglite' | 'postgres';
export type BenchServer = { child: ChildProcess; port: number; token: string; dataDir: string; env: NodeJS.ProcessEnv };

export const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function argOf(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
}

/** Peak (since the last reset) and current resident memory of a process, in MB (Linux /proc). */
export function memoryOf(pid: number): { peakMb: number; nowMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { peakMb: Math.round(kb('VmHWM') / 1024), nowMb: Math.round(kb('VmRSS') / 1024) };
}

/** Resets a process's peak RSS (VmHWM) to its current RSS (Linux: clear_refs 5), to measure one piece of work. */
export function resetPeakMemory(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** Drops and creates `name`; returns its URL. Each benchmark uses a name of its own. */
export async function resetPostgres(name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function postgresVersion(): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
  await client.end();
  return `PostgreSQL ${rows[0]?.server_version.split(' ')[0] ?? '?'}`;
}

/** Starts bench/bench-server.ts on a fresh data folder (and database), signed in as an unlimited user. */
export async function startBenchServer(options: {
  driver: Driver;
  database: string;
  work: boolean;
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadsift-bench-'));
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env, BENCH_DATA_DIR: dataDir, BENCH_WORK: options.work ? '1' : '0' };
  if (options.driver === 'postgres') env.BENCH_SERVER_DATABASE_URL = await resetPostgres(options.database);
  return forkServer(dataDir, env);
}

async function forkServer(dataDir: string, env: NodeJS.ProcessEnv): Promise<BenchServer> {
  // The server runs with the Node flags of `npm start` (package.json).
  const execArgv = [
    ...process.execArgv,
    ...(process.env.BENCH_NODE_FLAGS ?? '--liftoff-only --max-semi-space-size=8').split(' ').filter(Boolean),
  ];
  const child = fork(path.join(root, 'bench/bench-server.ts'), [], { env, execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const [ready] = (await once(child, 'message')) as [{ port: number; token: string }];
  return { child, ...ready, dataDir, env };
}

/** A new server process on the same data: what a measurement of one request costs, without earlier work's memory. */
export async function restartBenchServer(server: BenchServer): Promise<BenchServer> {
  await stopBenchServer(server, { keepData: true });
  return forkServer(server.dataDir, server.env);
}

export async function stopBenchServer(server: BenchServer, options: { keepData?: boolean } = {}): Promise<void> {
  server.child.send('stop');
  await once(server.child, 'exit');
  if (!options.keepData) rmSync(server.dataDir, { recursive: true, force: true });
}

/** Streams the file as a multipart body (never in memory) to POST /api/upload and returns the answer. */
export async function uploadFile(server: BenchServer, file: string, filename = 'leads.csv'): Promise<{ status: number; body: string }> {
  const boundary = `----leadsift-bench-${Date.now()}-${Math.random().toString(16).slice(2)}`;
  const type = filename.endsWith('.xlsx') ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const req = request({
    host: '127.0.0.1',
    port: server.port,
    path: '/api/upload',
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + statSync(file).size + tail.length,
      authorization: `Bearer ${server.token}`,
    },
  });
  const response = once(req, 'response');
  await pipeline(
    Readable.from(
      (async function* () {
        yield head;
        yield* createReadStream(file, { highWaterMark: 1 << 20 });
        yield tail;
      })(),
    ),
    req,
  );
  const [res] = (await response) as [IncomingMessage];
  let body = '';
  for await (const chunk of res) body += String(chunk);
  return { status: res.statusCode ?? 0, body };
}

/** PostgreSQL's own COPY of the file into `id bigserial` + one text column per CSV column, in seconds. */
export async function copyReference(file: string): Promise<number> {
  const client = new pg.Client({ connectionString: await resetPostgres('leadsift_bench_copy') });
  await client.connect();
  try {
    const columns = leadColumns.map((_, i) => `c${i}`);
    await client.query(`CREATE TABLE leads (id bigserial PRIMARY KEY, ${columns.map((c) => `${c} text`).join(', ')})`);
    const started = performance.now();
    await pipeline(
      createReadStream(file),
      client.query(copyFrom(`COPY leads (${columns.join(', ')}) FROM STDIN (FORMAT csv, HEADER true)`)),
    );
    return (performance.now() - started) / 1000;
  } finally {
    await client.query('DROP TABLE IF EXISTS leads').catch(() => {});
    await client.end();
  }
}
