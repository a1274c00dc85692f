import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { uploadCsv, waitForJob } from '../../modules/filter/filter.test-helpers.ts';
import { createTestUser, signIn, type TestUser } from '../../test/factories.ts';
import { randomBytes } from 'node:crypto';
import { testDriver, urlForDatabase, withAdminClient } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { inTransaction, listTables, summarise } from './catalog.ts';
import { BackupError, dumpLines, restoreLines } from './dump.ts';
import { checkBackupFile, readBackupLines, writeDump, writeFileAtomically } from './files.ts';

const csv =
  'Company,Industry,Country\nAcme,Software,US\nGlobex,Banking,UK\nInitech,Pharma,US\nHooli,Software,UK\nUmbrella,Pharma,DE\nStark,Software,DE\n';

/** A user with an upload and a completed filter job: what a backup must bring back. */
async function seed(ctx: TestContext): Promise<{ user: TestUser; filterId: string; results: unknown }> {
  const user = await createTestUser(ctx);
  const { fileId } = await uploadCsv(ctx, user, 'leads.csv', csv);
  const filterId = (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/filter',
      headers: user.headers,
      payload: {
        jobName: 'Backup me',
        fileId,
        selectedColumns: ['Industry', 'Country'],
        logicMode: 'AND',
        filterConfig: {
          columnConfig: { Industry: { instructions: 'Keep: software, banking' }, Country: { instructions: 'Keep: US, UK' } },
        },
        rowCount: 6,
      },
    })
  ).json().filterId as string;
  expect(await waitForJob(ctx, user, filterId)).toBe('completed');
  return { user, filterId, results: await resultsOf(ctx, user.headers, filterId) };
}

async function resultsOf(ctx: TestContext, headers: Record<string, string>, filterId: string) {
  const res = await ctx.app.inject({ url: `/api/results/${filterId}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const summaryOf = (ctx: TestContext) =>
  inTransaction(ctx.runtime.database, 'read', async (sql) =>
    summarise(
      sql,
      (await listTables(sql)).filter((t) => t.schema === 'public'),
    ),
  );

describe(`backup and restore (${testDriver})`, { timeout: 180_000 }, () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'leadsift-backup-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('round trip: the restored database equals the original (row counts, ledger sums, a job’s results)', async () => {
    const source = await createTestApp();
    const { user, filterId, results } = await seed(source);
    const before = await summaryOf(source);
    expect(before.counts['public.upload_rows']).toBe(6);
    expect(before.ledger).toContain(user.id);
    const file = path.join(dir, 'round-trip.leadsift.gz');
    await writeFileAtomically(file, (out) => inTransaction(source.runtime.database, 'read', (sql) => writeDump(dumpLines(sql), out)));
    await source.close();
    expect((await checkBackupFile(file)).counts['public.user']).toBe(1);

    const target = await createTestApp();
    try {
      const restored = await inTransaction(target.runtime.database, 'write', (sql) =>
        restoreLines(sql, readBackupLines(file), { force: false }),
      );
      expect(restored.counts['public.credit_ledger']).toBe(before.counts['public.credit_ledger']);
      expect(await summaryOf(target)).toEqual(before);
      // The old session token still works, and so does the password; the job's results are the same.
      expect(await resultsOf(target, user.headers, filterId)).toEqual(results);
      const token = await signIn(target, user.email, user.password);
      expect(await resultsOf(target, { authorization: `Bearer ${token}` }, filterId)).toEqual(results);

      // Restoring again would overwrite: refused without --force, nothing changed.
      const again = inTransaction(target.runtime.database, 'write', (sql) => restoreLines(sql, readBackupLines(file), { force: false }));
      await expect(again).rejects.toThrow(/^The target is not empty \(1 in public\.user.*add --force to replace everything in it\.$/);
      const forced = await inTransaction(target.runtime.database, 'write', (sql) =>
        restoreLines(sql, readBackupLines(file), { force: true }),
      );
      expect(forced.counts).toEqual(restored.counts);
      expect(await summaryOf(target)).toEqual(before);
      // New rows get new ids after a restore (sequences moved past the restored ones).
      const other = await createTestUser(target);
      const { fileId } = await uploadCsv(target, other, 'more.csv', csv);
      expect(fileId).toBeTruthy();
    } finally {
      await target.close();
    }
  });

  it('refuses a file that is not a backup, or one cut short, and restores nothing', async () => {
    const ctx = await createTestApp();
    try {
      const notBackup = path.join(dir, 'not-a-backup.gz');
      await writeFileAtomically(notBackup, (out) =>
        writeDump(
          (async function* () {
            yield ['hello'];
          })(),
          out,
        ),
      );
      await expect(
        inTransaction(ctx.runtime.database, 'write', (sql) => restoreLines(sql, readBackupLines(notBackup), { force: false })),
      ).rejects.toThrow('This file is not a LeadSift backup.');
      const cut = path.join(dir, 'cut.gz');
      await writeFileAtomically(cut, (out) =>
        inTransaction(ctx.runtime.database, 'read', (sql) =>
          writeDump(
            (async function* () {
              for await (const lines of dumpLines(sql)) if (!lines[0]!.startsWith('#end ')) yield lines;
            })(),
            out,
          ),
        ),
      );
      await expect(
        inTransaction(ctx.runtime.database, 'write', (sql) => restoreLines(sql, readBackupLines(cut), { force: true })),
      ).rejects.toThrow(BackupError);
      expect((await summaryOf(ctx)).counts['public.tiers']).toBeGreaterThan(0);
    } finally {
      await ctx.close();
    }
  });
});

// copy-to goes from PGlite to PostgreSQL: it runs in the PGlite pass when a PostgreSQL server is configured.
describe.skipIf(testDriver !== 'pglite' || !process.env.TEST_DATABASE_URL)('npm run db -- copy-to', { timeout: 240_000 }, () => {
  it('copies everything into an empty PostgreSQL database; the app on DATABASE_URL signs the same user in and shows the same results', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadsift-copy-to-'));
    // A bare new database: copy-to applies the migrations and the queue's schema itself.
    const name = `leadsift_copy_${randomBytes(4).toString('hex')}`;
    await withAdminClient((c) => c.query(`CREATE DATABASE ${name}`));
    const url = urlForDatabase(name);
    const drop = () => withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    try {
      const source = await createTestApp({ dataDir });
      const { user, filterId, results } = await seed(source);
      const before = await summaryOf(source);
      await source.close();

      const cli = (...args: string[]) =>
        spawnSync(process.execPath, [path.resolve(import.meta.dirname, '../../cli/db.ts'), ...args], {
          env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'warn', AUTH_SECRET: source.config.AUTH_SECRET },
          encoding: 'utf8',
          timeout: 200_000,
        });
      const copied = cli('copy-to', url);
      expect(copied.stderr).toBe('');
      expect(copied.status).toBe(0);
      expect(copied.stdout).toMatch(
        /^Copied \d+ rows in \d+ tables from DATA_DIR .+ into postgres:\/\/.+; row counts and credits ledger sums match\.\n/,
      );
      // Into a database that has data now: refused, nothing changed.
      const twice = cli('copy-to', url);
      expect(twice.status).toBe(1);
      expect(twice.stderr).toMatch(/^The target is not empty/);

      const target = await createTestApp({ databaseUrl: url, dataDir });
      try {
        expect(target.runtime.database.kind).toBe('postgres');
        expect(await summaryOf(target)).toEqual(before);
        const token = await signIn(target, user.email, user.password);
        expect(await resultsOf(target, { authorization: `Bearer ${token}` }, filterId)).toEqual(results);
      } finally {
        await target.close();
      }
    } finally {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
