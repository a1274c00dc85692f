// Scale benchmark (ADR 0041), PostgreSQL only: --rows rows × 10 columns (the lead generator), a web
// process (WORKERS=off), 4 workers (AI_CONCURRENCY=4), the fake model at 1 s. Steps: upload → ready against
// psql's `\copy` of the file; decisions on Industry, Job Title, Country; a results page of 100 rows under 20
// clients; the CSV export of every kept row; the delete of the upload and its job while another user's
// requests are timed. Peak RSS of every process per step (VmHWM, reset between steps).
// Usage: node bench/scale.ts [--rows 250000] (10,000,000 is opt-in: 12 minutes on a quiet 2-core machine, and 4 GB of database). PostgreSQL: BENCH_DATABASE_URL, database leadsift_bench_big.
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { startFakeLlm } from '../apps/server/src/test/fake-llm.ts';
import { startProcess, type AppProcess } from '../apps/server/src/test/processes.ts';
import {
  argOf,
  memoryOf,
  postgresVersion,
  resetPeakMemory,
  resetPostgres,
  root,
  startBenchServer,
  stopBenchServer,
  uploadFile,
} from './bench-kit.ts';
import { leadColumns, writeLeadCsv } from './lead-generator.ts';

const rows = Number(argOf('rows', '250000'));
const workerCount = 4;
const aiConcurrency = 4;
const latencyMs = 1000;
const chunkSize = 100;
const dir = path.join(root, '.tmp/bench');
mkdirSync(dir, { recursive: true });
const file = path.join(dir, `leads-${rows}.csv`);
if (!existsSync(file)) await writeLeadCsv(file, rows);
const fileMb = statSync(file).size / 1024 ** 2;

/** psql's `\copy` of the file into a table of 10 text columns with a bigserial key, in seconds. */
async function psqlCopy(): Promise<number> {
  const url = await resetPostgres('leadsift_bench_copy');
  const columns = leadColumns.map((_, i) => `c${i}`);
  const psql = (command: string) => {
    const res = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-q', '-c', command], { encoding: 'utf8' });
    if (res.status !== 0) throw new Error(`psql: ${res.stderr}`);
  };
  psql(`CREATE TABLE leads (id bigserial PRIMARY KEY, ${columns.map((c) => `${c} text`).join(', ')})`);
  const started = performance.now();
  psql(`\\copy leads (${columns.join(', ')}) FROM '${file}' (FORMAT csv, HEADER true)`);
  const seconds = (performance.now() - started) / 1000;
  psql('DROP TABLE leads');
  return seconds;
}

const steps: { step: string; measured: string; target: string; met: boolean | null; rss: string }[] = [];
const peaks = { web: 0, worker: 0 };

/** Peak RSS of the web process and the largest worker since the last step, then reset for the next. */
function rssOfStep(webPid: number, workers: AppProcess[]): string {
  const web = memoryOf(webPid).peakMb;
  const worker = Math.max(...workers.map((w) => memoryOf(w.child.pid!).peakMb));
  peaks.web = Math.max(peaks.web, web);
  peaks.worker = Math.max(peaks.worker, worker);
  resetPeakMemory(webPid);
  for (const w of workers) resetPeakMemory(w.child.pid!);
  return `web ${web} MB, workers ≤ ${worker} MB`;
}

/** p95 of the 2xx response times of an autocannon run that ends when `until` settles (or after `seconds`). */
async function timed(options: autocannon.Options, until?: Promise<unknown>): Promise<{ p95: number; requests: number; errors: number }> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...options, duration: until ? 3600 : options.duration }, (err, answer) =>
      err ? reject(err) : resolve(answer),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status < 300) times.push(ms);
    });
    if (until) void until.finally(() => instance.stop());
  });
  times.sort((a, b) => a - b);
  const p95 = times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)] ?? NaN;
  return { p95, requests: times.length, errors: result.errors + result.non2xx };
}

console.log(
  `machine: ${os.cpus()[0]?.model} × ${os.cpus().length}, ${Math.round(os.totalmem() / 1024 ** 3)} GB RAM, Node ${process.version}, ${await postgresVersion()}`,
);
const loadAtStart = os.loadavg()[0]!.toFixed(1);
console.log(`date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average at start ${loadAtStart}\n`);

const copySeconds = await psqlCopy();
const fake = await startFakeLlm({ latencyMs });
const server = await startBenchServer({
  driver: 'postgres',
  database: 'leadsift_bench_big',
  work: false,
  env: {
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'fake-model',
    WORKERS: 'off',
    BENCH_MAX_UPLOAD_MB: String(Math.max(1000, Math.ceil(fileMb * 1.1))),
  },
});
const base = `http://127.0.0.1:${server.port}`;
const databaseUrl = server.env.BENCH_SERVER_DATABASE_URL!;
const workerDirs = Array.from({ length: workerCount }, () => mkdtempSync(path.join(os.tmpdir(), 'leadsift-big-worker-')));
const workers = workerDirs.map((d) =>
  startProcess('worker', {
    DATABASE_URL: databaseUrl,
    DATA_DIR: d,
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'fake-model',
    AI_CONCURRENCY: String(aiConcurrency),
    AI_TIMEOUT_MS: '60000',
  }),
);
for (const w of workers)
  while (!w.output().includes('is working jobs')) {
    if (w.child.exitCode !== null) throw new Error(`a worker exited: ${w.output()}`);
    await sleep(100);
  }

async function call<T>(method: string, url: string, body?: unknown, token = server.token): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

try {
  const webPid = server.child.pid!;
  rssOfStep(webPid, workers);

  // 1. Upload → ready, against psql's \copy of the same file.
  let started = performance.now();
  const res = await uploadFile(server, file);
  const uploadSeconds = (performance.now() - started) / 1000;
  if (res.status !== 200) throw new Error(`upload → ${res.status} ${res.body}`);
  const { fileId, rowCount } = JSON.parse(res.body) as { fileId: string; rowCount: number };
  if (rowCount !== rows) throw new Error(`rowCount ${rowCount}, expected ${rows}`);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const size = await db.query<{ rows: string; database: string }>(
    `SELECT pg_size_pretty(pg_total_relation_size('upload_rows')) AS rows, pg_size_pretty(pg_database_size(current_database())) AS database`,
  );
  steps.push({
    step: `upload → ready (${fileMb.toFixed(0)} MB CSV; upload_rows ${size.rows[0]!.rows} on disk, database ${size.rows[0]!.database})`,
    measured: `${uploadSeconds.toFixed(1)} s (${(uploadSeconds / copySeconds).toFixed(2)}× psql \\copy at ${copySeconds.toFixed(1)} s)`,
    target: '≤ 2 × \\copy',
    met: uploadSeconds <= 2 * copySeconds,
    rss: rssOfStep(webPid, workers),
  });

  // 2. Decisions on Industry, Job Title, Country, worked by 4 workers; ideal as in the decisions benchmark.
  fake.reset();
  started = performance.now();
  const columns = ['Industry', 'Job Title', 'Country'];
  const { filterId } = await call<{ filterId: string }>('POST', '/api/filter', {
    jobName: `Scale ${rows}`,
    fileId,
    selectedColumns: columns,
    reasoningText: `scale bench ${Date.now()}`,
    logicMode: 'OR',
    chunkSize,
    filterConfig: {
      columnConfig: Object.fromEntries(columns.map((c) => [c, { instructions: 'keep: software, manager, germany, 1, 3, 5' }])),
    },
  });
  for (;;) {
    const { status } = await call<{ status: string }>('GET', `/api/progress/${filterId}`);
    if (status === 'completed') break;
    if (status === 'failed') throw new Error('job failed');
    await sleep(200);
  }
  const jobSeconds = (performance.now() - started) / 1000;
  const ideal = Math.ceil(fake.calls.length / (workerCount * aiConcurrency)) * (latencyMs / 1000);
  steps.push({
    step: `decisions + qualification, 3 columns (${fake.calls.length} model calls, ${workerCount} workers × ${aiConcurrency})`,
    measured: `${jobSeconds.toFixed(1)} s`,
    target: `≤ 1.25 × ${ideal} s + 10 s = ${(1.25 * ideal + 10).toFixed(1)} s`,
    met: jobSeconds <= 1.25 * ideal + 10,
    rss: rssOfStep(webPid, workers),
  });

  // 3. A results page of 100 kept rows, 20 clients, random pages.
  const { stats } = await call<{ stats: { keptRowCount: number } }>('GET', `/api/results/${filterId}?view=kept&page=1&pageSize=1`);
  const pages = Math.max(1, Math.floor(stats.keptRowCount / 100));
  const page = await timed({
    url: base,
    connections: 20,
    duration: 15,
    headers: { authorization: `Bearer ${server.token}` },
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          path: `/api/results/${filterId}?view=kept&pageSize=100&page=${1 + Math.floor(Math.random() * pages)}`,
        }),
      },
    ],
  });
  steps.push({
    step: `results page of 100 rows, 20 clients, 15 s (${page.requests} answers, ${page.errors} errors)`,
    measured: `p95 ${Math.round(page.p95)} ms`,
    target: '≤ 150 ms',
    met: page.p95 <= 150 && page.errors === 0,
    rss: rssOfStep(webPid, workers),
  });

  // 4. The CSV export of every kept row, read to the end.
  started = performance.now();
  const exported = await fetch(`${base}/api/export/${filterId}?format=csv`, { headers: { authorization: `Bearer ${server.token}` } });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of exported.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  const exportSeconds = (performance.now() - started) / 1000;
  steps.push({
    step: `CSV export of ${stats.keptRowCount.toLocaleString('en-US')} kept rows (${(bytes / 1024 ** 2).toFixed(0)} MB, ${(lines - 1).toLocaleString('en-US')} records)`,
    measured: `${exportSeconds.toFixed(1)} s`,
    target: '≤ 60 s',
    met: exportSeconds <= 60,
    rss: rssOfStep(webPid, workers),
  });

  // 5. Delete the upload with its job while another user lists their files and jobs.
  const other = 'scale-other@example.com';
  server.child.send({ createUsers: { emails: [other], password: 'bench-password-1', tier: 'internal' } });
  await once(server.child, 'message');
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: other, password: 'bench-password-1' }),
  });
  const otherToken = signIn.headers.get('set-auth-token');
  if (!otherToken) throw new Error(`the other user's sign-in → ${signIn.status} ${await signIn.text()}`);
  const probe = await fetch(`${base}/api/uploads`, { headers: { authorization: `Bearer ${otherToken}` } });
  if (!probe.ok) throw new Error(`the other user's GET /api/uploads → ${probe.status} ${await probe.text()}`);
  const quiet = await timed({
    url: base,
    connections: 10,
    duration: 5,
    headers: { authorization: `Bearer ${otherToken}` },
    requests: [{ path: '/api/uploads' }, { path: '/api/filter/jobs' }],
  });
  started = performance.now();
  const deleting = call('DELETE', `/api/uploads/${fileId}?confirm=1`).then(() => (performance.now() - started) / 1000);
  deleting.catch(() => {}); // awaited below; a failure must not end the process before the finally block
  const meanwhile = await timed(
    {
      url: base,
      connections: 10,
      headers: { authorization: `Bearer ${otherToken}` },
      requests: [{ path: '/api/uploads' }, { path: '/api/filter/jobs' }],
    },
    deleting,
  );
  const deleteSeconds = await deleting;
  const left = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM upload_rows WHERE upload_id = $1', [fileId]);
  if (left.rows[0]!.n !== 0) throw new Error(`${left.rows[0]!.n} rows left after the delete`);
  await db.end();
  steps.push({
    step: `delete the upload and its job (another user's requests: p95 ${Math.round(meanwhile.p95)} ms meanwhile, ${Math.round(quiet.p95)} ms before; ${meanwhile.errors} errors)`,
    measured: `${deleteSeconds.toFixed(1)} s`,
    target: '≤ 30 s, others p95 ≤ 150 ms',
    met: deleteSeconds <= 30 && meanwhile.p95 <= 150 && meanwhile.errors === 0,
    rss: rssOfStep(webPid, workers),
  });

  console.log(
    `### Scale (PostgreSQL, ${rows.toLocaleString('en-US')} rows × 10 columns, ${workerCount} workers, fake model at ${latencyMs} ms)\n`,
  );
  console.log('| step | measured | target | met | peak RSS in the step |');
  console.log('|---|---:|---|---|---|');
  for (const s of steps)
    console.log(`| ${s.step} | ${s.measured} | ${s.target} | ${s.met === null ? '–' : s.met ? 'yes' : 'no'} | ${s.rss} |`);
  const rssMet = Math.max(peaks.web, peaks.worker) <= 600;
  console.log(
    `| peak RSS of every process, all steps | web ${peaks.web} MB, workers ≤ ${peaks.worker} MB | ≤ 600 MB | ${rssMet ? 'yes' : 'no'} | |`,
  );
  console.log(`| load average (2 cores, shared), start → end | ${loadAtStart} → ${os.loadavg()[0]!.toFixed(1)} | | | |`);
} finally {
  for (const w of workers) w.child.kill('SIGTERM');
  await Promise.all(workers.map((w) => w.exited));
  await stopBenchServer(server);
  await fake.close();
  for (const d of workerDirs) rmSync(d, { recursive: true, force: true });
}
