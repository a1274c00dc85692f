import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const launcher = path.resolve(import.meta.dirname, 'run.mjs');
/** The machine's own Node (Debian's, 20 on these machines) — not the Node 24 the test runner uses. */
const systemNode = ['/usr/bin/node', '/usr/local/bin/node', '/bin/node'].find(existsSync);
const systemVersion = systemNode ? spawnSync(systemNode, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim() : '';
const systemIsOld = systemVersion !== '' && Number(systemVersion.split('.')[0]) < 22;
const systemPath = '/usr/local/bin:/usr/bin:/bin';

describe.skipIf(!systemNode)('scripts/run.mjs, the launcher of the npm scripts', { timeout: 120_000 }, () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'leadsift-launcher-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const entry = path.join(dir, 'entry.ts');
  // Type annotations: this only runs with type stripping.
  writeFileSync(
    entry,
    `const report: Record<string, unknown> = { version: process.version, execArgv: process.execArgv, argv: process.argv.slice(2) };
     console.log(JSON.stringify(report));
     if (process.argv.includes('wait')) {
       process.on('SIGTERM', () => { console.log('child got SIGTERM'); process.exit(0); });
       setInterval(() => {}, 1000);
     }`,
  );

  it(`runs a TypeScript entry on Node 22.22+ with its flags and arguments, from the system Node (${systemVersion})`, () => {
    const result = spawnSync(systemNode!, [launcher, '--liftoff-only', entry, 'a', '--b'], {
      encoding: 'utf8',
      env: { PATH: systemPath, HOME: os.homedir() },
      timeout: 110_000,
    });
    expect(result.status, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout.trim()) as { version: string; execArgv: string[]; argv: string[] };
    const [major, minor] = report.version.slice(1).split('.').map(Number);
    expect(major! > 22 || (major === 22 && minor! >= 22)).toBe(true);
    if (systemIsOld) expect(major).toBe(24);
    expect(report.execArgv).toEqual(['--experimental-strip-types', '--liftoff-only']);
    expect(report.argv).toEqual(['a', '--b']);
  });

  it('passes SIGTERM on to the entry and exits as it did', async () => {
    const child = spawn(systemNode!, [launcher, entry, 'wait'], { env: { PATH: systemPath, HOME: os.homedir() } });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    while (!out.includes('"version"')) await new Promise((r) => setTimeout(r, 50));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(out).toContain('child got SIGTERM');
  });

  it('--dotenv reads ./.env (the shell wins) or the file ENV_FILE names', () => {
    const show = path.join(dir, 'show-env.ts');
    writeFileSync(show, 'console.log(JSON.stringify({ a: process.env.LS_A ?? null, b: process.env.LS_B ?? null }));');
    writeFileSync(path.join(dir, '.env'), 'LS_A=from-dotenv\nLS_B=from-dotenv\n');
    writeFileSync(path.join(dir, 'other.env'), 'LS_A=from-other\n');
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, [launcher, '--dotenv', show], {
        cwd: dir,
        encoding: 'utf8',
        env: { PATH: process.env.PATH!, HOME: os.homedir(), ...env },
      });
    const values = (r: ReturnType<typeof run>) => JSON.parse(r.stdout.trim()) as { a: string | null; b: string | null };
    expect(values(run({ LS_B: 'from-shell' }))).toEqual({ a: 'from-dotenv', b: 'from-shell' });
    expect(values(run({ ENV_FILE: 'other.env' }))).toEqual({ a: 'from-other', b: null });
    const missing = run({ ENV_FILE: 'nope.env' });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('ENV_FILE=nope.env does not exist');
    rmSync(path.join(dir, '.env'));
    expect(values(run({}))).toEqual({ a: null, b: null });
  });

  it.skipIf(!systemIsOld)('says in one line what to install when Node is old and npm is missing', () => {
    const result = spawnSync(systemNode!, [launcher, entry], {
      encoding: 'utf8',
      env: { PATH: path.join(dir, 'nothing-here'), HOME: dir, LEADSIFT_NODE_DIR: path.join(dir, 'node24') },
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      `LeadSift needs Node.js 22.22 or newer (this is v${systemVersion}) and npm to fetch it: install Node 24 from https://nodejs.org or your package manager.\n`,
    );
  });
});
