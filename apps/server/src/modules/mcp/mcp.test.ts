import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { upsertTier } from '../credits/tiers.service.ts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { companySites } from '../../test/website-farm-sites.ts';
import { startWebsiteFarm, type WebsiteFarm } from '../../test/website-farm.ts';
import { uploadCsv, waitForJob } from '../filter/filter.test-helpers.ts';
import { creditsUsed } from '../research/research.test-helpers.ts';
import { mcpTools } from './mcp-server.ts';
import { callError, callOk, connect, createKey, listen } from './mcp.test-helpers.ts';
import { postToolsList } from '../../test/oauth-client.ts';
import { waitFor } from '../../test/webhook-receiver.ts';

describe(`MCP server over Streamable HTTP with API keys (${testDriver})`, () => {
  let farm: WebsiteFarm;
  let ctx: TestContext;
  let base: string;
  let owner: TestUser;
  let csv: string;
  const clients: Client[] = [];
  const open = async (key: string) => {
    const client = await connect(base, key);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    farm = await startWebsiteFarm(companySites(3));
    ctx = await createTestApp({ env: { RESEARCH_ALLOW_PRIVATE_HOSTS: '1' } });
    base = await listen(ctx);
    owner = await createTestUser(ctx);
    csv = [
      'Company,Industry,Website',
      `Company 0,Software,${farm.site('company-0').url}`,
      `Company 1,Software,${farm.site('company-1').url}`,
      `Company 2,Banking,${farm.site('company-2').url}`,
      'Initech,Pharma,',
    ].join('\n');
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await ctx?.close();
    await farm?.close();
  });

  const jobArgs = (fileId: string) => ({
    jobName: 'Software only',
    fileId,
    selectedColumns: ['Industry'],
    logicMode: 'AND',
    filterConfig: { columnConfig: { Industry: { instructions: 'Keep: software' } } },
  });

  it('a full key runs upload → estimate → start → wait (with progress) → results → override → export link → research', async () => {
    const { key } = await createKey(ctx, owner, 'full');
    const client = await open(key);
    expect(client.getServerVersion()?.name).toBe('leadsift');
    const names = (await client.listTools()).tools.map((t) => t.name);
    expect(names.sort()).toEqual(mcpTools.map((t) => t.name).sort());

    const account = await callOk<{ credits: { creditsAvailable: number } }>(client, 'get_account');
    const before = account.credits.creditsAvailable;
    const uploaded = await callOk<{ fileId: string; columns: string[]; rowCount: number; headerRow: number }>(client, 'upload_list', {
      filename: 'leads.csv',
      csv,
    });
    expect(uploaded).toMatchObject({ columns: ['Company', 'Industry', 'Website'], rowCount: 4, headerRow: 1 });
    const estimate = await callOk<{ credits: number; modelCalls: number }>(client, 'estimate_list_cleaner', jobArgs(uploaded.fileId));
    expect(estimate.credits).toBe(4);
    const { jobId } = await callOk<{ jobId: string }>(client, 'start_list_cleaner', jobArgs(uploaded.fileId));

    const notes: Array<{ progress: number; total?: number }> = [];
    const done = await callOk<{ status: string; progress: number }>(
      client,
      'wait_for_job',
      { jobId },
      { onprogress: (p: { progress: number }) => notes.push(p) },
    );
    expect(done).toMatchObject({ status: 'completed', progress: 100 });
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.at(-1)).toMatchObject({ progress: 100, total: 100 });
    expect(notes.map((n) => n.progress)).toEqual([...notes.map((n) => n.progress)].sort((a, b) => a - b));
    expect((await callOk<{ credits: { creditsAvailable: number } }>(client, 'get_account')).credits.creditsAvailable).toBe(before - 4);

    type Page = {
      total: number;
      rows: Array<{ decision: string; row: Record<string, string>; columns: Record<string, { decision: string; reason: string }> }>;
    };
    const kept = await callOk<Page>(client, 'get_list_results', { jobId, view: 'qualified' });
    expect(kept.rows.length).toBe(kept.total);
    expect(kept.rows.map((r) => r.row.Industry)).toEqual(['Software', 'Software']);
    expect(kept.rows[0]!.columns.Industry).toMatchObject({ decision: 'KEEP', reason: expect.any(String) });
    const all = await callOk<Page>(client, 'get_list_results', { jobId, view: 'all', pageSize: 3, page: 1 });
    expect(all.rows.map((r) => r.decision)).toEqual(['KEEP', 'KEEP', 'EXCLUDE']);
    const second = await callOk<Page>(client, 'get_list_results', { jobId, view: 'all', pageSize: 3, page: 2 });
    expect(second.rows.map((r) => r.row.Company)).toEqual(['Initech']);

    const overridden = await callOk<{ stats: { keptRowCount: number } }>(client, 'override_decision', {
      jobId,
      column: 'Industry',
      value: 'Banking',
      decision: 'KEEP',
    });
    expect(overridden.stats.keptRowCount).toBe(3);

    const link = await callOk<{ url: string; expiresAt: string }>(client, 'get_export_link', { jobId });
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    const download = `${base}${new URL(link.url).pathname}`;
    const first = await fetch(download);
    expect(first.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await first.arrayBuffer());
    const cells = book.worksheets.flatMap((sheet) => sheet.getSheetValues().flat().map(String));
    expect(cells).toEqual(expect.arrayContaining(['Company 0', 'Company 2']));
    const again = await fetch(download);
    expect(again.status).toBe(410);
    expect(((await again.json()) as { error: string }).error).toContain('already used or has expired');
    // The same job's kept rows as CSV (UTF-8 with BOM), through a link of its own.
    const csvLink = await callOk<{ url: string; format: string }>(client, 'get_export_link', { jobId, format: 'csv' });
    expect(csvLink.format).toBe('csv');
    const csvFile = await fetch(`${base}${new URL(csvLink.url).pathname}`);
    expect(csvFile.headers.get('content-type')).toContain('text/csv');
    const bytes = Buffer.from(await csvFile.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('Company 0');

    const research = await callOk<{ jobId: string }>(client, 'start_research', {
      listCleanerJobId: jobId,
      websiteColumn: 'Website',
      instructions: 'Keep B2B software companies. Criteria: sells software; serves businesses.',
    });
    const finished = await callOk<{ status: string; kind: string }>(client, 'wait_for_job', { jobId: research.jobId });
    expect(finished).toMatchObject({ status: 'completed', kind: 'research' });
    const rated = await callOk<{ totalAccounts: number; websites: unknown[] }>(client, 'get_research_results', { jobId: research.jobId });
    // The three kept rows (Banking was overridden to KEEP) each name a website.
    expect(rated.totalAccounts).toBe(3);
  });

  it('charges what the REST path charges for the same job', async () => {
    const viaRest = await createTestUser(ctx);
    const viaMcp = await createTestUser(ctx);
    const { fileId } = await uploadCsv(ctx, viaRest, 'leads.csv', csv);
    const start = await ctx.app.inject({ method: 'POST', url: '/api/filter', headers: viaRest.headers, payload: jobArgs(fileId) });
    expect(start.statusCode, start.body).toBe(200);
    expect(await waitForJob(ctx, viaRest, start.json().filterId)).toBe('completed');

    const client = await open((await createKey(ctx, viaMcp, 'full')).key);
    const uploaded = await callOk<{ fileId: string }>(client, 'upload_list', { filename: 'leads.csv', csv });
    const { jobId } = await callOk<{ jobId: string }>(client, 'start_list_cleaner', jobArgs(uploaded.fileId));
    await callOk(client, 'wait_for_job', { jobId });
    const [rest, mcp] = [await creditsUsed(ctx, viaRest), await creditsUsed(ctx, viaMcp)];
    expect(rest.creditsUsed).toBe(4);
    expect({ used: mcp.creditsUsed, left: mcp.creditsAvailable }).toEqual({ used: rest.creditsUsed, left: rest.creditsAvailable });
  });

  it('a read key lists only read tools and is refused on a full tool; bad arguments name the field', async () => {
    const full = await open((await createKey(ctx, owner, 'full')).key);
    const reader = await open((await createKey(ctx, owner, 'read')).key);
    const names = (await reader.listTools()).tools.map((t) => t.name).sort();
    expect(names).toEqual(
      mcpTools
        .filter((t) => t.scope === 'read')
        .map((t) => t.name)
        .sort(),
    );
    expect(names).not.toContain('start_list_cleaner');
    expect(names).toContain('estimate_list_cleaner');
    const refused = await callError(reader, 'start_list_cleaner', jobArgs('x'));
    expect(refused).toMatch(/start_list_cleaner needs the full scope.*read-only/);

    const missing = await callError(full, 'start_list_cleaner', {
      fileId: 'x',
      selectedColumns: ['Industry'],
      filterConfig: { columnConfig: {} },
    });
    expect(missing).toContain('jobName');
    const badDecision = await callError(full, 'override_decision', {
      jobId: 'filter_1',
      column: 'Industry',
      value: 'x',
      decision: 'MAYBE',
    });
    expect(badDecision).toMatch(/decision:/);
    const both = await callError(full, 'upload_list', { filename: 'a.csv' });
    expect(both).toContain('csv: Give the list either as csv or as xlsxBase64');
  });

  it("another user's job is not found; a service error carries the web app's message", async () => {
    const client = await open((await createKey(ctx, owner, 'full')).key);
    const stranger = await createTestUser(ctx);
    const { fileId } = await uploadCsv(ctx, stranger, 'theirs.csv', csv);
    const start = await ctx.app.inject({ method: 'POST', url: '/api/filter', headers: stranger.headers, payload: jobArgs(fileId) });
    const theirs = start.json().filterId as string;
    for (const tool of ['get_job', 'wait_for_job', 'get_list_results', 'get_export_link']) {
      expect(await callError(client, tool, { jobId: theirs })).toMatch(/not found/i);
    }
    expect(await callError(client, 'get_job', { jobId: 'research-nope' })).toBe('Job not found');
    // Their file, used by the owner: the same refusal as over REST.
    const estimate = { fileId, selectedColumns: ['Industry'] };
    const restEstimate = await ctx.app.inject({ method: 'POST', url: '/api/filter/estimate', headers: owner.headers, payload: estimate });
    expect(restEstimate.statusCode).toBe(404);
    expect(await callError(client, 'estimate_list_cleaner', estimate)).toBe(restEstimate.json().error);
    await upsertTier(ctx.runtime.db, { name: 'free', displayName: 'Free', creditsPerMonth: 0, maxWebsitesPerJob: 0 });
    const poor = await createTestUser(ctx, { tier: 'free' });
    const poorClient = await open((await createKey(ctx, poor, 'full')).key);
    const big = ['Company,Industry', ...Array.from({ length: 1200 }, (_, i) => `C${i},Software`)].join('\n');
    const up = await callOk<{ fileId: string }>(poorClient, 'upload_list', { filename: 'big.csv', csv: big });
    const rest = await ctx.app.inject({ method: 'POST', url: '/api/filter', headers: poor.headers, payload: jobArgs(up.fileId) });
    expect(rest.statusCode).toBeGreaterThanOrEqual(400);
    expect(await callError(poorClient, 'start_list_cleaner', jobArgs(up.fileId))).toBe(rest.json().error);
  });

  it('a missing or revoked key gets 401 pointing at the protected-resource metadata', async () => {
    const { id, key } = await createKey(ctx, owner, 'read');
    const client = await open(key);
    await callOk(client, 'list_jobs');
    const revoke = await ctx.app.inject({ method: 'DELETE', url: `/api/account/api-keys/${id}`, headers: owner.headers });
    expect(revoke.statusCode).toBe(200);
    await expect(client.callTool({ name: 'list_jobs', arguments: {} })).rejects.toThrow();
    await expect(connect(base, key)).rejects.toThrow();

    for (const authorization of [`Bearer ${key}`, undefined]) {
      const res = await postToolsList(`${base}/mcp`, authorization);
      expect(res.status).toBe(401);
      const challenge = res.headers.get('www-authenticate') ?? '';
      const metadataUrl = /resource_metadata="([^"]+)"/.exec(challenge)?.[1];
      expect(metadataUrl).toMatch(/\/\.well-known\/oauth-protected-resource$/);
      const metadata = await (await fetch(`${base}${new URL(metadataUrl!).pathname}`)).json();
      expect(metadata).toMatchObject({ resource: expect.stringMatching(/\/mcp$/), scopes_supported: ['read', 'full', 'offline_access'] });
    }
    // A session cookie or session token is not a credential for /mcp.
    const session = await postToolsList(`${base}/mcp`, owner.headers.authorization);
    expect(session.status).toBe(401);
  });

  it('export links over REST: a read key makes one for its own finished job; /api/docs lists them, /mcp and the metadata', async () => {
    const { fileId } = await uploadCsv(ctx, owner, 'leads.csv', csv);
    const start = await ctx.app.inject({ method: 'POST', url: '/api/filter', headers: owner.headers, payload: jobArgs(fileId) });
    const filterId = start.json().filterId as string;
    const { key } = await createKey(ctx, owner, 'read');
    const asKey = { authorization: `Bearer ${key}` };
    const estimate = await ctx.app.inject({
      method: 'POST',
      url: '/api/filter/estimate',
      headers: asKey,
      payload: { fileId, selectedColumns: ['Industry'] },
    });
    expect(estimate.statusCode, estimate.body).toBe(200);
    expect(await waitForJob(ctx, owner, filterId)).toBe('completed');
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/export-links',
      headers: asKey,
      payload: { kind: 'filter', jobId: filterId },
    });
    expect(made.statusCode, made.body).toBe(200);
    const { url } = made.json() as { url: string };
    expect(url).toMatch(/\/api\/export-links\/lse_[0-9A-Za-z]{43}$/);
    const first = await ctx.app.inject({ url: new URL(url).pathname });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('spreadsheetml');
    expect((await ctx.app.inject({ url: new URL(url).pathname })).statusCode).toBe(410);
    expect((await ctx.app.inject({ url: '/api/export-links/lse_unknown' })).statusCode).toBe(410);

    const stranger = await createTestUser(ctx);
    const theirs = await ctx.app.inject({
      method: 'POST',
      url: '/api/export-links',
      headers: stranger.headers,
      payload: { kind: 'filter', jobId: filterId },
    });
    expect(theirs.statusCode).toBe(404);

    const doc = (await ctx.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { 'x-api-key-scope'?: string }>>;
    };
    expect(doc.paths['/.well-known/oauth-protected-resource']?.get).toBeDefined();
    expect(doc.paths['/mcp']?.post).toBeDefined();
    expect(doc.paths['/api/export-links']?.post?.['x-api-key-scope']).toBe('read');
    expect(doc.paths['/api/export-links/{token}']?.get).toBeDefined();
    expect(doc.paths['/api/filter/estimate']?.post?.['x-api-key-scope']).toBe('read');
    expect(doc.paths['/api/research/estimate']?.post?.['x-api-key-scope']).toBe('read');
  });

  it("lists automations and runs one now; a read key lists them but cannot run one; another user's is not found", async () => {
    const template = await ctx.app.inject({
      method: 'POST',
      url: '/api/saved-filters',
      headers: owner.headers,
      payload: {
        name: 'MCP template',
        filterConfig: { selectedColumns: ['Industry'], columnConfig: { Industry: { instructions: 'Keep: software' } } },
      },
    });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/automations',
      headers: owner.headers,
      payload: { name: 'MCP inbound', templateId: template.json().filter.id, source: { type: 'push' } },
    });
    const { id: automationId, pushKey } = created.json() as { id: string; pushKey: string };
    const pushed = await ctx.app.inject({
      method: 'POST',
      url: `/api/automations/${automationId}/rows`,
      headers: { authorization: `Bearer ${pushKey}`, 'content-type': 'text/csv' },
      payload: 'Company,Industry\nAcme,Software MCP\nGlobex,Banking MCP',
    });
    expect(pushed.statusCode, pushed.body).toBe(202);
    const full = await open((await createKey(ctx, owner, 'full')).key);
    const reader = await open((await createKey(ctx, owner, 'read')).key);
    const listed = await callOk<{ automations: Array<Record<string, unknown>> }>(reader, 'list_automations');
    expect(listed.automations.find((a) => a.id === automationId)).toMatchObject({ name: 'MCP inbound', pendingRows: 2, status: 'active' });
    expect(await callError(reader, 'run_automation', { automationId })).toMatch(/run_automation needs the full scope/);

    // The push's window is 10 s: run_automation starts its run now.
    await callOk(full, 'run_automation', { automationId });
    const runs = await waitFor('the run', async () => {
      const answer = await callOk<{ runs: Array<{ status: string; jobStatus: string | null }> }>(full, 'get_automation_runs', {
        automationId,
      });
      return answer.runs[0]?.status === 'completed' && answer.runs[0].jobStatus === 'completed' ? answer.runs : null;
    });
    expect(runs[0]).toMatchObject({ trigger: 'manual', newRows: 2, seenRows: 0, credits: 2 });
    const stranger = await createTestUser(ctx);
    const theirs = await open((await createKey(ctx, stranger, 'full')).key);
    expect(await callError(theirs, 'run_automation', { automationId })).toBe('Automation not found');
    expect(await callError(theirs, 'get_automation_runs', { automationId })).toBe('Automation not found');
  });
});
