import type { ModelPriceTable } from '@leadsift/shared';
import { jobUsage } from '../cost/usage-log.ts';
import { listedRows, type ResearchResultsResponse, type ResearchWebsite } from '@leadsift/shared';
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { researchWebsites, type ResearchJobRow, type ResearchWebsiteRow } from '../../db/schema/index.ts';
import { outcomeColumns, outcomeFields } from '../research-outcome/outcome.ts';
import type { ResultsQuery } from './research.schemas.ts';

const w = researchWebsites;

/** docs/product.md#limits sort score in SQL: 100 × quality weight (3/2/1) + bonus; 0 for a website without a rating. */
export const qualityScoreSql = sql<number>`(CASE ${w.qualityRanking} WHEN 'EXCELLENT' THEN 300 WHEN 'GOOD' THEN 200 WHEN 'ACCEPTABLE' THEN 100 ELSE 0 END + CASE WHEN ${w.qualityRanking} IS NULL THEN 0 ELSE coalesce(${w.bonusScore}, 0) END)`;

const qualified = and(eq(w.status, 'done'), eq(w.decision, 'KEEP'));
const disqualified = and(eq(w.status, 'done'), eq(w.decision, 'EXCLUDE'));
const notVisited = eq(w.status, 'unreachable');
const tabFilter = { qualified, disqualified, not_visited: notVisited, all: undefined } as const;

/** LIKE pattern matching `text` literally anywhere. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function toApiWebsite(row: ResearchWebsiteRow): ResearchWebsite {
  return {
    url: row.url,
    host: row.host,
    status: row.status === 'running' ? 'pending' : row.status,
    decision: row.decision,
    reasoning: row.reasoning,
    qualityRanking: row.qualityRanking,
    bonusScore: row.bonusScore,
    relevanceScore: row.relevanceScore,
    criteria: row.criteria ?? [],
    pagesVisited: row.pagesVisited ?? [],
    error: row.error,
    creditsCharged: row.creditsCharged,
    rowCount: row.rowCount,
    reusedFrom: row.reusedFrom?.toISOString() ?? null,
  };
}

/** The first `listedRows` source rows (1-based, below the header) of each invalid website on the page. */
async function invalidRowNumbers(db: Db, jobId: string, rows: ResearchWebsiteRow[]): Promise<Map<number, number[]>> {
  const invalid = rows.filter((row) => row.status === 'invalid').map((row) => row.siteNo);
  const out = new Map<number, number[]>();
  if (invalid.length === 0) return out;
  const found = await queryRows<{ siteNo: number; rowIndex: number }>(
    db,
    sql`SELECT site_no AS "siteNo", row_index AS "rowIndex" FROM (
          SELECT site_no, row_index, row_number() OVER (PARTITION BY site_no ORDER BY row_index) AS n
          FROM research_rows WHERE job_id = ${jobId} AND site_no IN (${sql.join(invalid, sql`, `)})
        ) listed WHERE n <= ${listedRows} ORDER BY site_no, row_index`,
  );
  for (const { siteNo, rowIndex } of found) out.set(siteNo, [...(out.get(siteNo) ?? []), Number(rowIndex) + 1]);
  return out;
}

function orderOf(sort: ResultsQuery['sort']): SQL[] {
  if (sort === 'website') return [asc(w.host), asc(w.url), asc(w.siteNo)];
  const byQuality = [sql`${qualityScoreSql} DESC`, asc(w.siteNo)];
  if (sort === 'decision') return [sql`CASE ${w.decision} WHEN 'KEEP' THEN 0 WHEN 'EXCLUDE' THEN 1 ELSE 2 END`, ...byQuality];
  return byQuality;
}

/** GET /api/research/jobs/:id/results: one page of the job's websites (tab, search, sort) and the totals. */
export async function researchResults(
  db: Db,
  job: ResearchJobRow,
  q: ResultsQuery,
  prices: ModelPriceTable,
): Promise<ResearchResultsResponse> {
  const search = q.search?.trim();
  const conditions = [
    eq(w.jobId, job.id),
    tabFilter[q.tab],
    search
      ? or(ilike(w.host, containsPattern(search)), ilike(w.url, containsPattern(search)), ilike(w.reasoning, containsPattern(search)))
      : undefined,
  ];
  const [counts] = await db
    .select({
      qualified: sql<number>`count(*) FILTER (WHERE ${qualified})::int`,
      disqualified: sql<number>`count(*) FILTER (WHERE ${disqualified})::int`,
      ...outcomeColumns,
    })
    .from(w)
    .where(eq(w.jobId, job.id));
  const [matching] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(w)
    .where(and(...conditions));
  const [reused] = await db
    .select({ count: sql<number>`count(*)::int`, since: sql<string | null>`min(${w.reusedFrom})` })
    .from(w)
    .where(and(eq(w.jobId, job.id), sql`${w.reusedFrom} IS NOT NULL`));
  const rows = await db
    .select()
    .from(w)
    .where(and(...conditions))
    .orderBy(...orderOf(q.sort))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const rowNumbers = await invalidRowNumbers(db, job.id, rows);
  return {
    jobId: job.id,
    name: job.name,
    status: job.status,
    completedAt: job.completedAt?.toISOString() ?? null,
    totalAccounts: job.totalWebsites,
    qualified: counts?.qualified ?? 0,
    disqualified: counts?.disqualified ?? 0,
    notVisited: counts?.notVisited ?? 0,
    ...outcomeFields(job.status, { rated: counts?.rated ?? 0, notVisited: counts?.notVisited ?? 0, dnsFailed: counts?.dnsFailed ?? 0 }),
    total: matching?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
    offline: job.offline,
    usage: await jobUsage(db, job.id, prices),
    reused: { count: reused?.count ?? 0, since: reused?.since ? new Date(reused.since).toISOString() : null },
    websites: rows.map((row) => {
      const numbers = rowNumbers.get(row.siteNo);
      return numbers ? { ...toApiWebsite(row), rowNumbers: numbers } : toApiWebsite(row);
    }),
  };
}
