// Research Agent benchmark (ADR 0019): N websites on the local farm (every page answers after 100–300 ms;
// robots.txt + home + about + pricing per site), the fake model at 1 s a call, AI_CONCURRENCY=8.
// Target: wall time ≤ 1.25 × ideal + 10 s, ideal = max(model-bound ceil(N/8) × 1 s, fetch-bound
// N × 4 requests × 200 ms / FETCH_CONCURRENCY); server peak RSS ≤ 600 MB; the same job again within the
// cache window makes 0 page requests. Usage: node bench/research.ts [--sites 1000] [--drivers pglite,postgres]
import os from 'node:os';
import { startFakeLlm } from '../apps/server/src/test/fake-llm.ts';
import { companySites } from '../apps/server/src/test/website-farm-sites.ts';
import { startWebsiteFarm } from '../apps/server/src/test/website-farm.ts';
import { argOf, memoryOf, restartBenchServer, startBenchServer, stopBenchServer, type BenchServer, type Driver } from './bench-kit.ts';

const sites = Number(argOf('sites', '1000'));
const drivers = argOf('drivers', 'pglite').split(',') as Driver[];
const modelMs = 1000;
const aiConcurrency = 8;
const fetchConcurrency = 16;

async function call<T>(server: BenchServer, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${server.port}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${server.token}`,
      ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: body instanceof FormData ? body : JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function runJob(server: BenchServer, fileId: string): Promise<number> {
  const started = performance.now();
  const { jobId } = await call<{ jobId: string }>(server, 'POST', '/api/research/jobs', {
    sourceType: 'file',
    uploadedFileId: fileId,
    columnName: 'Website',
    name: 'bench',
    instructions: 'Keep companies selling software to businesses. Criteria: sells software; serves mid-sized businesses.',
  });
  for (;;) {
    const { job } = await call<{ job: { status: string; message: string } }>(server, 'GET', `/api/research/jobs/${jobId}`);
    if (job.status === 'completed') break;
    if (job.status !== 'processing') throw new Error(`job ${job.status}: ${job.message}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return (performance.now() - started) / 1000;
}

const rows: string[] = [];
console.log(
  `### Research Agent\n\nmachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}`,
);
console.log(`date: ${new Date().toISOString().slice(0, 10)}\n`);
for (const driver of drivers) {
  const farm = await startWebsiteFarm(companySites(sites), { latencyMs: [100, 300] });
  const fake = await startFakeLlm({ latencyMs: modelMs });
  let server = await startBenchServer({
    driver,
    database: 'leadsift_bench_research',
    work: true,
    env: {
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
      AI_CONCURRENCY: String(aiConcurrency),
      FETCH_CONCURRENCY: String(fetchConcurrency),
      RESEARCH_ALLOW_PRIVATE_HOSTS: '1',
      LOG_LEVEL: 'warn',
    },
  });
  try {
    const form = new FormData();
    form.append('file', new Blob([['Website', ...farm.sites.map((s) => s.url)].join('\n')], { type: 'text/csv' }), 'sites.csv');
    const { fileId } = await call<{ fileId: string }>(server, 'POST', '/api/research/upload', form);
    // A fresh process on the same data: the peak is the jobs', not the first start's initdb (ADR 0012).
    server = await restartBenchServer(server);
    const modelBound = Math.ceil(sites / aiConcurrency) * (modelMs / 1000);
    const fetchBound = (sites * 4 * 0.2) / fetchConcurrency;
    const ideal = Math.max(modelBound, fetchBound);
    const target = 1.25 * ideal + 10;

    const first = await runJob(server, fileId);
    const firstRequests = farm.totalRequests();
    const firstCalls = fake.calls.length;
    farm.reset();
    fake.reset();
    const second = await runJob(server, fileId);
    const secondRequests = farm.totalRequests();
    const peak = memoryOf(server.child.pid!).peakMb;
    const ok = (b: boolean) => (b ? '✅' : '❌');
    rows.push(
      `| ${driver} | first run | ${sites} | ${first.toFixed(1)} s | ${ideal.toFixed(0)} s → ≤ ${target.toFixed(0)} s ${ok(first <= target)} | ${Math.round((sites / first) * 60)} | ${firstRequests} | ${firstCalls} | |`,
      `| ${driver} | again (cache) | ${sites} | ${second.toFixed(1)} s | ${modelBound.toFixed(0)} s → ≤ ${(1.25 * modelBound + 10).toFixed(0)} s ${ok(second <= 1.25 * modelBound + 10)} | ${Math.round((sites / second) * 60)} | ${secondRequests} ${ok(secondRequests === 0)} | ${fake.calls.length} | ${peak} MB ${ok(peak <= 600)} |`,
    );
  } finally {
    await stopBenchServer(server);
    await fake.close();
    await farm.close();
  }
}
console.log('| driver | job | websites | wall time | ideal → target | websites/min | page requests | model calls | server peak RSS |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
