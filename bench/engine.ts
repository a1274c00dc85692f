// List Cleaner engine benchmarks: decisions with the fake model at 1 s latency, a results page
// under 20 concurrent clients on a 1,000,000-row job, and the export of that job.
// Usage: node bench/engine.ts [--drivers pglite,postgres] [--big-rows 1000000] [--parts decisions,big]
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; database leadsift_bench_engine).
import { once } from 'node:events';
import { createWriteStream, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startFakeLlm } from '../apps/server/src/test/fake-llm.ts';
import {
  argOf,
  memoryOf,
  restartBenchServer,
  root,
  startBenchServer,
  stopBenchServer,
  uploadFile,
  type BenchServer,
  type Driver,
} from './bench-kit.ts';
import { writeLeadCsv } from './lead-generator.ts';

type Server = BenchServer;
const database = 'leadsift_bench_engine';
/** The fake OpenAI-compatible model at `latencyMs`, and the app configured with it (8 calls in flight). */
async function startWithFakeModel(driver: Driver, latencyMs: number, env: Record<string, string> = {}) {
  const fake = await startFakeLlm({ latencyMs });
  const server = await startBenchServer({
    driver,
    database,
    work: true,
    env: { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model', AI_CONCURRENCY: '8', ...env },
  });
  return { fake, server };
}
const stop = stopBenchServer;

async function call<T>(server: Server, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${server.port}${url}`, {
    method,
    headers: { authorization: `Bearer ${server.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function upload(server: Server, file: string): Promise<{ fileId: string; rowCount: number }> {
  const res = await uploadFile(server, file);
  if (res.status !== 200) throw new Error(`upload → ${res.status} ${res.body}`);
  return JSON.parse(res.body) as { fileId: string; rowCount: number };
}

async function runJob(
  server: Server,
  fileId: string,
  columns: string[],
  reasoningText: string,
): Promise<{ filterId: string; seconds: number }> {
  const started = performance.now();
  const { filterId } = await call<{ filterId: string }>(server, 'POST', '/api/filter', {
    jobName: 'bench',
    fileId,
    selectedColumns: columns,
    reasoningText,
    chunkSize: 300,
    filterConfig: { columnConfig: Object.fromEntries(columns.map((c) => [c, { instructions: 'keep: 1, 3, 5, software, germany' }])) },
  });
  for (;;) {
    const { status } = await call<{ status: string }>(server, 'GET', `/api/progress/${filterId}`);
    if (status === 'completed') break;
    if (status === 'failed') throw new Error('job failed');
    await new Promise((r) => setTimeout(r, 50));
  }
  return { filterId, seconds: (performance.now() - started) / 1000 };
}

/** 100,000 rows; three columns of exactly 3,000 distinct values each, plus a unique name. */
async function writeDecisionCsv(file: string, rows: number): Promise<void> {
  const out = createWriteStream(file);
  out.write('Name,Title,Company,City\n');
  for (let i = 0; i < rows; i++) {
    const line = `Person ${i},Title ${(i * 7) % 3000},Company ${(i * 13) % 3000},City ${(i * 31) % 3000}\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

async function decisionsBench(driver: Driver, dir: string): Promise<void> {
  const { fake, server } = await startWithFakeModel(driver, 1000, { AI_TIMEOUT_MS: '30000' });
  try {
    const file = path.join(dir, 'decisions-100k.csv');
    if (!existsSync(file)) await writeDecisionCsv(file, 100_000);
    const { fileId, rowCount } = await upload(server, file);
    const first = await runJob(server, fileId, ['Title', 'Company', 'City'], 'bench decisions');
    const calls = fake.calls.length;
    const ideal = Math.ceil(calls / 8) * 1;
    fake.reset();
    const second = await runJob(server, fileId, ['Title', 'Company', 'City'], 'bench decisions');
    console.log(
      `| ${driver} | ${rowCount.toLocaleString('en-US')} × 3 cols of 3,000 | ${calls} | ${((calls / rowCount) * 1000).toFixed(2)} (vs 1,000 per row) | ${first.seconds.toFixed(1)} s | ${ideal} s → target ≤ ${(1.25 * ideal + 5).toFixed(1)} s | ${fake.calls.length} calls, ${second.seconds.toFixed(1)} s |`,
    );
  } finally {
    await stop(server);
    await fake.close();
  }
}

async function bigJobBench(driver: Driver, dir: string, rows: number): Promise<void> {
  const started = await startWithFakeModel(driver, 0);
  const { fake } = started;
  let { server } = started;
  try {
    const file = path.join(dir, `leads-${rows}.csv`);
    if (!existsSync(file)) await writeLeadCsv(file, rows);
    const { fileId } = await upload(server, file);
    const job = await runJob(server, fileId, ['Industry', 'Country'], 'bench big job');
    const stats = (
      await call<{ stats: { keptRowCount: number } }>(server, 'GET', `/api/results/${job.filterId}?view=kept&page=1&pageSize=1`)
    ).stats;
    const pages = Math.max(1, Math.min(100, Math.floor(stats.keptRowCount / 100)));
    // autocannon reports p97.5 but no p95: every 2xx response time is kept to read p95 exactly.
    const times: number[] = [];
    const options: autocannon.Options = {
      url: `http://127.0.0.1:${server.port}`,
      connections: 20,
      duration: 15,
      headers: { authorization: `Bearer ${server.token}` },
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            path: `/api/results/${job.filterId}?view=kept&pageSize=100&page=${1 + Math.floor(Math.random() * pages)}`,
          }),
        },
      ],
    };
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(options, (err, answer) => (err ? reject(err) : resolve(answer)));
      instance.on('response', (_client, status, _bytes, ms) => {
        if (status < 300) times.push(ms);
      });
    });
    times.sort((a, b) => a - b);
    const p95 = times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)] ?? NaN;
    const errors = result.errors + result.non2xx;
    // The export runs in a fresh server process on the same data, so its memory is the export's own.
    server = await restartBenchServer(server);
    // The high-water mark is reset so the figure covers the export only; `before` is where it starts from.
    writeFileSync(`/proc/${server.child.pid}/clear_refs`, '5');
    const before = memoryOf(server.child.pid!).nowMb;
    const exportStarted = performance.now();
    const res = await fetch(`http://127.0.0.1:${server.port}/api/export/${job.filterId}?format=xlsx`, {
      headers: { authorization: `Bearer ${server.token}` },
    });
    let bytes = 0;
    for await (const chunk of res.body!) bytes += (chunk as Uint8Array).length;
    const exportSeconds = (performance.now() - exportStarted) / 1000;
    console.log(
      `| ${driver} | ${rows.toLocaleString('en-US')} | ${job.seconds.toFixed(1)} s | p50 ${result.latency.p50} ms, p95 ${Math.round(p95)} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s, ${errors} errors | ${exportSeconds.toFixed(1)} s, ${(bytes / 1024 ** 2).toFixed(0)} MB, peak RSS ${memoryOf(server.child.pid!).peakMb} MB (${before} MB before) |`,
    );
  } finally {
    await stop(server);
    await fake.close();
  }
}

const drivers = argOf('drivers', 'pglite,postgres').split(',') as Driver[];
const bigRows = Number(argOf('big-rows', '1000000'));
const parts = argOf('parts', 'decisions,big').split(',');
const unknown = parts.filter((p) => p !== 'decisions' && p !== 'big');
if (unknown.length > 0) throw new Error(`--parts: unknown ${unknown.join(', ')} (decisions, big)`);
const dir = path.join(root, '.tmp/bench');
mkdirSync(dir, { recursive: true });
console.log(
  `machine: ${os.cpus()[0]?.model} × ${os.cpus().length}, ${Math.round(os.totalmem() / 1024 ** 3)} GB RAM, Node ${process.version}; date: ${new Date().toISOString().slice(0, 10)}\n`,
);
if (parts.includes('decisions')) {
  console.log('### Decisions (fake model, 1 s latency, AI_CONCURRENCY=8)\n');
  console.log('| driver | rows | model calls | calls per 1,000 rows | wall time | ideal → target | identical second job |');
  console.log('|---|---|---:|---:|---:|---|---|');
  for (const driver of drivers) await decisionsBench(driver, dir);
  console.log('');
}
if (parts.includes('big')) {
  console.log('### Results page and export of a large job\n');
  console.log('| driver | rows | job (2 columns) | results page, 20 clients | export |');
  console.log('|---|---:|---:|---|---|');
  for (const driver of drivers) await bigJobBench(driver, dir, bigRows);
}
