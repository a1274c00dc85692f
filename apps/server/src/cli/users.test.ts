import { afterAll, describe, expect, it } from 'vitest';
import { cliHarness } from '../test/cli-harness.ts';
import { testDriver } from '../test/test-db.ts';

describe(`users CLI (${testDriver})`, { timeout: 180_000 }, () => {
  const cli = cliHarness('users');
  const run = cli.run;
  afterAll(() => cli.cleanup());

  it('creates, lists and promotes users on the configured database', async () => {
    await cli.setup();
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
