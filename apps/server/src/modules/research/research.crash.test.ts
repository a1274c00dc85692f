import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startProcess, waitForHttp, type AppProcess } from '../../test/processes.ts';
import { createTestDatabase, testDriver } from '../../test/test-db.ts';
import { companySites } from '../../test/website-farm-sites.ts';
import { startWebsiteFarm } from '../../test/website-farm.ts';

type Job = { status: string; processedWebsites: number };
type Site = { status: string; creditsCharged: number };

describe(`a worker killed mid-research (${testDriver})`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'leadsift-research-crash-'));
  const processes: AppProcess[] = [];
  afterAll(() => {
    for (const p of processes) p.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('completes after a restart, every website researched and charged once', async () => {
    const farm = await startWebsiteFarm(companySites(40), { latencyMs: [200, 400] });
    const db = testDriver === 'postgres' ? await createTestDatabase() : undefined;
    try {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const env: Record<string, string> = {
        PORT: String(port),
        HOST: '127.0.0.1',
        BASE_URL: base,
        DATA_DIR: dataDir,
        RESEARCH_ALLOW_PRIVATE_HOSTS: '1',
        ...(db ? { DATABASE_URL: db.url, WORKERS: 'off' } : {}),
      };
      const start = (entry: 'server' | 'worker') => {
        const p = startProcess(entry, env);
        processes.push(p);
        return p;
      };
      start('server');
      await waitForHttp(`${base}/readyz`);
      const worker = db ? start('worker') : undefined;

      const setup = await fetch(`${base}/api/setup/admin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Ops', email: 'ops@example.com', password: 'secret1' }),
      });
      expect(setup.status).toBe(201);
      const headers = { authorization: `Bearer ${setup.headers.get('set-auth-token')}` };
      const get = async <T>(url: string) => (await (await fetch(`${base}${url}`, { headers })).json()) as T;
      const form = new FormData();
      form.append('file', new Blob([['Website', ...farm.sites.map((s) => s.url)].join('\n')], { type: 'text/csv' }), 'sites.csv');
      const upload = (await (await fetch(`${base}/api/research/upload`, { method: 'POST', headers, body: form })).json()) as {
        fileId: string;
      };
      const created = await fetch(`${base}/api/research/jobs`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          sourceType: 'file',
          uploadedFileId: upload.fileId,
          columnName: 'Website',
          instructions: 'payroll software',
        }),
      });
      const { jobId } = (await created.json()) as { jobId: string };
      expect(jobId).toBeTruthy();

      // Kill the process working the job once some websites have landed and others are in flight.
      for (;;) {
        const { job } = await get<{ job: Job }>(`/api/research/jobs/${jobId}`);
        if (job.processedWebsites >= 3) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const victim = worker ?? processes[0]!;
      victim.child.kill('SIGKILL');
      await victim.exited;
      if (worker) start('worker');
      else {
        start('server');
        await waitForHttp(`${base}/readyz`);
      }

      const deadline = Date.now() + 150_000;
      let job: Job = { status: '', processedWebsites: 0 };
      while (Date.now() < deadline) {
        job = (await get<{ job: Job }>(`/api/research/jobs/${jobId}`)).job;
        if (job.status === 'completed' || job.status === 'failed') break;
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(job).toMatchObject({ status: 'completed', processedWebsites: 40 });
      const { websites } = await get<{ websites: Site[] }>(`/api/research/jobs/${jobId}/results?pageSize=100`);
      expect(websites.filter((w) => w.status === 'done')).toHaveLength(40);
      expect(websites.every((w) => w.creditsCharged === 1)).toBe(true);
      const usage = await get<{ data: { creditsUsed: number } }>('/api/usage/stats');
      expect(usage.data.creditsUsed).toBe(40);
    } finally {
      for (const p of processes) p.child.kill('SIGTERM');
      await Promise.all(processes.map((p) => p.exited));
      await farm.close();
      await db?.drop();
    }
  }, 240_000);
});
