import { addMonths, utcDay, utcDaysBetween, type CreditsByKind, type UsageHistory } from '@leadsift/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { getAccount } from '../credits/credits.service.ts';

/** The UTC day of a ledger row, the same on PGlite and PostgreSQL whatever the session time zone. */
export const ledgerDay = sql.raw(`to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`);

/**
 * Credits used by kind, per ledger row: the net used_delta of charges and refunds (a refund counts on the
 * day it was given back). Every charge's reason starts with 'List Cleaner' or 'Research' (their services
 * write it); a research website with enhanced web search costs credits_per_website (2): 1 for the visit
 * and the rest for the search. A research job deleted since has lost that figure and counts as research.
 */
export const kindColumns = sql.raw(`
  sum(CASE WHEN l.reason LIKE 'Research%' THEN 0 ELSE l.used_delta END)::int AS "listCleaner",
  sum(CASE WHEN l.reason LIKE 'Research%'
    THEN l.used_delta - (l.used_delta * (coalesce(r.credits_per_website, 1) - 1)) / coalesce(r.credits_per_website, 1)
    ELSE 0 END)::int AS "research",
  sum(CASE WHEN l.reason LIKE 'Research%'
    THEN (l.used_delta * (coalesce(r.credits_per_website, 1) - 1)) / coalesce(r.credits_per_website, 1)
    ELSE 0 END)::int AS "webSearch"`);

export const ledgerFrom = sql.raw(`
  FROM credit_ledger l
  LEFT JOIN research_jobs r ON r.id = l.job_ref AND l.reason LIKE 'Research%'`);

type KindRow = CreditsByKind & { date: string };

/**
 * The workspace's credits used per day and by kind this billing cycle (its pool: every member's work, ADR 0067).
 * The cycle's rows are the charges and refunds after the last monthly reset (which zeroes used_this_month), so the
 * total is /api/usage/stats' creditsUsed exactly.
 */
export async function usageHistory(db: DbOrTx, workspaceId: string, now: Date = new Date()): Promise<UsageHistory> {
  const account = await getAccount(db, workspaceId, now);
  const [bounds] = await queryRows<{ lastReset: string | null; opened: Date | string | null }>(
    db,
    sql`SELECT max(id) FILTER (WHERE kind = 'reset')::text AS "lastReset", min(created_at) AS opened
        FROM credit_ledger WHERE workspace_id = ${workspaceId}`,
  );
  const afterId = bounds?.lastReset ?? '0';
  const rows = await queryRows<KindRow>(
    db,
    sql`SELECT ${ledgerDay} AS date, ${kindColumns} ${ledgerFrom}
        WHERE l.workspace_id = ${workspaceId} AND l.kind IN ('charge', 'refund') AND l.id > ${afterId}::bigint
        GROUP BY 1 ORDER BY 1`,
  );
  const cycleStart = cycleStartOf(account.monthResetDate, bounds?.opened ?? null);
  const first = rows[0] && rows[0].date < utcDay(cycleStart) ? new Date(`${rows[0].date}T00:00:00Z`) : cycleStart;
  const byDay = new Map(rows.map((r) => [r.date, r]));
  const days = utcDaysBetween(first, now).map((date) => {
    const r = byDay.get(date);
    return { date, listCleaner: r?.listCleaner ?? 0, research: r?.research ?? 0, webSearch: r?.webSearch ?? 0 };
  });
  const byKind = {
    listCleaner: sum(rows, 'listCleaner'),
    research: sum(rows, 'research'),
    webSearch: sum(rows, 'webSearch'),
  };
  return {
    cycleStart: cycleStart.toISOString(),
    resetDate: account.monthResetDate.toISOString(),
    days,
    byKind,
    total: byKind.listCleaner + byKind.research + byKind.webSearch,
  };
}

/** A month before the next reset, but not before the account was opened (its first ledger row). */
function cycleStartOf(resetDate: Date, opened: Date | string | null): Date {
  const monthBefore = addMonths(resetDate, -1);
  const openedAt = opened === null ? null : new Date(opened);
  return openedAt && openedAt > monthBefore ? openedAt : monthBefore;
}

function sum<K extends keyof CreditsByKind>(rows: readonly CreditsByKind[], key: K): number {
  return rows.reduce((n, r) => n + r[key], 0);
}
