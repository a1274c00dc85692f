import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, queryRows, type DatabaseHandle, type Db } from './client.ts';
import { filterDecisions, notifications, profiles, workspaceMembers, workspaces } from './schema/index.ts';
import { hashApiKey } from '../lib/api-key-format.ts';
import { hashOAuthToken, oauthAccessTokenPrefix } from '../identity/oauth-provider.ts';
import { authenticateApiKey, listApiKeys } from '../modules/api-keys/api-keys.service.ts';
import { listAutomations } from '../modules/automations/automations.service.ts';
import { getUsageStats, getUserTier } from '../modules/credits/credits.service.ts';
import { listJobs } from '../modules/filter/filter.service.ts';
import { decisionsPage } from '../modules/filter/decisions-page.ts';
import { findMembership, resolveWorkspace } from '../modules/membership/membership.service.ts';
import { authenticateOAuthToken } from '../modules/oauth/oauth.service.ts';
import { listResearchJobs } from '../modules/research/research.service.ts';
import { listSavedFilters } from '../modules/templates/templates.service.ts';
import { listStoredUploads, storageUsed } from '../modules/uploads/uploads-files.service.ts';
import { listEndpoints } from '../modules/webhooks/webhooks.service.ts';
import { adminUrl, testDriver, urlForDatabase, withAdminClient } from '../test/test-db.ts';

// The workspaces migrations (0032–0034, ADR 0067) on a database that lived at 0031: every user's rows move to their
// personal workspace (id = theirs), and each user sees through the converted services exactly what they saw before.

const LAST_BEFORE_WORKSPACES = 31;

/** A copy of the migrations folder holding only migrations 0000–`last` (the journal cut there too). */
function migrationsUpTo(last: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'leadsift-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ idx: number; tag: string }> };
  const dropped = journal.entries.filter((e) => e.idx > last);
  journal.entries = journal.entries.filter((e) => e.idx <= last);
  writeFileSync(journalPath, JSON.stringify(journal, null, 2));
  for (const entry of dropped) rmSync(path.join(dir, `${entry.tag}.sql`));
  expect(readdirSync(dir).filter((f) => f.endsWith('.sql'))).toHaveLength(last + 1);
  return dir;
}

async function migrateTo(handle: DatabaseHandle, folder: string): Promise<void> {
  if (handle.kind === 'pglite') await migratePglite(handle.db as never, { migrationsFolder: folder });
  else await migratePg(handle.db as never, { migrationsFolder: folder });
}

type Seeded = {
  user: string;
  upload: string;
  job: string;
  research: string;
  template: string;
  key: string;
  keyId: string;
  endpoint: string;
  automation: string;
  token: string;
};

/** One user's rows as the 0031 schema held them: everything keyed by user_id, the ledger and the profile's tier. */
async function seedUser(db: Db, n: number, tier: string): Promise<Seeded> {
  const id = `user-${n}-${randomBytes(3).toString('hex')}`;
  const run = (statement: ReturnType<typeof sql>) => db.execute(statement);
  await run(sql`INSERT INTO "user" (id, name, email, email_verified, created_at, updated_at)
    VALUES (${id}, ${`User ${n}`}, ${`${id}@example.com`}, true, now() - interval '40 days', now())`);
  await run(sql`INSERT INTO profiles (id, display_name, tier) VALUES (${id}, ${`User ${n}`}, ${tier})`);
  const [upload] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO uploads (user_id, purpose, status, original_name, file_key, format, size_bytes, row_count, column_count, columns)
      VALUES (${id}, 'filter', 'ready', ${`leads-${n}.csv`}, ${`key-${id}`}, 'csv', ${1000 * n}, 3, 1, '["Industry"]'::jsonb) RETURNING id::text`,
  );
  const job = `filter_${Date.now()}_${n}`;
  await run(sql`INSERT INTO filter_jobs (id, user_id, upload_id, job_name, status, selected_columns, column_indexes, column_config, model, row_count, credits_charged)
    VALUES (${job}, ${id}, ${upload!.id}, ${`Job ${n}`}, 'completed', '["Industry"]'::jsonb, '[0]'::jsonb,
      '{"Industry":{"instructions":"keep software"}}'::jsonb, 'offline', 3, 3)`);
  await run(sql`INSERT INTO filter_decisions (filter_id, column_index, value_hash, value, frequency, chunk_no, decision, reason, confidence, source, override)
    VALUES (${job}, 0, md5('Software'), 'Software', 2, 0, 'KEEP', 'software', 0.9, 'model', NULL),
           (${job}, 0, md5('Retail'), 'Retail', 1, 0, 'KEEP', 'unsure', 0.4, 'model', 'EXCLUDE')`);
  const research = `research_${Date.now()}_${n}`;
  await run(sql`INSERT INTO research_jobs (id, user_id, name, instructions, model, source_type, upload_id, column_name, column_index, status, total_rows, total_websites)
    VALUES (${research}, ${id}, ${`Research ${n}`}, 'B2B', 'offline', 'file', ${upload!.id}, 'Industry', 0, 'completed', 0, 0)`);
  const [template] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO saved_filters (user_id, name, filter_config, overrides)
      VALUES (${id}, ${`Template ${n}`}, '{"selectedColumns":["Industry"],"reasoningText":"","model":null,"chunkSize":300,"logicMode":"AND","columnConfig":{}}'::jsonb,
        '{"Industry":{"Retail":"EXCLUDE"}}'::jsonb) RETURNING id::text`,
  );
  const key = `lsk_${randomBytes(20).toString('hex')}`;
  const [keyRow] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO api_keys (user_id, name, scope, key_hash, last_four) VALUES (${id}, 'ci', 'full', ${hashApiKey(key)}, ${key.slice(-4)}) RETURNING id::text`,
  );
  const [endpoint] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO webhook_endpoints (user_id, url, events, secret) VALUES (${id}, 'https://hooks.example/in', ARRAY['filter.completed'], 'whsec_x') RETURNING id::text`,
  );
  const [automation] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO automations (user_id, name, kind, template_id, source_type) VALUES (${id}, ${`Auto ${n}`}, 'filter', ${template!.id}::uuid, 'push') RETURNING id::text`,
  );
  await run(
    sql`INSERT INTO export_links (user_id, kind, job_id, token_hash, expires_at) VALUES (${id}, 'filter', ${job}, ${`hash-${id}`}, now() + interval '10 minutes')`,
  );
  await run(sql`INSERT INTO upload_reservations (user_id, bytes, expires_at) VALUES (${id}, 10, now() + interval '1 hour')`);
  // The credit account with its ledger: opened, a job charged, a bonus granted.
  await run(sql`INSERT INTO credit_accounts (user_id, unlimited, monthly_remaining, bonus_credits, used_this_month, month_reset_date)
    VALUES (${id}, false, ${5000 - 3 * n}, 100, ${3 * n}, now() + interval '10 days')`);
  await run(sql`INSERT INTO credit_ledger (user_id, kind, delta, bonus_delta, used_delta, balance_after, reason, job_ref, created_at) VALUES
    (${id}, 'grant', 5000, 0, 0, 5000, 'Opening balance', NULL, now() - interval '20 days'),
    (${id}, 'charge', ${-3 * n}, 0, ${3 * n}, ${5000 - 3 * n}, 'List Cleaner: job', ${job}, now() - interval '2 days'),
    (${id}, 'grant', 100, 100, 0, ${5100 - 3 * n}, 'Admin grant', NULL, now() - interval '1 day')`);
  await run(
    sql`INSERT INTO notifications (user_id, kind, title, link) VALUES (${id}, 'job_finished', 'done', ${`/activity/list-cleaner/${job}`})`,
  );
  // An OAuth grant for /mcp, made before workspaces (no reference id).
  const clientId = `client-${id}`;
  await run(
    sql`INSERT INTO oauth_client (id, client_id, redirect_uris, name) VALUES (${randomUUID()}, ${clientId}, ARRAY['http://127.0.0.1/cb'], 'Assistant')`,
  );
  await run(sql`INSERT INTO oauth_consent (id, client_id, user_id, scopes, resources, created_at, updated_at)
    VALUES (${randomUUID()}, ${clientId}, ${id}, ARRAY['full'], ARRAY['http://localhost:3000/mcp'], now(), now())`);
  const token = randomBytes(24).toString('hex');
  await run(sql`INSERT INTO oauth_access_token (id, token, client_id, user_id, resources, expires_at, created_at, scopes)
    VALUES (${randomUUID()}, ${hashOAuthToken(token)}, ${clientId}, ${id}, ARRAY['http://localhost:3000/mcp'], now() + interval '1 hour', now(), ARRAY['full'])`);
  return {
    user: id,
    upload: upload!.id,
    job,
    research,
    template: template!.id,
    key,
    keyId: keyRow!.id,
    endpoint: endpoint!.id,
    automation: automation!.id,
    token: oauthAccessTokenPrefix + token,
  };
}

describe(`migrations 0032–0034 on a database of 0031 (${testDriver})`, () => {
  let handle: DatabaseHandle;
  let dropDatabase: (() => Promise<void>) | undefined;
  let partial: string;
  const seeded: Seeded[] = [];
  const before = new Map<string, { balance: number; used: number }>();

  beforeAll(async () => {
    if (testDriver === 'postgres') {
      // An empty database of its own (the test template is already migrated).
      const name = `leadsift_m_${process.pid}_${randomBytes(4).toString('hex')}`;
      await withAdminClient((c) => c.query(`CREATE DATABASE ${name}`));
      expect(adminUrl()).toBeTruthy();
      handle = await openDatabase({ databaseUrl: urlForDatabase(name), poolSize: 2 });
      dropDatabase = () => withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined);
    } else {
      handle = await openDatabase({ pgliteDir: 'memory://' });
    }
    partial = migrationsUpTo(LAST_BEFORE_WORKSPACES);
    await migrateTo(handle, partial);
    seeded.push(await seedUser(handle.db, 1, 'beta_tester'), await seedUser(handle.db, 2, 'agency_user'));
    for (const s of seeded) {
      const [row] = await queryRows<{ balance: number; used: number }>(
        handle.db,
        sql`SELECT monthly_remaining + bonus_credits AS balance, used_this_month AS used FROM credit_accounts WHERE user_id = ${s.user}`,
      );
      before.set(s.user, row!);
    }
    await migrateTo(handle, migrationsFolder);
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
    await dropDatabase?.();
    if (partial) rmSync(partial, { recursive: true, force: true });
  });

  it('gives every user a personal workspace (id = theirs) they own, on the tier their profile had', async () => {
    const { db } = handle;
    for (const [s, tier] of [
      [seeded[0]!, 'beta_tester'],
      [seeded[1]!, 'agency_user'],
    ] as const) {
      const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, s.user));
      expect(workspace).toMatchObject({ personal: true, tier, name: 'Personal' });
      expect(await findMembership(db, s.user, s.user)).toMatchObject({ id: s.user, role: 'owner', personal: true });
      expect(await resolveWorkspace(db, s.user, null)).toMatchObject({ id: s.user });
      expect((await getUserTier(db, s.user)).name).toBe(tier);
    }
    // The tier has one home now.
    const columns = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'profiles' AND column_name = 'tier'`,
    );
    expect(columns[0]!.n).toBe(0);
    expect(await db.$count(profiles)).toBe(2);
  });

  it('shows each user exactly their own jobs, files, templates, keys, webhooks and automations, and no one else’s', async () => {
    const { db } = handle;
    for (const s of seeded) {
      const others = seeded.filter((o) => o !== s);
      expect((await listJobs(db, s.user)).map((j) => j.id)).toEqual([s.job]);
      expect((await listResearchJobs(db, s.user)).map((j) => j.jobId)).toEqual([s.research]);
      expect((await listStoredUploads(db, s.user)).map((u) => ({ id: u.id, jobs: u.jobs.map((j) => j.id).sort() }))).toEqual([
        { id: s.upload, jobs: [s.job, s.research].sort() },
      ]);
      expect((await listSavedFilters(db, s.user)).map((t) => t.id)).toEqual([s.template]);
      expect((await listApiKeys(db, s.user)).map((k) => k.id)).toEqual([s.keyId]);
      expect((await listEndpoints(db, s.user)).map((e) => e.id)).toEqual([s.endpoint]);
      expect((await listAutomations(db, s.user)).map((a) => a.id)).toEqual([s.automation]);
      for (const o of others) expect((await listJobs(db, s.user)).map((j) => j.id)).not.toContain(o.job);
      // Rows keep who made them.
      const [job] = await listJobs(db, s.user);
      expect(job).toMatchObject({ workspaceId: s.user, userId: s.user });
    }
    expect(await storageUsed(db, seeded[1]!.user)).toBe(2000);
  });

  it('keeps each balance and the month’s usage; the ledger names the member for charges only', async () => {
    const { db } = handle;
    for (const s of seeded) {
      const stats = await getUsageStats(db, s.user);
      expect({ balance: stats.creditsAvailable, used: stats.creditsUsed }).toEqual(before.get(s.user));
      const ledger = await queryRows<{ kind: string; userId: string | null; workspaceId: string }>(
        db,
        sql`SELECT kind, user_id AS "userId", workspace_id AS "workspaceId" FROM credit_ledger WHERE workspace_id = ${s.user} ORDER BY id`,
      );
      expect(ledger).toEqual([
        { kind: 'grant', userId: null, workspaceId: s.user },
        { kind: 'charge', userId: s.user, workspaceId: s.user },
        { kind: 'grant', userId: null, workspaceId: s.user },
      ]);
    }
  });

  it('names the owner as who made the overrides made before, and the workspace of job notices', async () => {
    const { db } = handle;
    for (const s of seeded) {
      const [overridden] = await db
        .select()
        .from(filterDecisions)
        .where(eq(filterDecisions.filterId, s.job))
        .orderBy(filterDecisions.value);
      expect(overridden).toMatchObject({ value: 'Retail', override: 'EXCLUDE', overriddenBy: s.user });
      const [job] = await listJobs(db, s.user);
      const page = await decisionsPage(db, job!, { sort: 'value', page: 1, pageSize: 10 });
      expect(page.rows.find((r) => r.value === 'Retail')?.overriddenBy).toEqual({ id: s.user, name: expect.any(String) });
      const [notice] = await db.select().from(notifications).where(eq(notifications.userId, s.user));
      expect(notice!.workspaceId).toBe(s.user);
    }
  });

  it('keeps API keys and OAuth grants working, in the personal workspace', async () => {
    const { db } = handle;
    for (const s of seeded) {
      expect(await authenticateApiKey(db, s.key)).toMatchObject({ workspaceId: s.user, user: { id: s.user } });
      const token = await authenticateOAuthToken(db, s.token, 'http://localhost:3000/mcp');
      expect(token).toMatchObject({ workspaceId: s.user, caller: { userId: s.user, scope: 'full' } });
    }
    // A key whose maker is no longer a member of its workspace stops.
    const s = seeded[0]!;
    await db.delete(workspaceMembers).where(eq(workspaceMembers.userId, s.user));
    expect(await authenticateApiKey(db, s.key)).toBeNull();
  });
});
