import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';

describe('emergency reset and drafts', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('does nothing for an anonymous caller and answers JSON 200', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/emergency-reset',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, signedIn: false, draftsCleared: 0 });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("clears only the caller's drafts", async () => {
    const alice = await createTestUser(ctx);
    const bob = await createTestUser(ctx);
    for (const u of [alice, bob]) {
      const put = await ctx.app.inject({
        method: 'PUT',
        url: '/api/drafts/filter-wizard',
        headers: u.headers,
        payload: { data: { activeStep: 2 } },
      });
      expect(put.statusCode).toBe(200);
    }
    const reset = await ctx.app.inject({ method: 'POST', url: '/api/emergency-reset', headers: alice.headers, payload: {} });
    expect(reset.json()).toEqual({ success: true, signedIn: true, draftsCleared: 1 });
    expect((await ctx.app.inject({ url: '/api/drafts/filter-wizard', headers: alice.headers })).statusCode).toBe(404);
    const bobs = await ctx.app.inject({ url: '/api/drafts/filter-wizard', headers: bob.headers });
    expect(bobs.json().data).toEqual({ activeStep: 2 });
  });

  it('requires sign-in for drafts', async () => {
    expect((await ctx.app.inject({ url: '/api/drafts/filter-wizard' })).statusCode).toBe(401);
  });
});
