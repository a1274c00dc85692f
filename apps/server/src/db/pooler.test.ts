import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { startPgbouncer, type Pgbouncer } from '../test/pgbouncer.ts';
import { AppProcesses, nodeEnv, setUpAdmin } from '../test/processes.ts';
import { createTestDatabase, testDriver } from '../test/test-db.ts';
import { companySites } from '../test/website-farm-sites.ts';
import { startWebsiteFarm } from '../test/website-farm.ts';

const rowCount = 100_000;
const countries = ['US', 'DE', 'FR', 'GB', 'ES', 'IT', 'NL', 'SE', 'PL', 'CA', 'BR', 'JP'];
const industries = ['Software', 'Retail', 'Banking', 'Logistics', 'Healthcare', 'Education', 'Bakery'];
function leadsCsv(): string {
  const lines = ['Company,Country,Industry,Employees'];
  for (let i = 0; i < rowCount; i++) lines.push(`Company ${i},${countries[i % 12]},${industries[i % 7]},${(i % 500) + 1}`);
  return `${lines.join('\n')}\n`;
}
const poolSize = 5;

// A transaction-mode pooler in front of PostgreSQL: PostgreSQL only.
describe.skipIf(testDriver !== 'postgres')('through pgbouncer in transaction pooling mode', () => {
  const dirs: string[] = [];
  const processes = new AppProcesses();
  afterAll(() => {
    processes.killAll();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('signs in, ingests 100,000 rows, works a filter job on 4 workers, a research job, and exports', async () => {
    const db = await createTestDatabase();
    const farm = await startWebsiteFarm(companySites(12), { latencyMs: [20, 60] });
    let bouncer: Pgbouncer | undefined;
    const seen = { clients: 0, servers: 0 };
    let sampling: NodeJS.Timeout | undefined;
    try {
      bouncer = await startPgbouncer(db.url, { poolSize, maxClients: 200 });
      const pooled = bouncer.through(db.url);
      const dbName = new URL(db.url).pathname.slice(1);
      const sample = async () => {
        const [clients, servers] = await Promise.all([bouncer!.show('CLIENTS'), bouncer!.show('SERVERS')]);
        seen.clients = Math.max(seen.clients, clients.filter((c) => c.database === dbName).length);
        seen.servers = Math.max(seen.servers, servers.filter((s) => s.database === dbName).length);
      };
      sampling = setInterval(() => void sample().catch(() => {}), 200);

      const dataDir = mkdtempSync(path.join(tmpdir(), 'leadsift-pooler-'));
      dirs.push(dataDir);
      const node = await nodeEnv(dataDir, pooled);
      const env = { ...node.env, DIRECT_DATABASE_URL: db.url, RESEARCH_ALLOW_PRIVATE_HOSTS: '1' };
      await processes.startServer(env);
      for (let i = 0; i < 4; i++) processes.start('worker', env);
      const base = node.base;

      // Sign-in: the first administrator, then a sign-in of their own.
      await setUpAdmin(base);
      const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ email: 'ops@example.com', password: 'secret1' }),
      });
      expect(signIn.status, await signIn.clone().text()).toBe(200);
      const headers = { authorization: `Bearer ${signIn.headers.get('set-auth-token')}` };
      const call = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
        const res = await fetch(`${base}${url}`, {
          method,
          headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
        if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
        return (await res.json()) as T;
      };
      const me = await call<{ user: { id: string } }>('GET', '/api/auth/get-session');
      await call('POST', '/api/usage/admin/change-tier', { userId: me.user.id, tier: 'internal' });

      // Upload: rows go in by COPY through the pooler.
      const form = new FormData();
      form.append('file', new Blob([leadsCsv()], { type: 'text/csv' }), 'leads.csv');
      const uploaded = await fetch(`${base}/api/upload`, { method: 'POST', headers, body: form });
      expect(uploaded.status, await uploaded.clone().text()).toBe(200);
      const { fileId, rowCount: rows } = (await uploaded.json()) as { fileId: string; rowCount: number };
      expect(rows).toBe(rowCount);

      // A filter job, its chunks worked by the four workers.
      const { filterId } = await call<{ filterId: string }>('POST', '/api/filter', {
        jobName: 'Through the pooler',
        fileId,
        selectedColumns: ['Country', 'Industry'],
        reasoningText: '',
        chunkSize: 2,
        filterConfig: { columnConfig: { Country: { instructions: 'keep: US, DE' }, Industry: { instructions: 'keep: Software' } } },
      });
      let status = '';
      const deadline = Date.now() + 180_000;
      while (Date.now() < deadline) {
        status = (await call<{ status: string }>('GET', `/api/progress/${filterId}`)).status;
        if (status === 'completed' || status === 'failed') break;
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(status).toBe('completed');
      const results = await call<{ stats: { keptRowCount: number; totalRows: number } }>(
        'GET',
        `/api/results/${filterId}?view=kept&pageSize=100`,
      );
      // Rows i with i % 12 in {0, 1} (US, DE) and i % 7 == 0 (Software).
      const expected = Array.from({ length: rowCount }, (_, i) => i).filter((i) => i % 12 < 2 && i % 7 === 0).length;
      expect(results.stats).toMatchObject({ totalRows: rowCount, keptRowCount: expected });

      // Export: the XLSX of the kept rows.
      const exported = await fetch(`${base}/api/export/${filterId}`, { headers });
      expect(exported.status).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Buffer.from(await exported.arrayBuffer()) as never);
      expect(book.worksheets[0]!.actualRowCount).toBe(expected + 1);

      // A research job over the farm's websites.
      const sites = new FormData();
      sites.append('file', new Blob([['Website', ...farm.sites.map((s) => s.url)].join('\n')], { type: 'text/csv' }), 'sites.csv');
      const researchUpload = await fetch(`${base}/api/research/upload`, { method: 'POST', headers, body: sites });
      const { fileId: sitesFile } = (await researchUpload.json()) as { fileId: string };
      const { jobId } = await call<{ jobId: string }>('POST', '/api/research/jobs', {
        sourceType: 'file',
        uploadedFileId: sitesFile,
        columnName: 'Website',
        instructions: 'payroll software',
      });
      let job = { status: '', processedWebsites: 0 };
      while (Date.now() < deadline + 60_000) {
        job = (await call<{ job: typeof job }>('GET', `/api/research/jobs/${jobId}`)).job;
        if (job.status === 'completed' || job.status === 'failed') break;
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(job).toMatchObject({ status: 'completed', processedWebsites: 12 });
      const researchExport = await fetch(`${base}/api/research/jobs/${jobId}/export`, { headers });
      expect(researchExport.status).toBe(200);

      await sample();
      // Connections were really shared: more clients than the pooler's server connections.
      expect(seen.servers).toBeLessThanOrEqual(poolSize);
      expect(seen.clients).toBeGreaterThan(poolSize);
    } finally {
      clearInterval(sampling);
      await processes.stopAll();
      await bouncer?.close();
      await farm.close();
      await db.drop();
    }
  }, 420_000);
});
