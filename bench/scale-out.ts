// Scale-out benchmark (ADR 0021), PostgreSQL only: one web process with WORKERS=off and N worker
// processes (`apps/server/src/worker.ts`, AI_CONCURRENCY=4 each) deciding a job of 20,000 distinct values in
// chunks of 100 against the fake model at 1 s latency; then 4 workers under AI_MAX_IN_FLIGHT=6 (the most
// calls the fake model ever sees at once), and a 10-row job submitted behind a big one.
// Usage: node bench/scale-out.ts [--workers 1,2,4] [--values 20000]
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; database leadsift_bench_scale).
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startFakeLlm, type FakeLlm } from '../apps/server/src/test/fake-llm.ts';
import { startProcess, type AppProcess } from '../apps/server/src/test/processes.ts';
import { argOf, postgresVersion, root, startBenchServer, stopBenchServer, uploadFile, type BenchServer } from './bench-kit.ts';

const latencyMs = 1000;
const chunkSize = 100;

async function call<T>(server: BenchServer, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${server.port}${url}`, {
    method,
    headers: { authorization: `Bearer ${server.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function upload(server: BenchServer, file: string): Promise<string> {
  const res = await uploadFile(server, file);
  if (res.status !== 200) throw new Error(`upload → ${res.status} ${res.body}`);
  return (JSON.parse(res.body) as { fileId: string }).fileId;
}

/** Starts a job; a reasoning text of its own makes every value a fresh model call (no cache hit). */
function startJob(server: BenchServer, fileId: string, label: string): Promise<{ filterId: string }> {
  return call(server, 'POST', '/api/filter', {
    jobName: label,
    fileId,
    selectedColumns: ['Title'],
    reasoningText: `scale-out ${label} ${Date.now()}`,
    chunkSize,
    filterConfig: { columnConfig: { Title: { instructions: 'keep: 1, 3, 5' } } },
  });
}

async function untilDone(server: BenchServer, filterId: string): Promise<void> {
  for (;;) {
    const { status } = await call<{ status: string }>(server, 'GET', `/api/progress/${filterId}`);
    if (status === 'completed') return;
    if (status === 'failed') throw new Error(`job ${filterId} failed`);
    await sleep(100);
  }
}

const workerDirs: string[] = [];
function workerDir(): string {
  const d = mkdtempSync(path.join(os.tmpdir(), 'leadsift-scale-worker-'));
  workerDirs.push(d);
  return d;
}

async function startWorkers(server: BenchServer, fake: FakeLlm, n: number, env: Record<string, string> = {}): Promise<AppProcess[]> {
  const workers = Array.from({ length: n }, () =>
    startProcess('worker', {
      DATABASE_URL: server.env.BENCH_SERVER_DATABASE_URL!,
      DATA_DIR: workerDir(),
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
      AI_CONCURRENCY: '4',
      AI_TIMEOUT_MS: '30000',
      ...env,
    }),
  );
  for (const w of workers) {
    while (!w.output().includes('is working jobs')) {
      if (w.child.exitCode !== null) throw new Error(`a worker exited: ${w.output()}`);
      await sleep(100);
    }
  }
  return workers;
}

async function stopWorkers(workers: AppProcess[]): Promise<void> {
  for (const w of workers) w.child.kill('SIGTERM');
  await Promise.all(workers.map((w) => w.exited));
}

async function timedJob(server: BenchServer, fileId: string, label: string): Promise<number> {
  const started = performance.now();
  const { filterId } = await startJob(server, fileId, label);
  await untilDone(server, filterId);
  return (performance.now() - started) / 1000;
}

const workerCounts = argOf('workers', '1,2,4').split(',').map(Number);
const values = Number(argOf('values', '20000'));
const dir = path.join(root, '.tmp/bench');
mkdirSync(dir, { recursive: true });
const bigFile = path.join(dir, `distinct-${values}.csv`);
if (!existsSync(bigFile)) writeFileSync(bigFile, 'Name,Title\n' + Array.from({ length: values }, (_, i) => `P${i},Title ${i}`).join('\n'));
const smallFile = path.join(dir, 'distinct-10.csv');
writeFileSync(smallFile, 'Name,Title\n' + Array.from({ length: 10 }, (_, i) => `S${i},Small title ${i}`).join('\n'));

console.log(
  `machine: ${os.cpus()[0]?.model} × ${os.cpus().length}, ${Math.round(os.totalmem() / 1024 ** 3)} GB RAM, Node ${process.version}, ${await postgresVersion()}`,
);
console.log(`date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average ${os.loadavg()[0]?.toFixed(1)}\n`);
console.log(
  `### Scale-out (PostgreSQL, fake model at ${latencyMs} ms, ${values.toLocaleString('en-US')} distinct values in chunks of ${chunkSize})\n`,
);
console.log('| run | workers | model calls | wall time | ratio to 1 worker | most calls at once at the model |');
console.log('|---|---:|---:|---:|---:|---:|');

const fake = await startFakeLlm({ latencyMs });
const server = await startBenchServer({
  driver: 'postgres',
  database: 'leadsift_bench_scale',
  work: false,
  env: { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model' },
});
try {
  const bigId = await upload(server, bigFile);
  const smallId = await upload(server, smallFile);
  let oneWorker = NaN;
  for (const n of workerCounts) {
    const workers = await startWorkers(server, fake, n);
    fake.reset();
    const seconds = await timedJob(server, bigId, `${n} workers`);
    if (n === 1) oneWorker = seconds;
    console.log(
      `| ${n} × AI_CONCURRENCY=4 | ${n} | ${fake.calls.length} | ${seconds.toFixed(1)} s | ${(seconds / oneWorker).toFixed(2)} (target for 4: ≤ 0.35) | ${fake.maxInFlight} |`,
    );
    await stopWorkers(workers);
  }
  // The cluster-wide budget: 4 workers × 4 calls would be 16 at once; AI_MAX_IN_FLIGHT=6 allows 6.
  const budgeted = await startWorkers(server, fake, 4, { AI_MAX_IN_FLIGHT: '6' });
  fake.reset();
  const seconds = await timedJob(server, bigId, 'budget');
  console.log(`| AI_MAX_IN_FLIGHT=6 | 4 | ${fake.calls.length} | ${seconds.toFixed(1)} s | | ${fake.maxInFlight} (target ≤ 6) |`);
  // Fairness: a 10-row job submitted 3 s after a big one, with 4 workers.
  fake.reset();
  const big = await startJob(server, bigId, 'big before small');
  await sleep(3000);
  const smallSeconds = await timedJob(server, smallId, 'small behind big');
  const bigCalls = () => fake.calls.filter((c) => !c.prompt.includes('Small title')).length;
  const bigCallsThen = bigCalls();
  await untilDone(server, big.filterId);
  console.log('\n| fairness (4 workers, AI_MAX_IN_FLIGHT=6) | small job done in | model calls of the big job by then |');
  console.log('|---|---:|---:|');
  console.log(
    `| a 10-row job submitted 3 s after a ${values.toLocaleString('en-US')}-value job | ${smallSeconds.toFixed(1)} s | ${bigCallsThen} of ${bigCalls()} |`,
  );
  await stopWorkers(budgeted);
} finally {
  await stopBenchServer(server);
  await fake.close();
  for (const d of workerDirs) rmSync(d, { recursive: true, force: true });
}
