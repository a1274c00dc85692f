import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AppProcesses, nodeEnv, setUpAdmin } from '../../test/processes.ts';
import { createTestDatabase, testDriver } from '../../test/test-db.ts';
import { companySites } from '../../test/website-farm-sites.ts';
import { startWebsiteFarm } from '../../test/website-farm.ts';

type Job = { status: string; processedWebsites: number };
type Site = { status: string; creditsCharged: number };

describe(`a worker killed mid-research (${testDriver})`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'leadsift-research-crash-'));
  const processes = new AppProcesses();
  afterAll(() => {
    processes.killAll();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('completes after a restart, every website researched and charged once', async () => {
    const farm = await startWebsiteFarm(companySites(40), { latencyMs: [200, 400] });
    const db = testDriver === 'postgres' ? await createTestDatabase() : undefined;
    try {
      const node = await nodeEnv(dataDir, db?.url);
      const base = node.base;
      const env = { ...node.env, RESEARCH_ALLOW_PRIVATE_HOSTS: '1' };
      const web = await processes.startServer(env);
      const worker = db ? processes.start('worker', env) : undefined;

      const headers = await setUpAdmin(base);
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
      await processes.crash(worker ?? web);
      if (worker) processes.start('worker', env);
      else await processes.startServer(env);

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
      await processes.stopAll();
      await farm.close();
      await db?.drop();
    }
  }, 240_000);
});
