import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { SourcePlan } from './websites.ts';

const batch = 5000;

/** Writes a plan's websites and source rows, a few thousand per statement (one JSON parameter each). */
export async function insertPlan(tx: Tx, jobId: string, plan: SourcePlan): Promise<void> {
  for (let i = 0; i < plan.sites.length; i += batch) {
    const sites = plan.sites.slice(i, i + batch).map((s) => ({
      s: s.siteNo,
      k: s.key,
      u: s.url,
      h: s.host,
      n: s.rowCount,
      st: s.key.startsWith('invalid:') ? 'invalid' : 'pending',
    }));
    await tx.execute(sql`
      INSERT INTO research_websites (job_id, site_no, key, url, host, row_count, status, error)
      SELECT ${jobId}, v.s, v.k, v.u, v.h, v.n, v.st, CASE WHEN v.st = 'invalid' THEN 'Invalid website' END
      FROM jsonb_to_recordset(${JSON.stringify(sites)}::jsonb) AS v(s int, k text, u text, h text, n int, st text)`);
  }
  for (let i = 0; i < plan.rows.length; i += batch) {
    const rows = JSON.stringify(plan.rows.slice(i, i + batch));
    await tx.execute(sql`
      INSERT INTO research_rows (job_id, row_index, site_no)
      SELECT ${jobId}, (r->>0)::int, (r->>1)::int FROM jsonb_array_elements(${rows}::jsonb) AS r`);
  }
}
