import { sql } from 'drizzle-orm';
import { queryRows, textArray, type DbOrTx, type Tx } from '../../db/client.ts';
import { rowHash } from './fingerprint.ts';
import type { AutomationRow } from '../../db/schema/index.ts';
import type { RunPlan } from './plan.ts';
import type { Table } from './table.ts';

// Rows judged before (ADR 0065): a run keeps only rows whose values in the judged columns, under the same criteria,
// no earlier run of the automation judged. A row counts as judged while the run's job exists and has not failed:
// deleting that job, or its failing, makes the row new again.

const batch = 5000;

export type Split = { newRows: string[][]; newHashes: string[]; seen: number };

/**
 * Splits the table's rows into new and seen; `indexes` are the judged columns' positions in the table. With
 * `revisitAfterDays`, a row judged longer ago than that is new again.
 */
export async function splitSeen(
  db: DbOrTx,
  automation: Pick<AutomationRow, 'id' | 'revisitAfterDays'>,
  plan: RunPlan,
  table: Table,
  indexes: number[],
): Promise<Split> {
  const automationId = automation.id;
  const recent =
    automation.revisitAfterDays === null
      ? sql``
      : sql`AND r.created_at > now() - make_interval(days => ${automation.revisitAfterDays}::int)`;
  const hashes = table.rows.map((row) =>
    rowHash(
      plan.criteriaHash,
      indexes.map((i) => plan.keyOf(row[i] ?? '')),
    ),
  );
  const distinct = [...new Set(hashes)];
  const seenSet = new Set<string>();
  for (let start = 0; start < distinct.length; start += batch) {
    const found = await queryRows<{ rowHash: string }>(
      db,
      sql`SELECT s.row_hash AS "rowHash" FROM automation_seen_rows s
          JOIN automation_runs r ON r.id = s.run_id
          LEFT JOIN filter_jobs f ON r.job_kind = 'filter' AND f.id = r.job_id
          LEFT JOIN research_jobs j ON r.job_kind = 'research' AND j.id = r.job_id
          WHERE s.automation_id = ${automationId} AND s.criteria_hash = ${plan.criteriaHash}
            AND s.row_hash = ANY(${textArray(distinct.slice(start, start + batch))})
            AND coalesce(f.status, j.status) IS NOT NULL AND coalesce(f.status, j.status) <> 'failed' ${recent}`,
    );
    for (const f of found) seenSet.add(f.rowHash);
  }
  const newRows: string[][] = [];
  const newHashes: string[] = [];
  hashes.forEach((hash, i) => {
    if (seenSet.has(hash)) return;
    newRows.push(table.rows[i]!);
    newHashes.push(hash);
  });
  return { newRows, newHashes, seen: hashes.length - newRows.length };
}

/** Remembers the run's new rows as judged by it (a row judged by a failed or deleted run's job is taken over). */
export async function rememberRows(tx: Tx, automationId: string, criteriaHash: string, runId: string, hashes: string[]): Promise<void> {
  const distinct = [...new Set(hashes)];
  for (let start = 0; start < distinct.length; start += batch) {
    await tx.execute(sql`
      INSERT INTO automation_seen_rows (automation_id, criteria_hash, row_hash, run_id)
      SELECT ${automationId}::uuid, ${criteriaHash}, h, ${runId}::uuid FROM unnest(${textArray(distinct.slice(start, start + batch))}) AS h
      ON CONFLICT (automation_id, criteria_hash, row_hash) DO UPDATE SET run_id = EXCLUDED.run_id`);
  }
}
