import { researchOutcomeOf, type ResearchOutcomeCounts } from '@leadsift/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { researchWebsites as w } from '../../db/schema/index.ts';
import { dnsFailureStart } from '../../fetcher/errors.ts';

// What a research job did (docs/product.md#research-agent): "Not visited" when no website could be visited.
// A folder of its own: the research module and the job notices both read it, and notices are sent from the
// job-event path that research itself calls, so in either folder it would close a circle of folders.

/** A website not visited because its host did not resolve (the visit's error, pipeline.ts). */
const dnsFailedPattern = `Could not be visited: ${dnsFailureStart}%`;

/** The counts `researchOutcomeOf` needs, as aggregate columns over a job's websites. */
export const outcomeColumns = {
  rated: sql<number>`count(*) FILTER (WHERE ${w.status} = 'done')::int`,
  notVisited: sql<number>`count(*) FILTER (WHERE ${w.status} = 'unreachable')::int`,
  dnsFailed: sql<number>`count(*) FILTER (WHERE ${w.status} = 'unreachable' AND ${w.error} LIKE ${dnsFailedPattern})::int`,
};

export async function outcomeCounts(db: DbOrTx, jobId: string): Promise<ResearchOutcomeCounts> {
  const [counts] = await db.select(outcomeColumns).from(w).where(eq(w.jobId, jobId));
  return { rated: counts?.rated ?? 0, notVisited: counts?.notVisited ?? 0, dnsFailed: counts?.dnsFailed ?? 0 };
}

/** The outcome fields of a job's answer (none before it completes). */
export function outcomeFields(status: string, counts: ResearchOutcomeCounts) {
  return researchOutcomeOf(status, counts) ?? {};
}
