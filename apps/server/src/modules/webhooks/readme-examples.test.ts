import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { startFixtureSite, type FixtureSite } from '../../test/fixture-site.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { startWebhookReceiver, waitFor } from '../../test/webhook-receiver.ts';

const run = promisify(execFile);
const guide = readFileSync(path.resolve(import.meta.dirname, '../../../../../docs/automation.md'), 'utf8');

/** The fenced block of docs/automation.md whose first line is `# example: NAME` (or `// example: NAME`). */
function readmeExample(name: string): string {
  const blocks = [...guide.matchAll(/```(?:sh|python|js)\n([\s\S]*?)```/g)].map((m) => m[1]!);
  const block = blocks.find((b) => new RegExp(`^(#|//) example: ${name}\\n`).test(b));
  if (!block) throw new Error(`docs/automation.md has no example ${name}`);
  return block;
}

/**
 * The "Automate it" examples of docs/automation.md (also the in-app guide), extracted and run as they are against a real server on loopback
 * (curl + jq, python3, node): the upload → job → wait → export loop of both tools, and both signature checks
 * on a real delivery.
 */
describe(`docs/automation.md "Automate it" examples (${testDriver})`, () => {
  let ctx: TestContext;
  let user: TestUser;
  let site: FixtureSite;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let dir: string;
  let env: NodeJS.ProcessEnv;
  let secret: string;
  beforeAll(async () => {
    site = await startFixtureSite({
      '/': { body: '<title>Acme</title><main><p>Acme sells software to businesses of every size.</p></main>' },
    });
    receiver = await startWebhookReceiver();
    ctx = await createTestApp({ env: { RESEARCH_ALLOW_PRIVATE_HOSTS: '1', WEBHOOKS_ALLOW_HTTP: '1' } });
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    user = await createTestUser(ctx);
    const key = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/api-keys',
      headers: user.headers,
      payload: { name: 'readme', scope: 'full' },
    });
    const hook = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/webhooks',
      headers: user.headers,
      payload: { url: receiver.url('/leadsift'), events: ['filter.completed', 'research.completed'] },
    });
    secret = hook.json().secret;
    dir = mkdtempSync(path.join(tmpdir(), 'leadsift-readme-'));
    writeFileSync(path.join(dir, 'leads.csv'), 'Company,Industry\nAcme,Software\nGlobex,Banking\nInitech,Pharma\n');
    writeFileSync(path.join(dir, 'websites.csv'), `Company,Website\nAcme,${site.url}\n`);
    env = { ...process.env, LEADSIFT_URL: address, LEADSIFT_KEY: key.json().key };
  });
  afterAll(async () => {
    await ctx.close();
    await site.close();
    await receiver.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const sheetRows = async (file: string) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path.join(dir, file));
    return book.worksheets[0]!.rowCount;
  };

  it('curl: cleans a list and downloads the export', async () => {
    const { stdout } = await run('sh', ['-c', readmeExample('curl-list-cleaner')], { cwd: dir, env, timeout: 90_000 });
    expect(stdout).toMatch(/kept 2 rows of job \S+/);
    expect(await sheetRows('leads-qualified.xlsx')).toBeGreaterThanOrEqual(3);
  });

  it('curl: researches websites and downloads the export', async () => {
    const { stdout } = await run('sh', ['-c', readmeExample('curl-research')], { cwd: dir, env, timeout: 90_000 });
    expect(stdout).toMatch(/research job \S+ completed/);
    expect(await sheetRows('websites-researched.xlsx')).toBeGreaterThanOrEqual(2);
    expect(site.requests.length).toBeGreaterThan(0);
  });

  it('Python (standard library): both loops', async () => {
    const { stdout } = await run('python3', ['-c', readmeExample('python-loop')], { cwd: dir, env, timeout: 120_000 });
    expect(stdout).toMatch(/^done \S+ \S+/);
    expect(await sheetRows('leads-qualified.xlsx')).toBeGreaterThanOrEqual(2);
  });

  it('the Node and Python signature checks accept a real delivery and refuse a changed one', async () => {
    const delivery = await waitFor('a delivery', () => receiver.on('/leadsift')[0]);
    const headers = Object.fromEntries(
      ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((h) => [h, String(delivery.headers[h])]),
    );
    const check = async (body: string) => {
      const input = JSON.stringify({ secret, headers, body });
      writeFileSync(
        path.join(dir, 'verify.mjs'),
        `${readmeExample('verify-node')}\nconst i = JSON.parse(process.argv[2]);\nconsole.log(verifyLeadSiftWebhook(i.secret, i.headers, i.body));\n`,
      );
      const node = await run(process.execPath, [path.join(dir, 'verify.mjs'), input]);
      const python = await run('python3', [
        '-c',
        `${readmeExample('verify-python')}\nimport json, sys\ni = json.loads(sys.argv[1])\nprint(verify_leadsift_webhook(i["secret"], i["headers"], i["body"].encode()))\n`,
        input,
      ]);
      return [node.stdout.trim(), python.stdout.trim()];
    };
    expect(await check(delivery.body)).toEqual(['true', 'True']);
    expect(await check(delivery.body.replace('"status":"completed"', '"status":"failed"'))).toEqual(['false', 'False']);
  });
});
