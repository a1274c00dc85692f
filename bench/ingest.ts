// Ingest benchmark: a generated lead list uploaded through the real HTTP route, upload → ready, on PGlite
// and on PostgreSQL. Usage: node bench/ingest.ts [--rows 100000,1000000] [--drivers pglite,postgres]
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; a database
// leadsift_bench is created and dropped). Results are printed as Markdown rows for docs/BENCHMARKS.md.
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { parseTabular } from '../apps/server/src/files/parse/index.ts';
import { writeLeadCsv } from './lead-generator.ts';

const root = path.resolve(import.meta.dirname, '..');
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const benchDb = 'leadsift_bench';

type Driver = 'pglite' | 'postgres';
type Ready = { port: number; token: string };

/** Peak and current resident memory of a process, in MB (Linux /proc). */
function memoryOf(pid: number): { peakMb: number; nowMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { peakMb: Math.round(kb('VmHWM') / 1024), nowMb: Math.round(kb('VmRSS') / 1024) };
}

async function resetPostgres(): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${benchDb}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${benchDb}`;
  return url.toString();
}

async function startServer(driver: Driver, dataDir: string): Promise<{ child: ChildProcess; ready: Ready }> {
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_DATA_DIR: dataDir };
  if (driver === 'postgres') env.BENCH_SERVER_DATABASE_URL = await resetPostgres();
  const child = fork(path.join(root, 'bench/ingest-server.ts'), [], { env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const [ready] = (await once(child, 'message')) as [Ready];
  return { child, ready };
}

/** Streams the file as a multipart body (never in memory) and waits for the answer. */
async function upload(ready: Ready, file: string): Promise<{ status: number; body: string }> {
  const boundary = `----leadsift-bench-${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="leads.csv"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const req = request({
    host: '127.0.0.1',
    port: ready.port,
    path: '/api/upload',
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + statSync(file).size + tail.length,
      authorization: `Bearer ${ready.token}`,
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

async function parseOnly(file: string): Promise<number> {
  const started = performance.now();
  const table = await parseTabular(file, { format: 'csv' });
  let rows = 0;
  for await (const _row of table.rows) rows++;
  const seconds = (performance.now() - started) / 1000;
  if (rows === 0) throw new Error('nothing parsed');
  return seconds;
}

async function main(): Promise<void> {
  const sizes = arg('rows', '100000,1000000').split(',').map(Number);
  const drivers = arg('drivers', 'pglite,postgres').split(',') as Driver[];
  const dir = path.join(root, '.tmp/bench');
  mkdirSync(dir, { recursive: true });
  const pgVersion = drivers.includes('postgres') ? await postgresVersion() : '';
  console.log(
    `machine: ${os.cpus()[0]?.model} × ${os.cpus().length}, ${Math.round(os.totalmem() / 1024 ** 3)} GB RAM, Node ${process.version}${pgVersion ? `, ${pgVersion}` : ''}`,
  );
  console.log(
    `date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}\n`,
  );
  console.log('| rows | file | driver | upload → ready | rows/s | parse only | ratio | server peak RSS | distinct values, 3 columns |');
  console.log('|---:|---:|---|---:|---:|---:|---:|---:|---:|');
  for (const rows of sizes) {
    const file = path.join(dir, `leads-${rows}.csv`);
    if (!existsSync(file)) await writeLeadCsv(file, rows);
    const mb = statSync(file).size / 1024 ** 2;
    const parseSeconds = await parseOnly(file);
    for (const driver of drivers) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadsift-bench-'));
      const { child, ready } = await startServer(driver, dataDir);
      try {
        // Start-up (migrations) has its own peak: reset the high-water mark so it covers the upload only.
        writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
        const before = memoryOf(child.pid!).nowMb;
        const started = performance.now();
        const res = await upload(ready, file);
        const seconds = (performance.now() - started) / 1000;
        if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${res.body}`);
        const answer = JSON.parse(res.body) as { rowCount: number; fileId: string };
        if (answer.rowCount !== rows) throw new Error(`rowCount ${answer.rowCount}, expected ${rows}`);
        const { peakMb } = memoryOf(child.pid!);
        // Industry, Job Title, Country: what a filter job asks for first.
        child.send({ values: answer.fileId, columns: [1, 2, 3] });
        const [{ seconds: valuesSeconds }] = (await once(child, 'message')) as [{ seconds: number }];
        console.log(
          `| ${rows.toLocaleString('en-US')} | ${mb.toFixed(0)} MB | ${driver} | ${seconds.toFixed(1)} s | ${Math.round(rows / seconds).toLocaleString('en-US')} | ${parseSeconds.toFixed(1)} s | ${(seconds / parseSeconds).toFixed(1)}× | ${peakMb} MB (idle ${before} MB) | ${valuesSeconds.toFixed(1)} s |`,
        );
      } finally {
        child.send('stop');
        await once(child, 'exit');
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
}

async function postgresVersion(): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
  await client.end();
  return `PostgreSQL ${rows[0]?.server_version.split(' ')[0] ?? '?'}`;
}

await main();
