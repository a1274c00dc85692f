import { and, asc, desc, eq, ilike, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { REVIEW_CONFIDENCE } from '@leadsift/shared';
import type { Db } from '../../db/client.ts';
import { filterDecisions, type filterJobs } from '../../db/schema/index.ts';

type Job = typeof filterJobs.$inferSelect;

/** Decisions under this confidence are flagged 'Needs review' (one constant for server and web). */
export { REVIEW_CONFIDENCE };

export type DecisionsPageQuery = {
  column?: string | undefined;
  search?: string | undefined;
  needsReview?: boolean;
  sort: string;
  page: number;
  pageSize: number;
};

/** One page of the Decisions table (server-side filter, search, sort and pagination). */
export async function decisionsPage(db: Db, job: Job, query: DecisionsPageQuery) {
  const conditions: SQL[] = [
    eq(filterDecisions.filterId, job.id),
    or(isNotNull(filterDecisions.decision), isNotNull(filterDecisions.override))!,
  ];
  if (query.column) {
    const idx = job.selectedColumns.indexOf(query.column);
    conditions.push(eq(filterDecisions.columnIndex, idx === -1 ? -1 : job.columnIndexes[idx]!));
  }
  if (query.search?.trim()) {
    const term = `%${query.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(filterDecisions.value, term), ilike(filterDecisions.reason, term))!);
  }
  if (query.needsReview) conditions.push(lt(filterDecisions.confidence, REVIEW_CONFIDENCE));
  const where = and(...conditions);
  const order =
    query.sort === 'frequency'
      ? [asc(filterDecisions.frequency), asc(filterDecisions.value)]
      : query.sort === 'value'
        ? [asc(filterDecisions.value)]
        : query.sort === '-value'
          ? [desc(filterDecisions.value)]
          : [desc(filterDecisions.frequency), asc(filterDecisions.value)];
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(filterDecisions)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(filterDecisions)
      .where(where),
  ]);
  return {
    total: count?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    rows: rows.map((r) => ({
      column: job.selectedColumns[job.columnIndexes.indexOf(r.columnIndex)] ?? '',
      value: r.value,
      decision: r.override ?? r.decision ?? 'EXCLUDE',
      modelDecision: r.decision,
      reason: r.reason ?? '',
      frequency: r.frequency,
      confidence: r.confidence ?? 0,
      overridden: r.override !== null,
      needsReview: (r.confidence ?? 0) < REVIEW_CONFIDENCE,
    })),
  };
}
