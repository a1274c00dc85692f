// Demo requests as administrators see them (Admin → Demo requests): a page newest first, the count of new ones
// for the badge, "seen" once an administrator has opened the list, and a CSV export recorded in the audit log.
import {
  CSV_BOM,
  DEMO_REQUESTS_CSV_HEADERS,
  csvCell,
  type DemoRequestEntry,
  type DemoRequestsPage,
  type DemoRequestsQuery,
} from '@leadsift/shared';
import { count, desc, isNull, lte, and } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { demoRequests } from '../../db/schema/index.ts';
import { recordAudit, type Actor } from '../audit/audit.service.ts';
import { INSTALLATION_TARGET } from '../admin/model-budget.service.ts';

type Row = typeof demoRequests.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toEntry(row: Row): DemoRequestEntry {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    company: row.company,
    pageUri: row.pageUri,
    createdAt: row.createdAt.toISOString(),
    seenAt: iso(row.seenAt),
    forwardedAt: iso(row.forwardedAt),
  };
}

/** Newest first (id breaks a tie of one instant, so pages neither repeat nor skip a row). */
const newestFirst = [desc(demoRequests.createdAt), desc(demoRequests.id)];

export async function listDemoRequests(db: DbOrTx, query: DemoRequestsQuery): Promise<DemoRequestsPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(demoRequests)
      .orderBy(...newestFirst)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(demoRequests),
  ]);
  return { success: true, data: rows.map(toEntry), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** Requests no administrator has listed yet: the badge's number. */
export async function countUnseenDemoRequests(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(demoRequests).where(isNull(demoRequests.seenAt));
  return row?.n ?? 0;
}

/** Marks every request that came in up to `now` as seen; one sent a moment later stays new. */
export async function markDemoRequestsSeen(db: DbOrTx, now = new Date()): Promise<number> {
  const marked = await db
    .update(demoRequests)
    .set({ seenAt: now })
    .where(and(isNull(demoRequests.seenAt), lte(demoRequests.createdAt, now)))
    .returning({ id: demoRequests.id });
  return marked.length;
}

/** Every request as CSV (UTF-8 with BOM, formula-safe cells), newest first; the export is audited in its transaction. */
export async function exportDemoRequestsCsv(db: Db, actor: Actor): Promise<{ csv: string; rows: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(demoRequests)
      .orderBy(...newestFirst);
    const lines = rows.map((r) =>
      [r.createdAt.toISOString(), r.firstName, r.lastName, r.email, r.company, r.pageUri, r.forwardedAt ? 'yes' : 'no']
        .map(csvCell)
        .join(','),
    );
    await recordAudit(tx, actor, {
      action: 'export_demo_requests',
      target: INSTALLATION_TARGET,
      before: null,
      after: { rows: rows.length },
    });
    return { csv: `${CSV_BOM}${[DEMO_REQUESTS_CSV_HEADERS.join(','), ...lines].join('\r\n')}\r\n`, rows: rows.length };
  });
}
