import { afterAll, describe, expect, it } from 'vitest';
import { cliHarness } from '../test/cli-harness.ts';
import { testDriver } from '../test/test-db.ts';

describe(`tiers CLI (${testDriver})`, { timeout: 180_000 }, () => {
  const cli = cliHarness('tiers');
  const run = cli.run;
  afterAll(() => cli.cleanup());

  it('lists the seeded tiers, creates and updates tiers on the configured database', async () => {
    await cli.setup();
    const seeded = run('list');
    expect(seeded.stderr).toBe('');
    expect(seeded.stdout).toMatch(/^beta_tester\tBeta Tester\t5000\t1000\t1024$/m);
    expect(seeded.stdout).toMatch(/^agency_user\tAgency User\t25000\t10000\t10240$/m);
    expect(seeded.stdout).toMatch(/^internal\tInternal\tunlimited\tunlimited\tunlimited$/m);

    const created = run('set', '--name', 'enterprise', '--display', 'Enterprise', '--credits', '100000', '--websites', '-1');
    expect(created.stderr).toBe('');
    expect(created.stdout).toMatch(
      /Created enterprise \(Enterprise\): 100000 credits\/month, unlimited websites\/job, 1024 MB storage\/user/,
    );
    const updated = run('set', '--name', 'beta_tester', '--credits', '6000', '--storage-mb', '2048');
    expect(updated.stdout).toMatch(/Updated beta_tester \(Beta Tester\): 6000 credits\/month, 1000 websites\/job, 2048 MB storage\/user/);
    const list = run('list').stdout;
    expect(list).toMatch(/^beta_tester\tBeta Tester\t6000\t1000\t2048$/m);
    expect(list).toMatch(/^enterprise\tEnterprise\t100000\tunlimited\t1024$/m);
  });

  it('refuses incomplete or invalid input with exit code 2', () => {
    expect(run('set', '--name', 'newbie', '--credits', '10')).toMatchObject({
      status: 2,
      stderr: expect.stringMatching(/needs --display/),
    });
    expect(run('set', '--name', 'x', '--display', 'X', '--credits', '-2', '--websites', '1')).toMatchObject({ status: 2 });
    expect(run('set', '--name', 'Bad Name', '--display', 'X', '--credits', '1', '--websites', '1').stderr).toMatch(/lower-case/);
    expect(run('set', '--name', 'x', '--storage-mb', 'lots').stderr).toMatch(/--storage-mb must be/);
    expect(run('bogus').status).toBe(2);
  });
});
