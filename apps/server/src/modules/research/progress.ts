import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { researchJobs, type ResearchJobStatus } from '../../db/schema/index.ts';
import { jobStateChanged, type JobEventDeps } from '../job-events/job-events.ts';
import { formatCount } from '@leadsift/shared';
import { outOfCreditsMessage, creditLimitMessage } from './research.schemas.ts';

type Counts = { processed: number; running: number; total: number; status: string; pausedFor: string | null };

/** updateProgress in a transaction of its own (after a claim that found the balance short). True when it completed the job. */
export async function updateProgress(db: Db, jobId: string, events?: JobEventDeps): Promise<boolean> {
  return db.transaction((tx) => recountJob(tx, jobId, events));
}

/**
 * Recomputes the job's counters from its websites (so a retried website never counts twice): processed,
 * kept, mean relevance. The last website to land completes the job; a job paused for credits keeps its
 * 'Out of credits: N of M websites researched' message true as its running websites land.
 *
 * The job row is locked first, in a statement of its own: the count below then takes its snapshot after
 * every earlier recount committed, so two websites landing at once cannot write a count that misses one
 * of them (a single UPDATE … FROM (count) counts from the snapshot it took before waiting for the row).
 * Runs in the caller's transaction, so a website lands and is counted atomically (landSite). True when it completed the job.
 */
export async function recountJob(tx: Tx, jobId: string, events?: JobEventDeps): Promise<boolean> {
  const [locked] = await tx.select({ id: researchJobs.id }).from(researchJobs).where(eq(researchJobs.id, jobId)).for('update');
  if (!locked) return false;
  const [row] = await queryRows<Counts>(
    tx,
    sql`
    WITH s AS (
      SELECT count(*) FILTER (WHERE status IN ('done', 'unreachable'))::int AS processed,
             count(*) FILTER (WHERE status = 'running')::int AS running,
             count(*) FILTER (WHERE status = 'done' AND decision = 'KEEP')::int AS kept,
             avg(relevance_score) FILTER (WHERE status = 'done') AS avg,
             coalesce(bool_or(offline), false) AS offline
      FROM research_websites WHERE job_id = ${jobId}
    )
    UPDATE research_jobs j SET processed_websites = s.processed, kept_count = s.kept, avg_relevance_score = s.avg,
      offline = s.offline, updated_at = now()
    FROM s WHERE j.id = ${jobId}
    RETURNING s.processed, s.running, j.total_websites AS total, j.status, j.paused_for AS "pausedFor"`,
  );
  if (!row) return false;
  if (row.processed >= row.total && (row.status === 'processing' || row.status === 'paused')) {
    return completeJob(tx, jobId, ['processing', 'paused'], events);
  }
  const message =
    row.status === 'processing'
      ? `Researched ${formatCount(row.processed)} of ${formatCount(row.total)} websites`
      : row.status === 'paused' && row.pausedFor === 'credits'
        ? outOfCreditsMessage(row.processed + row.running, row.total)
        : row.status === 'paused' && row.pausedFor === 'limit'
          ? creditLimitMessage(row.processed, row.total)
          : null;
  if (message) await tx.execute(sql`UPDATE research_jobs SET message = ${message} WHERE id = ${jobId} AND status = ${row.status}`);
  return false;
}

/** Marks the job completed once (a second caller is a no-op). A paused job whose every website landed completes too. */
export async function completeJob(
  tx: Tx,
  jobId: string,
  from: ResearchJobStatus[] = ['processing', 'created'],
  events?: JobEventDeps,
): Promise<boolean> {
  const done = await tx
    .update(researchJobs)
    .set({ status: 'completed', pausedFor: null, message: 'Completed', completedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(researchJobs.id, jobId), inArray(researchJobs.status, from)))
    .returning({ id: researchJobs.id });
  if (done.length === 0) return false;
  await jobStateChanged(events, tx, { kind: 'research', jobId, state: 'completed' });
  return true;
}
