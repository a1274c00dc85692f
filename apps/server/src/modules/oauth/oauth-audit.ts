import type { FastifyRequest } from 'fastify';
import type { Runtime } from '../../runtime-types.ts';
import { recordAudit, type Actor } from '../audit/audit.service.ts';

/** A registration has no signed-in actor: the audit log names the address it came from. */
const anonymous = (ip: string): Actor => ({ id: 'anonymous', email: 'anonymous', ip });

/**
 * Audit rows for what better-auth's OAuth endpoints did (docs/security.md): a client registered (by whom: an
 * address), a user's consent given (the user, the client, the scopes). Written after better-auth answered 2xx,
 * from the answer and the request; the user's Disconnect is audited in its own transaction (oauth.service.ts).
 */
export async function auditOAuthAnswer(runtime: Pick<Runtime, 'db'>, request: FastifyRequest, pathname: string, response: Response) {
  if (!response.ok || request.method !== 'POST') return;
  if (pathname === '/api/auth/oauth2/register') {
    const client = (await response
      .clone()
      .json()
      .catch(() => null)) as { client_id?: string; client_name?: string; redirect_uris?: string[] } | null;
    if (!client?.client_id) return;
    const hosts = [...new Set((client.redirect_uris ?? []).map((u) => URL.parse(u)?.host ?? u))];
    await runtime.db.transaction((tx) =>
      recordAudit(tx, anonymous(request.ip), {
        action: 'oauth_register',
        target: { id: client.client_id!, email: '' },
        before: null,
        after: { clientId: client.client_id, name: client.client_name ?? null, redirectHosts: hosts },
      }),
    );
    return;
  }
  if (pathname === '/api/auth/oauth2/consent') {
    const body = request.body as { accept?: unknown; oauth_query?: unknown; scope?: unknown } | undefined;
    if (body?.accept !== true || typeof body.oauth_query !== 'string') return;
    const session = await request.getSession();
    if (!session) return;
    const query = new URLSearchParams(body.oauth_query);
    const scope = typeof body.scope === 'string' ? body.scope : query.get('scope');
    const me = { id: session.user.id, email: session.user.email };
    await runtime.db.transaction((tx) =>
      recordAudit(
        tx,
        { ...me, ip: request.ip || null },
        {
          action: 'oauth_consent',
          target: me,
          before: null,
          after: { clientId: query.get('client_id'), scope },
        },
      ),
    );
  }
}
