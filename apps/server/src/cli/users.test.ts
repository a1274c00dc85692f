import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDriver } from '../test/test-db.ts';

describe(`users CLI (${testDriver})`, { timeout: 180_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'leadsift-cli-'));
  let dbUrl: string | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const run = (...args: string[]) =>
    spawnSync(process.execPath, [path.resolve(import.meta.dirname, 'users.ts'), ...args], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...(dbUrl ? { DATABASE_URL: dbUrl } : {}) },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('creates, lists and promotes users on the configured database', async () => {
    if (testDriver === 'postgres') ({ url: dbUrl, drop } = await createTestDatabase());
    const created = run('create', '--email', 'Ops@Example.com', '--password', 'secret1', '--name', 'Ops', '--tier', 'agency_user');
    expect(created.stderr).toBe('');
    expect(created.stdout).toMatch(/Created ops@example\.com \(user, tier agency_user\)/);

    expect(run('create', '--email', 'ops@example.com', '--password', 'secret1').stderr).toMatch(/already exists/);
    expect(run('create', '--email', 'short@example.com', '--password', '123').stderr).toMatch(/at least 6 characters/);

    expect(run('set-role', '--email', 'ops@example.com', '--role', 'admin').stdout).toMatch(/is now admin/);
    const list = run('list');
    expect(list.stdout).toMatch(/^ops@example\.com\tadmin\tagency_user\tOps\t/m);
    expect(run('bogus').status).toBe(2);
  });
});
