import type { AdminApiKey, ApiKeySummary, CreateApiKeyBody, CreatedApiKey } from '@leadsift/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { apiKeys, user, type ApiKeyRow, type ApiKeyScope } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { recordAudit, type Actor } from '../audit/audit.service.ts';
import type { ApiKeyCaller } from '../../guards/api-key-guard.ts';
import type { WorkspaceScope } from '../../runtime-types.ts';
import { assertRole } from '../membership/membership.service.ts';
import { generateApiKey, hashApiKey } from '../../lib/api-key-format.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toSummary(row: ApiKeyRow): ApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    lastFour: row.lastFour,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: iso(row.lastUsedAt),
    expiresAt: iso(row.expiresAt),
    revokedAt: iso(row.revokedAt),
  };
}

/**
 * Creates a key in the caller's workspace, acting as the caller there (owners and admins only, ADR 0067); the key
 * is in this answer only (its hash and last four are stored).
 */
export async function createApiKey(
  db: Db,
  actor: Actor,
  workspace: WorkspaceScope,
  body: CreateApiKeyBody,
  now = new Date(),
): Promise<CreatedApiKey> {
  assertRole(workspace, 'admin', 'create API keys');
  const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) throw badRequest('The expiry must be in the future');
  const key = generateApiKey();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({
        workspaceId: workspace.id,
        userId: actor.id,
        name: body.name,
        scope: body.scope,
        keyHash: hashApiKey(key),
        lastFour: key.slice(-4),
        expiresAt,
      })
      .returning();
    const summary = toSummary(row!);
    await recordAudit(tx, actor, {
      action: 'create_api_key',
      target: { id: actor.id, email: actor.email },
      before: null,
      after: { keyId: summary.id, name: summary.name, scope: summary.scope, lastFour: summary.lastFour, expiresAt: summary.expiresAt },
      workspaceId: workspace.id,
    });
    return { ...summary, key };
  });
}

/** The workspace's keys, whoever made them. */
export async function listApiKeys(db: Db, workspaceId: string): Promise<ApiKeySummary[]> {
  const rows = await db.select().from(apiKeys).where(eq(apiKeys.workspaceId, workspaceId)).orderBy(desc(apiKeys.createdAt)).limit(500);
  return rows.map(toSummary);
}

/** Every user's keys (or one user's), for administrators (name, owner, last used; never the hash). */
export async function listAllApiKeys(db: Db, userId?: string): Promise<AdminApiKey[]> {
  const rows = await db
    .select({ key: apiKeys, ownerEmail: user.email })
    .from(apiKeys)
    .innerJoin(user, eq(user.id, apiKeys.userId))
    .where(userId ? eq(apiKeys.userId, userId) : undefined)
    .orderBy(desc(apiKeys.createdAt))
    .limit(5000);
  return rows.map(({ key, ownerEmail }) => ({ ...toSummary(key), userId: key.userId ?? '', ownerEmail }));
}

/**
 * Revokes a key at once. `workspace` scopes it to the caller's workspace (another workspace's key answers 404;
 * owners and admins only); an installation administrator passes null. Revoking a revoked key changes nothing and
 * writes no entry.
 */
export async function revokeApiKey(db: Db, actor: Actor, keyId: string, workspace: WorkspaceScope | null): Promise<ApiKeySummary> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ key: apiKeys, ownerEmail: user.email })
      .from(apiKeys)
      .leftJoin(user, eq(user.id, apiKeys.userId))
      .where(and(eq(apiKeys.id, keyId), workspace ? eq(apiKeys.workspaceId, workspace.id) : undefined))
      .for('update', { of: apiKeys });
    if (found && workspace) assertRole(workspace, 'admin', 'revoke API keys');
    if (!found) throw notFound('API key not found');
    if (found.key.revokedAt) return toSummary(found.key);
    const [row] = await tx.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, keyId)).returning();
    await recordAudit(tx, actor, {
      action: 'revoke_api_key',
      target: { id: found.key.userId ?? actor.id, email: found.ownerEmail ?? actor.email },
      before: { keyId, name: found.key.name, revokedAt: null },
      after: { keyId, name: found.key.name, revokedAt: iso(row!.revokedAt) },
      workspaceId: found.key.workspaceId,
    });
    return toSummary(row!);
  });
}

/** Deleting or disabling a user revokes their keys, in the action's transaction. */
export async function revokeKeysOf(tx: Tx, userId: string): Promise<number> {
  const rows = await tx
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length;
}

/**
 * Authenticates a key with one statement: a usable key (not revoked, not expired, its maker not disabled and still
 * a member of the key's workspace — ADR 0067) gets its `last_used_at` and its one-minute rate window counted, and
 * the maker and workspace come back. Anything else is null.
 */
export async function authenticateApiKey(db: Db, key: string): Promise<ApiKeyCaller | null> {
  const [row] = await queryRows<{
    id: string;
    scope: ApiKeyScope;
    rateCount: number;
    rateWindow: string | Date;
    workspaceId: string;
    userId: string;
    email: string;
    name: string;
    image: string | null;
  }>(
    db,
    sql`
    WITH k AS (
      SELECT k.id FROM api_keys k JOIN "user" u ON u.id = k.user_id
        JOIN workspace_members m ON m.workspace_id = k.workspace_id AND m.user_id = k.user_id
      WHERE k.key_hash = ${hashApiKey(key)} AND k.revoked_at IS NULL
        AND (k.expires_at IS NULL OR k.expires_at > now()) AND u.banned IS NOT TRUE
    )
    UPDATE api_keys a SET
      last_used_at = now(),
      rate_count = CASE WHEN a.rate_window = date_trunc('minute', now()) THEN a.rate_count + 1 ELSE 1 END,
      rate_window = date_trunc('minute', now())
    FROM k, "user" u WHERE a.id = k.id AND u.id = a.user_id
    RETURNING a.id, a.scope, a.rate_count AS "rateCount", a.rate_window AS "rateWindow", a.workspace_id AS "workspaceId",
      u.id AS "userId", u.email, u.name, u.image`,
  );
  if (!row) return null;
  return {
    keyId: row.id,
    scope: row.scope,
    workspaceId: row.workspaceId,
    user: { id: row.userId, email: row.email, name: row.name, image: row.image },
    windowCount: Number(row.rateCount),
    windowEndsAt: new Date(new Date(row.rateWindow).getTime() + 60_000),
  };
}
