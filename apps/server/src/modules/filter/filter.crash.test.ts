import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/factories.ts';
import { startFakeLlm } from '../../test/fake-llm.ts';
import { freePort, startProcess, waitForHttp, type AppProcess } from '../../test/processes.ts';
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
  const processes: AppProcess[] = [];
  afterAll(() => {
    for (const p of processes) p.child.kill('SIGKILL');
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

      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const env: Record<string, string> = {
        ...aiEnv,
        PORT: String(port),
        HOST: '127.0.0.1',
        BASE_URL: base,
        DATA_DIR: dataDir,
        ...(db ? { DATABASE_URL: db.url, WORKERS: 'off' } : {}),
      };
      const start = (entry: 'server' | 'worker') => {
        const p = startProcess(entry, env);
        processes.push(p);
        return p;
      };
      let web = start('server');
      await waitForHttp(`${base}/readyz`);
      let worker = db ? start('worker') : undefined;

      const setup = await fetch(`${base}/api/setup/admin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Ops', email: 'ops@example.com', password: 'secret1' }),
      });
      expect(setup.status).toBe(201);
      const headers = { authorization: `Bearer ${setup.headers.get('set-auth-token')}` };
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
      const victim = worker ?? web;
      victim.child.kill('SIGKILL');
      await victim.exited;
      const callsBeforeCrash = fake.calls.length;
      if (worker) worker = start('worker');
      else {
        web = start('server');
        await waitForHttp(`${base}/readyz`);
      }

      const deadline = Date.now() + 120_000;
      let status = '';
      while (Date.now() < deadline) {
        status = ((await (await fetch(`${base}/api/progress/${filterId}`, { headers })).json()) as { status: string }).status;
        if (status === 'completed' || status === 'failed') break;
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(status).toBe('completed');
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
      for (const p of processes) p.child.kill('SIGTERM');
      await Promise.all(processes.map((p) => p.exited));
      await fake.close();
      await db?.drop();
    }
  }, 240_000);
});
