import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/factories.ts';
import { startFakeLlm } from '../../test/fake-llm.ts';
import { AppProcesses, nodeEnv, setUpAdmin } from '../../test/processes.ts';
import { createTestDatabase, testDriver } from '../../test/test-db.ts';
import { createTestApp } from '../../test/test-runtime.ts';
import { uploadCsv, waitForJob } from './filter.test-helpers.ts';

const rows = Array.from({ length: 400 }, (_, i) => `Company ${i},Title ${i % 120},Region ${i % 37}`);
const csv = ['Company,Title,Region', ...rows].join('\n');
const jobBody = (fileId: string) => ({
  jobName: 'Crash test',
  fileId,
  selectedColumns: ['Title', 'Region'],
  reasoningText: 'crash',
  chunkSize: 10,
  filterConfig: { columnConfig: { Title: { instructions: 'keep: 1, 2, 3' }, Region: { instructions: 'keep: 4, 5' } } },
});
type DecisionMap = Record<string, Record<string, { decision: string }>>;
const decisionsOf = (map: DecisionMap) =>
  Object.fromEntries(
    Object.entries(map).map(([c, values]) => [c, Object.fromEntries(Object.entries(values).map(([v, d]) => [v, d.decision]))]),
  );

describe(`a worker killed mid-job (${testDriver})`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'leadsift-crash-'));
  const processes = new AppProcesses();
  afterAll(() => {
    processes.killAll();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes after a restart with the decisions of an uninterrupted run, charged once', async () => {
    const fake = await startFakeLlm({ latencyMs: 150 });
    const aiEnv = { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model', AI_CONCURRENCY: '2' };
    const db = testDriver === 'postgres' ? await createTestDatabase() : undefined;
    try {
      // The reference: the same job, uninterrupted, in a test app of its own.
      const ref = await createTestApp({ env: aiEnv });
      const refUser = await createTestUser(ref);
      const refFile = (await uploadCsv(ref, refUser, 'crash.csv', csv)).fileId;
      const refId = (
        await ref.app.inject({ method: 'POST', url: '/api/filter', headers: refUser.headers, payload: jobBody(refFile) })
      ).json().filterId as string;
      expect(await waitForJob(ref, refUser, refId)).toBe('completed');
      const expected = decisionsOf(
        (await ref.app.inject({ url: `/api/results/${refId}`, headers: refUser.headers })).json().llmValueDecisions,
      );
      await ref.close();
      fake.reset();

      const node = await nodeEnv(dataDir, db?.url);
      const base = node.base;
      const env = { ...node.env, ...aiEnv };
      const web = await processes.startServer(env);
      const worker = db ? processes.start('worker', env) : undefined;

      const headers = await setUpAdmin(base);
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'crash.csv');
      const upload = (await (await fetch(`${base}/api/upload`, { method: 'POST', headers, body: form })).json()) as { fileId: string };
      const started = await fetch(`${base}/api/filter`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(jobBody(upload.fileId)),
      });
      const { filterId } = (await started.json()) as { filterId: string };

      // Kill the process working the job once some chunks are decided and others are in flight.
      while (fake.calls.length < 4) await new Promise((r) => setTimeout(r, 20));
      await processes.crash(worker ?? web);
      const callsBeforeCrash = fake.calls.length;
      const restarted = worker ? processes.start('worker', env) : await processes.startServer(env);

      const deadline = Date.now() + 120_000;
      let status = '';
      while (Date.now() < deadline) {
        status = ((await (await fetch(`${base}/api/progress/${filterId}`, { headers })).json()) as { status: string }).status;
        if (status === 'completed' || status === 'failed') break;
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(status).toBe('completed');
      // On PGlite the restarted process is the only one that can work the queue: it retries what the dead one left
      // active at start, without waiting for missed heartbeats.
      if (!worker) expect(restarted.output()).toContain('jobs left active by a stopped process: retried');
      expect(fake.calls.length).toBeGreaterThan(callsBeforeCrash);
      const results = (await (await fetch(`${base}/api/results/${filterId}`, { headers })).json()) as {
        llmValueDecisions: DecisionMap;
        stats: { totalRows: number };
      };
      expect(decisionsOf(results.llmValueDecisions)).toEqual(expected);
      expect(results.stats.totalRows).toBe(400);
      const usage = (await (await fetch(`${base}/api/usage/stats`, { headers })).json()) as { data: { creditsUsed: number } };
      expect(usage.data.creditsUsed).toBe(400);
    } finally {
      await processes.stopAll();
      await fake.close();
      await db?.drop();
    }
  }, 240_000);
});
