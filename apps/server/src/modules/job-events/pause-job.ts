import { sql } from 'drizzle-orm';
import { queryRows, textArray, type Tx } from '../../db/client.ts';
import { jobStateChanged, type JobEventDeps, type JobKind, type PauseReason } from './job-events.ts';

const tables = { filter: 'filter_jobs', research: 'research_jobs' } as const;

/**
 * Pauses a job of either kind that is in one of the `from` states — with its reason and the message its
 * owner reads — and reports it (`jobStateChanged`), in the caller's transaction. The conditional UPDATE
 * makes it happen once: later callers (other chunks or websites of the job) find it paused. True when this
 * call paused it.
 */
export async function pauseJobIn(
  deps: JobEventDeps | undefined,
  tx: Tx,
  kind: JobKind,
  jobId: string,
  pause: { reason: PauseReason; message: string; from: readonly ('processing' | 'created')[] },
): Promise<boolean> {
  const paused = await queryRows<{ id: string }>(
    tx,
    sql`UPDATE ${sql.identifier(tables[kind])}
        SET status = 'paused', paused_for = ${pause.reason}, message = ${pause.message}, updated_at = now()
        WHERE id = ${jobId} AND status = ANY(${textArray(pause.from)})
        RETURNING id`,
  );
  if (paused.length === 0) return false;
  await jobStateChanged(deps, tx, { kind, jobId, state: 'paused', reason: pause.reason });
  return true;
}
