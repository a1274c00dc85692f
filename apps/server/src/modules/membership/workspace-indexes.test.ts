import { randomUUID } from 'node:crypto';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../../db/client.ts';
import { user, workspaces } from '../../db/schema/index.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { workspaceJobsQuery } from '../filter/filter.service.ts';
import { workspaceResearchQuery } from '../research/research.service.ts';
import { workspaceTemplatesQuery } from '../templates/templates.service.ts';
import { workspaceUploadsQuery } from '../uploads/uploads-files.service.ts';

// The lists of a workspace read through the indexes that lead with workspace_id (migration 0033, ADR 0067): with
// enough rows of many workspaces, the planner's plan of each list query — the services' own query builders — is an
// index scan of that index, never a sequential scan of the table.

const WORKSPACES = 60;
const ROWS_EACH = 60;

/** The plan's text of `query` (EXPLAIN without ANALYZE: nothing runs). */
async function planOf(db: Db, query: SQLWrapper): Promise<string> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(db, sql`EXPLAIN ${query}`);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

describe(`workspace list queries use the workspace indexes (${testDriver})`, () => {
  let ctx: TestContext;
  let target: string;

  beforeAll(async () => {
    ctx = await createTestApp({ work: false });
    const { db } = ctx.runtime;
    const owner = randomUUID();
    await db.insert(user).values({ id: owner, name: 'Owner', email: `${owner}@example.com` });
    const ids = Array.from({ length: WORKSPACES }, () => randomUUID());
    target = ids[7]!;
    await db.insert(workspaces).values(ids.map((id, i) => ({ id, name: `W${i}`, tier: 'beta_tester' })));
    const ws = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    // ROWS_EACH rows per workspace in every listed table, written by the database itself (one statement each).
    await db.execute(sql`
      INSERT INTO uploads (workspace_id, user_id, purpose, status, original_name, file_key, format, size_bytes, columns, created_at)
      SELECT w, ${owner}, 'filter', 'ready', 'f.csv', 'key-' || w || '-' || n, 'csv', 10, '["a"]'::jsonb, now() - n * interval '1 minute'
      FROM unnest(ARRAY[${ws}]::text[]) AS w, generate_series(1, ${ROWS_EACH}) AS n`);
    await db.execute(sql`
      INSERT INTO filter_jobs (id, workspace_id, user_id, upload_id, job_name, selected_columns, column_indexes, column_config, model, row_count, created_at)
      SELECT 'filter_' || w || '_' || n, w, ${owner}, 'u', 'Job', '["a"]'::jsonb, '[0]'::jsonb, '{}'::jsonb, 'm', 1, now() - n * interval '1 minute'
      FROM unnest(ARRAY[${ws}]::text[]) AS w, generate_series(1, ${ROWS_EACH}) AS n`);
    await db.execute(sql`
      INSERT INTO research_jobs (id, workspace_id, user_id, name, instructions, model, source_type, upload_id, column_name, column_index, total_rows, total_websites, created_at)
      SELECT 'research_' || w || '_' || n, w, ${owner}, 'R', 'i', 'm', 'file', 'u', 'a', 0, 0, 0, now() - n * interval '1 minute'
      FROM unnest(ARRAY[${ws}]::text[]) AS w, generate_series(1, ${ROWS_EACH}) AS n`);
    await db.execute(sql`
      INSERT INTO saved_filters (workspace_id, user_id, name, filter_config, created_at)
      SELECT w, ${owner}, 'T', '{"selectedColumns":["a"],"reasoningText":"","model":null,"chunkSize":300,"logicMode":"AND","columnConfig":{}}'::jsonb,
        now() - n * interval '1 minute'
      FROM unnest(ARRAY[${ws}]::text[]) AS w, generate_series(1, ${ROWS_EACH}) AS n`);
    await db.execute(sql`ANALYZE uploads, filter_jobs, research_jobs, saved_filters`);
  }, 120_000);
  afterAll(() => ctx.close());

  const cases = [
    ['filter_jobs', 'filter_jobs_workspace_created_idx', (db: Db, id: string) => workspaceJobsQuery(db, id)],
    ['research_jobs', 'research_jobs_workspace_created_idx', (db: Db, id: string) => workspaceResearchQuery(db, id)],
    ['uploads', 'uploads_workspace_created_idx', (db: Db, id: string) => workspaceUploadsQuery(db, id)],
    ['saved_filters', 'saved_filters_workspace_idx', (db: Db, id: string) => workspaceTemplatesQuery(db, id)],
  ] as const;

  for (const [table, index, query] of cases) {
    it(`lists ${table} of one workspace through ${index}`, async () => {
      const { db } = ctx.runtime;
      const plan = await planOf(db, query(db, target));
      expect(plan, plan).toContain(index);
      expect(plan, plan).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
      // The same with sequential scans priced out: the index fits the query's shape (filter and order) as it is.
      await db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        const forced = await planOf(tx as unknown as Db, query(tx as unknown as Db, target));
        expect(forced, forced).toContain(index);
      });
      // And the answer is that workspace's rows only.
      const rows = (await query(db, target)) as Array<{ workspaceId: string }>;
      expect(rows).toHaveLength(ROWS_EACH);
      expect(new Set(rows.map((r) => r.workspaceId))).toEqual(new Set([target]));
    });
  }
});
