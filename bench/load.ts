// Load test (ADR 0020): N simulated users at once against the real app in its own process, each
// signing in, uploading a 5,000-row lead list, running a filter job with the offline matcher, polling its
// progress, reading two results pages and exporting. Each user connects from a loopback address of its own
// (127.0.1.x), as users behind different addresses would, and honours Retry-After on 429 and 503.
// Usage: node bench/load.ts [--drivers pglite,postgres] [--users 50] [--list-rows 5000]
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; database leadsift_bench_load).
import { readFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { Agent, request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { UserAudit } from './bench-server.ts';
import {
  argOf,
  memoryOf,
  postgresVersion,
  restartBenchServer,
  root,
  startBenchServer,
  stopBenchServer,
  type BenchServer,
  type Driver,
} from './bench-kit.ts';
import { writeLeadCsv } from './lead-generator.ts';

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer; bytes: number };
type Sample = { route: string; status: number; ms: number };
type Run = { samples: Sample[]; failures: string[]; missingRetryAfter: number };

const password = 'load-password-1';
const boundary = '----leadsift-load';
/** Answers that are shed deliberately; everything else must be 2xx. */
const shed = new Set([429, 503]);

/** One simulated user: a keep-alive connection pool bound to a loopback address of its own. */
class SimUser {
  readonly agent: Agent;
  readonly server: BenchServer;
  readonly run: Run;
  readonly email: string;
  token = '';
  constructor(server: BenchServer, run: Run, email: string, index: number) {
    this.server = server;
    this.run = run;
    this.email = email;
    this.agent = new Agent({ keepAlive: true, maxSockets: 2, localAddress: `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}` });
  }

  private once(method: string, url: string, body?: Buffer, headers: Record<string, string> = {}, keep = true): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: this.server.port,
          path: url,
          method,
          agent: this.agent,
          headers: {
            ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
            ...(body ? { 'content-length': String(body.length) } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          let bytes = 0;
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            // An export is counted, not kept: 50 workbooks would be the bench's memory, not the server's.
            if (keep || chunks.length === 0) chunks.push(chunk);
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), bytes }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  /** A request as a browser would retry it: after Retry-After when shed, at most 40 times. */
  async send(
    route: string,
    method: string,
    url: string,
    options: { body?: Buffer; headers?: Record<string, string>; keep?: boolean } = {},
  ) {
    for (let attempt = 0; attempt < 40; attempt++) {
      const started = performance.now();
      const answer = await this.once(method, url, options.body, options.headers, options.keep ?? true);
      this.run.samples.push({ route, status: answer.status, ms: performance.now() - started });
      if (answer.status >= 200 && answer.status < 300) return answer;
      if (!shed.has(answer.status)) throw new Error(`${route} → ${answer.status} ${answer.body.toString().slice(0, 200)}`);
      const retryAfter = Number(answer.headers['retry-after']);
      if (!Number.isFinite(retryAfter)) this.run.missingRetryAfter++;
      await sleep((Number.isFinite(retryAfter) ? retryAfter : 1) * 1000);
    }
    throw new Error(`${route}: still shed after 40 attempts`);
  }

  json(route: string, method: string, url: string, payload?: unknown) {
    const body = payload === undefined ? undefined : Buffer.from(JSON.stringify(payload));
    return this.send(route, method, url, { body, headers: body ? { 'content-type': 'application/json' } : {} }).then(
      (a) => JSON.parse(a.body.toString()) as Record<string, unknown>,
    );
  }

  async journey(list: Buffer): Promise<void> {
    const signIn = await this.send('POST /api/auth/sign-in/email', 'POST', '/api/auth/sign-in/email', {
      body: Buffer.from(JSON.stringify({ email: this.email, password })),
      headers: { 'content-type': 'application/json' },
    });
    this.token = String(signIn.headers['set-auth-token'] ?? '');
    if (!this.token) throw new Error('sign-in gave no token');
    const upload = await this.send('POST /api/upload', 'POST', '/api/upload', {
      body: list,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const { fileId } = JSON.parse(upload.body.toString()) as { fileId: string };
    const columns = ['Industry', 'Country'];
    const { filterId } = (await this.json('POST /api/filter', 'POST', '/api/filter', {
      jobName: `load ${this.email}`,
      fileId,
      selectedColumns: columns,
      reasoningText: 'B2B software companies in Germany',
      chunkSize: 300,
      filterConfig: { columnConfig: Object.fromEntries(columns.map((c) => [c, { instructions: 'keep: software, germany' }])) },
    })) as { filterId: string };
    for (let i = 0; ; i++) {
      const { status } = (await this.json('GET /api/progress/:id', 'GET', `/api/progress/${filterId}`)) as { status: string };
      if (status === 'completed') break;
      if (status === 'failed' || i > 1200) throw new Error(`job ${filterId} ${status}`);
      await sleep(500);
    }
    for (const page of [1, 2])
      await this.json('GET /api/results/:id (page)', 'GET', `/api/results/${filterId}?view=kept&page=${page}&pageSize=100`);
    const workbook = await this.send('GET /api/export/:id', 'GET', `/api/export/${filterId}?format=xlsx`, { keep: false });
    if (workbook.body.subarray(0, 2).toString() !== 'PK' || workbook.bytes < 1000) throw new Error('export is not a workbook');
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))] ?? NaN;

async function ask<T>(server: BenchServer, message: unknown, key: string): Promise<T> {
  server.child.send(message as never);
  for (;;) {
    const [answer] = (await once(server.child, 'message')) as [Record<string, unknown>];
    if (key in answer) return answer[key] as T;
  }
}

async function loadBench(driver: Driver, users: number, list: Buffer, rows: number): Promise<void> {
  // The first start creates the database (PGlite's initdb runs in the server process); the load meets a
  // restarted server, as in an installation that has been running (as bench/ingest.ts does).
  const first = await startBenchServer({
    driver,
    database: 'leadsift_bench_load',
    work: true,
    // The offline matcher, and the per-address request limit as shipped (each user has an address of its own).
    env: { AI_PROVIDER: 'offline', BENCH_RATE_LIMIT_MAX: '600' },
  });
  const server = await restartBenchServer(first);
  const run: Run = { samples: [], failures: [], missingRetryAfter: 0 };
  try {
    const emails = Array.from({ length: users }, (_, i) => `load-${String(i).padStart(3, '0')}@example.com`);
    await ask(server, { createUsers: { emails, password, tier: 'agency_user' } }, 'created');
    const pid = server.child.pid!;
    // The high-water mark covers the load only (not start-up or creating users); sampled as it goes, too.
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    const idle = memoryOf(pid).nowMb;
    const started = performance.now();
    let crashed = false;
    server.child.once('exit', () => (crashed = true));
    const outcomes = await Promise.allSettled(emails.map((email, i) => new SimUser(server, run, email, i).journey(list)));
    const wall = (performance.now() - started) / 1000;
    if (crashed) throw new Error('the server process exited during the load');
    const { peakMb } = memoryOf(pid);
    for (const o of outcomes) if (o.status === 'rejected') run.failures.push(String((o.reason as Error).message ?? o.reason));
    const audits = await ask<UserAudit[]>(server, { audit: emails }, 'audit');
    const ledgersEqual = audits.filter((a) => a.balance === a.ledger && a.used === a.ledgerUsed && a.used === rows).length;
    const jobsDone = audits.filter((a) => a.jobs === 1 && a.completed === 1 && a.uploads === 1).length;
    const statuses = run.samples.map((s) => s.status);
    const ok = statuses.filter((s) => s >= 200 && s < 300).length;
    const shedCount = statuses.filter((s) => shed.has(s)).length;
    const other = statuses.length - ok - shedCount;
    const target = driver === 'pglite' ? 800 : 600;
    console.log(
      `| ${driver} | ${users} | ${wall.toFixed(1)} s | ${statuses.length} | ${ok} | ${shedCount} (${run.missingRetryAfter} without Retry-After) | ${other} | ${jobsDone}/${users} | ${ledgersEqual}/${users} | ${peakMb} MB (idle ${idle} MB) ${peakMb <= target ? '✓' : '✗'} ≤ ${target} MB | ${run.failures.length === 0 ? 'none' : run.failures.slice(0, 3).join('; ')} |`,
    );
    routeRows.push(...routeTable(driver, run.samples));
  } finally {
    await stopBenchServer(server);
  }
}

const routeRows: string[] = [];
function routeTable(driver: Driver, samples: Sample[]): string[] {
  const routes = [...new Set(samples.map((s) => s.route))];
  return routes.map((route) => {
    const all = samples.filter((s) => s.route === route);
    const ok = all.filter((s) => s.status < 300).map((s) => s.ms);
    ok.sort((a, b) => a - b);
    const shedCount = all.filter((s) => shed.has(s.status)).length;
    return `| ${driver} | ${route} | ${all.length} | ${shedCount} | ${Math.round(percentile(ok, 0.5))} ms | ${Math.round(percentile(ok, 0.95))} ms | ${Math.round(ok.at(-1) ?? NaN)} ms |`;
  });
}

const drivers = argOf('drivers', 'pglite,postgres').split(',') as Driver[];
const users = Number(argOf('users', '50'));
const rows = Number(argOf('list-rows', '5000'));
const dir = path.join(root, '.tmp/bench');
mkdirSync(dir, { recursive: true });
const file = path.join(dir, `leads-${rows}.csv`);
if (!existsSync(file)) await writeLeadCsv(file, rows);
const list = Buffer.concat([
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="leads.csv"\r\nContent-Type: text/csv\r\n\r\n`),
  readFileSync(file),
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);
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
console.log(`### Load: ${users} users at once, ${rows.toLocaleString('en-US')}-row list each, offline matcher\n`);
console.log(
  '| driver | users | wall time | requests | 2xx | shed (429/503) | other | jobs completed | credits = ledger | server peak RSS | failures |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|');
for (const driver of drivers) await loadBench(driver, users, list, rows);
console.log('\n| driver | route | requests | shed | p50 | p95 | max |');
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const row of routeRows) console.log(row);
