import { asc } from 'drizzle-orm';
import { adminAudit } from '../../db/schema/index.ts';
import type { TestUser } from '../../test/factories.ts';
import type { TestContext } from '../../test/test-runtime.ts';

type Method = 'GET' | 'POST' | 'DELETE';

/** A real HTTP call through Fastify as `as` (null: anonymous). */
export function callAs(ctx: TestContext, as: TestUser | null, method: Method, url: string, payload?: unknown) {
  return ctx.app.inject({ method, url, headers: as?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** Every audit row, oldest first, read straight from the table. */
export async function auditRows(ctx: TestContext) {
  return ctx.runtime.db.select().from(adminAudit).orderBy(asc(adminAudit.id));
}

/** Every admin endpoint with a body that would succeed for an administrator. */
export function adminEndpoints(targetId: string): Array<[Method, string, unknown]> {
  return [
    ['GET', '/api/usage/admin/users', undefined],
    ['POST', '/api/usage/admin/grant-credits', { userId: targetId, credits: 5 }],
    ['POST', '/api/usage/admin/change-tier', { userId: targetId, tier: 'internal' }],
    ['POST', '/api/usage/admin/create-user', { email: 'x-403@example.com', password: 'secret1' }],
    ['DELETE', `/api/usage/admin/delete-user/${targetId}`, undefined],
    ['GET', '/api/admin/tiers', undefined],
    ['GET', '/api/admin/audit', undefined],
    ['POST', `/api/admin/users/${targetId}/role`, { role: 'admin' }],
    ['POST', `/api/admin/users/${targetId}/disable`, {}],
    ['POST', `/api/admin/users/${targetId}/enable`, {}],
    ['POST', `/api/admin/users/${targetId}/sign-out-everywhere`, {}],
  ];
}
