import { and, asc, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { needsReview, REVIEW_CONFIDENCE, stateOf, type DecisionState } from '@leadsift/shared';
import type { Db } from '../../db/client.ts';
import { actorsOf } from '../membership/membership.service.ts';
import { filterDecisions, type filterJobs } from '../../db/schema/index.ts';

type Job = typeof filterJobs.$inferSelect;

/** Decisions under this confidence are flagged 'Needs review' (one constant for server and web). */
export { REVIEW_CONFIDENCE };

export type DecisionsPageQuery = {
  column?: string | undefined;
  search?: string | undefined;
  needsReview?: boolean;
  /** Only values in this state (ADR 0058); `needsReview` is the same as REVIEW. */
  state?: DecisionState | undefined;
  sort: string;
  page: number;
  pageSize: number;
};

/** The SQL of stateOf (packages/shared): REVIEW is unsure and not overridden; KEEP / EXCLUDE the decided rest. */
function stateSql(state: DecisionState): SQL {
  const d = filterDecisions;
  const review = sql`(${d.override} IS NULL AND coalesce(${d.confidence}, 0) < ${REVIEW_CONFIDENCE})`;
  if (state === 'REVIEW') return review;
  return sql`(coalesce(${d.override}, ${d.decision}, 'EXCLUDE') = ${state} AND NOT ${review})`;
}

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
  const state = query.needsReview ? 'REVIEW' : query.state;
  if (state) conditions.push(stateSql(state));
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
  const actor = await actorsOf(
    db,
    rows.map((r) => r.overriddenBy),
  );
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
      // An override clears the review mark (ADR 0058).
      needsReview: needsReview({ confidence: r.confidence ?? 0, overridden: r.override !== null }),
      state: stateOf({ decision: r.override ?? r.decision ?? 'EXCLUDE', confidence: r.confidence ?? 0, overridden: r.override !== null }),
      overriddenBy: r.override === null ? null : actor(r.overriddenBy),
      overriddenAt: r.override === null ? null : (r.overriddenAt?.toISOString() ?? null),
    })),
  };
}
