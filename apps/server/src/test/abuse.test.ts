/**
 * Abuse suite (network/log/file/export part): what an attacker on the network tries, each as the
 * attacker would send it. The OAuth/MCP part has its own suite.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { CSV_BOM, ticketsToCsv, type Ticket } from '@leadsift/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../db/schema/index.ts';
import { createLogger } from '../logger.ts';
import { uploadCsv, waitForJob } from '../modules/filter/filter.test-helpers.ts';
import { call, startResearch, uploadSites, waitForResearch } from '../modules/research/research.test-helpers.ts';
import { companySites } from './website-farm-sites.ts';
import { startWebsiteFarm } from './website-farm.ts';
import { createTestUser, type TestUser } from './factories.ts';
import { testDriver } from './test-db.ts';
import { seedPgliteDir } from './pglite-template.ts';
import { freePort, startProcess, waitForHttp, type AppProcess } from './processes.ts';
import { createTestApp, type TestContext } from './test-runtime.ts';

// A low sign-in limit: each wrong sign-in costs a real scrypt hash, and the limit's size is not what is tested.
const signInLimit = 3;
const limitEnv = { SIGNIN_RATE_LIMIT: String(signInLimit) };

const wrongSignIn = (ctx: TestContext, forwardedFor: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: `nobody-${randomBytes(4).toString('hex')}@example.com`, password: 'wrong-password' },
  });

describe(`spoofed forwarding headers (${testDriver})`, () => {
  describe('TRUST_PROXY unset', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({ env: limitEnv });
    });
    afterAll(() => ctx.close());

    it('keys the sign-in limit on the socket: a new X-Forwarded-For per attempt still meets 429', async () => {
      const codes = [];
      for (let i = 0; i < signInLimit + 2; i++) codes.push((await wrongSignIn(ctx, `203.0.113.${i + 1}`)).statusCode);
      expect(codes.slice(0, signInLimit)).toEqual(Array(signInLimit).fill(401));
      expect(codes.slice(signInLimit)).toEqual([429, 429]);
    });

    it('records the socket address on the session, not the forwarded one', async () => {
      const user = await createTestUser(ctx);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '10.1.2.3',
        headers: { 'x-forwarded-for': '198.51.100.7' },
        payload: { email: user.email, password: user.password },
      });
      expect(res.statusCode).toBe(200);
      const rows = await ctx.runtime.db.select({ ip: session.ipAddress }).from(session).where(eq(session.userId, user.id));
      expect(rows.map((r) => r.ip)).toContain('10.1.2.3');
      expect(rows.map((r) => r.ip)).not.toContain('198.51.100.7');
    });

    it('ignores X-Forwarded-For on the global per-address limit', async () => {
      const limited = await createTestApp({ env: { RATE_LIMIT_MAX: '3' } });
      try {
        const codes = [];
        for (let i = 0; i < 5; i++) {
          const res = await limited.app.inject({
            method: 'GET',
            url: '/api/auth-config',
            remoteAddress: '10.7.7.7',
            headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
          });
          codes.push(res.statusCode);
        }
        expect(codes).toEqual([200, 200, 200, 429, 429]);
      } finally {
        await limited.close();
      }
    });
  });

  describe('TRUST_PROXY set to the loopback proxy', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({ env: { ...limitEnv, TRUST_PROXY: '127.0.0.1' } });
    });
    afterAll(() => ctx.close());

    it('honours the address the trusted proxy forwards', async () => {
      const codes = [];
      for (let i = 0; i < signInLimit + 2; i++) codes.push((await wrongSignIn(ctx, `203.0.113.${i + 1}`)).statusCode);
      expect(codes).toEqual(Array(signInLimit + 2).fill(401));
    });

    it('still believes nothing forwarded by a peer that is not the proxy', async () => {
      const codes = [];
      for (let i = 0; i < signInLimit + 2; i++) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress: '10.8.8.8',
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
          payload: { email: `nobody-${i}@example.com`, password: 'wrong-password' },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(signInLimit)).toEqual([429, 429]);
    });
  });
});

describe(`tokens in the request log (${testDriver})`, () => {
  let ctx: TestContext;
  let lines = '';
  beforeAll(async () => {
    const out = new PassThrough();
    out.on('data', (chunk: Buffer) => (lines += chunk.toString('utf8')));
    ctx = await createTestApp({ log: createLogger('info', 'leadsift', 'json', out) });
  });
  afterAll(() => ctx.close());

  it('writes URLs with every token value replaced', async () => {
    const secret = `secret${randomBytes(8).toString('hex')}`;
    const urls = [
      `/reset-password?token=${secret}`,
      `/invite?token=${secret}`,
      `/api/invitations/status?token=${secret}`,
      `/api/export-links/lse_${secret}`,
      `/api/jobs?limit=5&token=${secret}`,
    ];
    for (const url of urls) await ctx.app.inject({ method: 'GET', url });
    const logged = lines
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { req?: { url?: string } })
      .flatMap((entry) => (entry.req?.url ? [entry.req.url] : []));
    expect(logged).toEqual(
      expect.arrayContaining([
        '/reset-password?token=[redacted]',
        '/invite?token=[redacted]',
        '/api/invitations/status?token=[redacted]',
        '/api/export-links/[redacted]',
        '/api/jobs?limit=5&token=[redacted]',
      ]),
    );
    expect(lines).not.toContain(secret);
  });
});

/** Whether any cell, split on any separator a spreadsheet may use, starts with a formula character. */
function formulaCells(csv: string): string[] {
  const rows = parse(csv.startsWith(CSV_BOM) ? csv.slice(1) : csv, { relax_column_count: true }) as string[][];
  return rows.flat().flatMap((cell) => cell.split(/[,;\t|\r\n]/).filter((piece) => /^ *[=+\-@]/.test(piece)));
}

describe(`;-formula cells in every CSV export (${testDriver})`, () => {
  const hostile = ['Acme;=1+2', 'x\t=cmd', 'a|@SUM(1)', 'b, +1', 'c\n-2+3'];
  let ctx: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { RESEARCH_ALLOW_PRIVATE_HOSTS: '1' } });
    user = await createTestUser(ctx);
  });
  afterAll(() => ctx.close());

  it('List Cleaner: no cell of the CSV export starts a formula after any separator', async () => {
    const quoted = (v: string) => `"${v.replaceAll('"', '""')}"`;
    const file = ['Company,Industry', ...hostile.map((name) => `${quoted(name)},Software`)].join('\n');
    const { fileId } = await uploadCsv(ctx, user, 'hostile.csv', file);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/filter',
      headers: user.headers,
      payload: {
        jobName: 'Hostile;=1+2',
        fileId,
        selectedColumns: ['Industry'],
        reasoningText: 'We sell software',
        logicMode: 'AND',
        filterConfig: { columnConfig: { Industry: { instructions: 'Keep: software' } } },
        rowCount: hostile.length,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { filterId } = res.json() as { filterId: string };
    expect(await waitForJob(ctx, user, filterId)).toBe('completed');
    const csv = await ctx.app.inject({ url: `/api/export/${filterId}?format=csv`, headers: user.headers });
    expect(csv.statusCode, csv.body).toBe(200);
    const text = csv.rawPayload.toString('utf8');
    expect(text).toContain("Acme;'=1+2");
    expect(formulaCells(text)).toEqual([]);
  });

  it('Research: no cell of the CSV export starts a formula after any separator', async () => {
    const farm = await startWebsiteFarm(companySites(1));
    try {
      const sites = ['Company,Website', ...hostile.map((name) => `"${name}",${farm.site('company-0').url}`)].join('\n');
      const { fileId, filePath } = await uploadSites(ctx, user, sites);
      const jobId = await startResearch(ctx, user, { uploadedFileId: fileId, filePath, name: 'Sites;=1+2' });
      expect((await waitForResearch(ctx, user, jobId)).status).toBe('completed');
      const res = await call(ctx, user, 'GET', `/api/research/jobs/${jobId}/export?format=csv`);
      expect(res.statusCode, res.body).toBe(200);
      const text = res.rawPayload.toString('utf8');
      expect(text).toContain("Acme;'=1+2");
      expect(formulaCells(text)).toEqual([]);
    } finally {
      await farm.close();
    }
  });

  it('Tickets: no cell of development_tickets.csv starts a formula after any separator', async () => {
    const admin = await createTestUser(ctx, { role: 'admin' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: admin.headers,
      payload: { id: 'ABUSE-1', title: 'Acme;=1+2', description: hostile.join(' '), assignee: 'x\t=cmd' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const list = await ctx.app.inject({ url: '/api/tickets', headers: admin.headers });
    const text = ticketsToCsv((list.json() as { tickets: Ticket[] }).tickets);
    expect(text).toContain("Acme;'=1+2");
    expect(formulaCells(text)).toEqual([]);
  });
});

describe(`sign-in callback paths (${testDriver})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' } });
  });
  afterAll(() => ctx.close());

  it('refuses a relative callback that leaves the site, and passes a path of this site on', async () => {
    const signInWith = (callbackURL: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/sign-in/social', payload: { provider: 'google', callbackURL } });
    for (const callbackURL of ['//evil.example/', '/\\evil.example', '/\t/evil.example']) {
      const res = await signInWith(callbackURL);
      expect(res.statusCode, callbackURL).toBe(400);
      expect(res.json().error).toBe('callbackURL: must be a path of this site');
    }
    const ok = await signInWith('/auth/callback');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().url).toMatch(/^https:\/\/accounts\.google\.com\//);
  });
});

/** Every file and folder under `dir` (itself included) whose mode gives the group or others any access. */
function openToOthers(dir: string): string[] {
  const open: string[] = [];
  const stack = [dir];
  while (stack.length) {
    const entry = stack.pop()!;
    const info = lstatSync(entry);
    if (info.isSymbolicLink()) continue;
    if (info.mode & 0o077) open.push(`${path.relative(dir, entry) || '.'} ${(info.mode & 0o777).toString(8)}`);
    if (info.isDirectory()) for (const name of readdirSync(entry)) stack.push(path.join(entry, name));
  }
  return open;
}

// The two server processes start at once: each mostly waits for its own start-up.
describe.skipIf(testDriver === 'postgres')('permissions of DATA_DIR (a real server process on PGlite)', { concurrent: true }, () => {
  const started: AppProcess[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    for (const p of started) {
      p.child.kill('SIGTERM');
      await p.exited;
    }
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  async function startServer(dataDir: string): Promise<AppProcess> {
    const port = await freePort();
    const server = startProcess('server', {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
    });
    started.push(server);
    await waitForHttp(`http://127.0.0.1:${port}/healthz`, 150_000);
    return server;
  }

  it('a fresh DATA_DIR after start: no file or folder open to the group or others', { timeout: 200_000 }, async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'leadsift-abuse-'));
    dirs.push(parent);
    const dataDir = path.join(parent, 'data');
    await startServer(dataDir);
    expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['db', 'files']));
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it('an existing DATA_DIR open to others is made private at start, with one log line', { timeout: 200_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'leadsift-abuse-'));
    dirs.push(dataDir);
    await seedPgliteDir(path.join(dataDir, 'db'));
    chmodSync(dataDir, 0o755);
    chmodSync(path.join(dataDir, 'db'), 0o777);
    chmodSync(path.join(dataDir, 'db', 'PG_VERSION'), 0o666);
    expect(openToOthers(dataDir).length).toBeGreaterThan(2);
    const server = await startServer(dataDir);
    expect(openToOthers(dataDir)).toEqual([]);
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.includes('removed group/world access'));
    expect(lines).toHaveLength(1);
  });
});
