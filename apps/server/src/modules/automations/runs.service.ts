import { runSummary, type AutomationRun, type AutomationRunStatus } from '@leadsift/shared';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, textArray, type DbOrTx } from '../../db/client.ts';

// Reading runs (ADR 0065): each with its job's live status and, for research, the credits its websites hold so far.

type RunRecord = Omit<AutomationRun, 'summary' | 'createdAt' | 'finishedAt'> & {
  automationId: string;
  createdAt: Date | string;
  finishedAt: Date | string | null;
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const selectRuns = (where: SQL, tail: SQL) => sql`
  SELECT r.id, r.automation_id AS "automationId", r.trigger, r.status, r.job_kind AS "jobKind", r.job_id AS "jobId",
    coalesce(f.status, j.status) AS "jobStatus", r.new_rows AS "newRows", r.seen_rows AS "seenRows",
    CASE WHEN j.id IS NOT NULL THEN (SELECT coalesce(sum(w.credits_charged), 0)::int FROM research_websites w WHERE w.job_id = j.id)
         ELSE r.credits END AS credits,
    r.error, r.created_at AS "createdAt", r.finished_at AS "finishedAt"
  FROM automation_runs r
  LEFT JOIN filter_jobs f ON r.job_kind = 'filter' AND f.id = r.job_id
  LEFT JOIN research_jobs j ON r.job_kind = 'research' AND j.id = r.job_id
  WHERE ${where} ${tail}`;

function toRun(r: RunRecord): AutomationRun {
  const run = {
    id: r.id,
    trigger: r.trigger,
    status: r.status as AutomationRunStatus,
    jobKind: r.jobKind,
    jobId: r.jobId,
    jobStatus: r.jobStatus,
    newRows: Number(r.newRows),
    seenRows: Number(r.seenRows),
    credits: Number(r.credits),
    error: r.error,
  };
  return { ...run, summary: runSummary(run), createdAt: iso(r.createdAt)!, finishedAt: iso(r.finishedAt) };
}

/** An automation's runs, newest first (the caller checked whose automation it is). */
export async function listRuns(db: DbOrTx, automationId: string, limit = 100): Promise<AutomationRun[]> {
  const rows = await queryRows<RunRecord>(
    db,
    selectRuns(sql`r.automation_id = ${automationId}`, sql`ORDER BY r.created_at DESC, r.id LIMIT ${limit}`),
  );
  return rows.map(toRun);
}

/** The newest run of each automation. */
export async function latestRuns(db: DbOrTx, automationIds: string[]): Promise<Map<string, AutomationRun>> {
  if (automationIds.length === 0) return new Map();
  const rows = await queryRows<RunRecord>(
    db,
    sql`SELECT DISTINCT ON ("automationId") * FROM (${selectRuns(
      sql`r.automation_id::text = ANY(${textArray(automationIds)})`,
      sql``,
    )}) runs ORDER BY "automationId", "createdAt" DESC, id`,
  );
  return new Map(rows.map((r) => [r.automationId, toRun(r)]));
}
