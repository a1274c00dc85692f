import type { RouteOptions } from 'fastify';
import { authBasePath } from '../identity/http-endpoints.ts';
import { requireAdmin, requireUser } from './route-guards.ts';

// Who may call a route, declared one way (ADR 0055): `...adminOnly` for administrators, `preValidation:
// requireUser` (or `preHandler`) for signed-in callers and API keys, `config: { public: '<why>' }` for the few
// that answer anyone. A route under /api/ that declares none of them is signed-in only: the composition root runs
// `guardByDefault` on every route a module registers, so a forgotten guard closes a route instead of opening it.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Why this /api route answers without sign-in (a token in the URL, the sign-in page's settings, …). */
    public?: string;
  }
}

/** Administrators only, checked before the body is validated (a non-administrator learns nothing of its shape). */
export const adminOnly = { preValidation: requireAdmin } as const;

type Guarded = Pick<RouteOptions, 'url' | 'preValidation' | 'preHandler'> & { config?: { public?: string } };

const hooksOf = (route: Guarded): unknown[] => [route.preValidation, route.preHandler].flat().filter(Boolean);

/** Whether a route needs no default: outside /api, better-auth's own (ADR 0031), declared public, or guarded. */
export function declaresAccess(route: Guarded): boolean {
  if (!route.url.startsWith('/api/') || route.url.startsWith(`${authBasePath}/`)) return true;
  if (route.config?.public) return true;
  const hooks = hooksOf(route);
  return hooks.includes(requireUser) || hooks.includes(requireAdmin);
}

/**
 * `requireUser` declared as a pre-handler runs before validation instead, as `adminOnly` does: who may call a route,
 * in which workspace and with which role (403, 404) is answered before whether the body is well formed (400), so a
 * caller who may not learns nothing of its shape.
 */
function authBeforeValidation(route: Guarded): void {
  const handlers = [route.preHandler ?? []].flat();
  if (!handlers.includes(requireUser)) return;
  route.preHandler = handlers.filter((hook) => hook !== requireUser) as RouteOptions['preHandler'];
  route.preValidation = [requireUser, ...[route.preValidation ?? []].flat()] as RouteOptions['preValidation'];
}

/**
 * An `onRoute` hook: a route that declares no access is signed-in only (`requireUser` runs first), and a declared
 * `requireUser` runs before validation.
 */
export function guardByDefault(route: Guarded): void {
  authBeforeValidation(route);
  if (declaresAccess(route)) return;
  route.preValidation = [requireUser, ...[route.preValidation ?? []].flat()] as RouteOptions['preValidation'];
}
