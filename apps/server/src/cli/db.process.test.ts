import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startProcess, waitForHttp, type AppProcess } from '../test/processes.ts';
import { testDriver } from '../test/test-db.ts';

const admin = { name: 'Ops', email: 'ops@example.com', password: 'secret123' };

function db(dataDir: string, ...args: string[]) {
  return spawnSync(process.execPath, [path.resolve(import.meta.dirname, 'db.ts'), ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

// PGlite only: backing up a running embedded database goes through the server that holds it.
describe.skipIf(testDriver === 'postgres')('npm run db -- backup/restore with real processes (PGlite)', { timeout: 300_000 }, () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'leadsift-db-cli-'));
  const running: AppProcess[] = [];
  afterAll(() => {
    for (const p of running) p.child.kill('SIGKILL');
    rmSync(root, { recursive: true, force: true });
  });

  async function start(dataDir: string) {
    const port = await freePort();
    const proc = startProcess('server', { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    running.push(proc);
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/healthz`);
    return { proc, base };
  }

  it('backs up while the server runs (asking it), restores into an empty folder only, and the restored app signs the user in', async () => {
    const a = path.join(root, 'a');
    const b = path.join(root, 'b');
    const file = path.join(root, 'live.leadsift.gz');
    const first = await start(a);
    const setup = await fetch(`${first.base}/api/setup/admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    expect(setup.status).toBe(201);

    // The control endpoint answers only with the lock file's token.
    expect((await fetch(`${first.base}/api/ops/backup`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${first.base}/api/ops/backup`, { method: 'POST', headers: { 'x-leadsift-control-token': 'guess' } })).status).toBe(
      404,
    );

    const live = db(a, 'backup', file);
    expect(live.stderr).toBe('');
    expect(live.status).toBe(0);
    expect(live.stdout).toMatch(/^Backup written to .+live\.leadsift\.gz by the running server \(\d+ rows in \d+ tables, [\d.]+ MB\)\.\n$/);

    first.proc.child.kill('SIGTERM');
    expect(await first.proc.exited).toBe(0);
    // Stopped: the CLI opens the folder itself.
    const offline = db(a, 'backup', path.join(root, 'offline.leadsift.gz'));
    expect(offline.status, offline.stderr).toBe(0);
    expect(offline.stdout).toMatch(/^Backup written to .+offline\.leadsift\.gz \(\d+ rows/);

    const restored = db(b, 'restore', file);
    expect(restored.stderr).toBe('');
    expect(restored.stdout).toMatch(
      /^Restored .+ into DATA_DIR .+: \d+ rows in \d+ tables; row counts and credits ledger sums match the backup\.\n$/,
    );
    const again = db(b, 'restore', file);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/^The target is not empty \(1 in public\.user.*add --force to replace everything in it\.\n$/);
    expect(db(b, 'restore', file, '--force').status).toBe(0);
    expect(db(b, 'restore', path.join(root, 'missing.gz')).stderr).toMatch(/missing\.gz does not exist\./);

    const second = await start(b);
    const signIn = await fetch(`${second.base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: second.base },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    expect(signIn.status).toBe(200);
    const me = await fetch(`${second.base}/api/me`, {
      headers: { authorization: `Bearer ${((await signIn.json()) as { token: string }).token}` },
    });
    expect(((await me.json()) as { email?: string; user?: { email: string } }).user?.email ?? '').toBe(admin.email);
  });
});
