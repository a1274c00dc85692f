import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { adminOnly, declaresAccess, guardByDefault } from './route-access.ts';
import { requireUser } from './route-guards.ts';

/** A bare app with the hook and an anonymous caller (what plugins/auth.ts decorates, answering "nobody"). */
function appWithDefault(): FastifyInstance {
  const app = Fastify();
  app.decorateRequest('getSession', async () => null);
  app.decorateRequest('endedByDisabling', async () => false);
  app.addHook('onRoute', guardByDefault);
  return app;
}

describe('access declared one way, signed-in by default', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('closes an /api route that declares no access', async () => {
    app = appWithDefault();
    app.get('/api/forgotten', async () => ({ secret: true }));
    app.get('/api/open', { config: { public: 'a test' } }, async () => ({ open: true }));
    app.get('/api/auth/some-better-auth-path', async () => ({ betterAuth: true }));
    app.get('/healthz', async () => ({ ok: true }));
    expect((await app.inject({ url: '/api/forgotten' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/open' })).json()).toEqual({ open: true });
    expect((await app.inject({ url: '/api/auth/some-better-auth-path' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it("keeps a route's own hooks after the default guard", async () => {
    app = appWithDefault();
    const ran: string[] = [];
    app.get('/api/with-hook', { preValidation: async () => void ran.push('own') }, async () => ({}));
    expect((await app.inject({ url: '/api/with-hook' })).statusCode).toBe(401);
    expect(ran).toEqual([]);
  });

  it('leaves a guarded route as it declared itself', () => {
    const user = { url: '/api/x', method: 'GET', preHandler: requireUser } as const;
    const admin = { url: '/api/admin/x', method: 'GET', ...adminOnly } as const;
    expect(declaresAccess(user)).toBe(true);
    expect(declaresAccess(admin)).toBe(true);
    expect(declaresAccess({ url: '/api/x', preHandler: [async () => {}] })).toBe(false);
    const route: Parameters<typeof guardByDefault>[0] = { url: '/api/x' };
    guardByDefault(route);
    expect(route.preValidation).toEqual([requireUser]);
  });
});
