// The admin audit log (ADR 0018): one append-only row per administrator action, written with the
// transaction's handle so it commits or rolls back with the action itself.
import type { AuditEntry, AuditPage, AuditQuery } from '@leadsift/shared';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { adminAudit, type AdminAuditRow, type AuditAction } from '../../db/schema/index.ts';

/** Who acts, from where: the signed-in administrator and the request's client address. */
export type Actor = { id: string; email: string; ip: string | null };
/** The user acted on; kept by id and email, so entries stay findable after the user is deleted. */
export type AuditTarget = { id: string; email: string };
export type AuditChange = {
  action: AuditAction;
  target: AuditTarget;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason?: string | null;
  /** The workspace the action concerns (ADR 0067); none for installation-wide actions. */
  workspaceId?: string | null;
};

/** Appends one entry inside the action's transaction (`tx`, never the database handle). */
export async function recordAudit(tx: Tx, actor: Actor, change: AuditChange): Promise<void> {
  await tx.insert(adminAudit).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: change.action,
    targetUserId: change.target.id,
    targetEmail: change.target.email,
    before: change.before,
    after: change.after,
    reason: change.reason ?? null,
    ip: actor.ip,
    workspaceId: change.workspaceId ?? null,
  });
}

/** `%`, `_` and `\` are literal in a search text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function matchPerson(id: PgColumn, email: PgColumn, text: string): SQL | undefined {
  return or(eq(id, text), ilike(email, likePattern(text)));
}

function toEntry(row: AdminAuditRow): AuditEntry {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** A page of entries, newest first, filtered by actor, target (email part or exact id) and action. */
export async function listAudit(db: DbOrTx, query: AuditQuery): Promise<AuditPage> {
  const where = and(
    query.actor ? matchPerson(adminAudit.actorId, adminAudit.actorEmail, query.actor) : undefined,
    query.target ? matchPerson(adminAudit.targetUserId, adminAudit.targetEmail, query.target) : undefined,
    query.action ? eq(adminAudit.action, query.action) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminAudit)
      .where(where)
      .orderBy(desc(adminAudit.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(adminAudit).where(where),
  ]);
  return { success: true, data: rows.map(toEntry), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}
