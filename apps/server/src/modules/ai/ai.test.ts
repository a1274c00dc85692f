import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';

describe('GET /api/ai/status', () => {
  describe('with nothing configured', () => {
    let ctx: TestContext;
    let user: TestUser;
    beforeAll(async () => {
      ctx = await createTestApp({ work: false });
      user = await createTestUser(ctx);
    });
    afterAll(() => ctx.close());

    it('needs a signed-in user', async () => {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/ai/status' })).statusCode).toBe(401);
    });

    it('labels the offline keyword matcher', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/ai/status', headers: user.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        provider: 'offline',
        model: 'offline-keyword-matcher',
        models: ['offline-keyword-matcher'],
        offline: true,
        label: 'Offline keyword matcher (no AI model configured)',
      });
    });
  });

  describe('with an OpenAI-compatible server', () => {
    let ctx: TestContext;
    let user: TestUser;
    beforeAll(async () => {
      ctx = await createTestApp({
        work: false,
        env: {
          AI_PROVIDER: 'openai-compatible',
          AI_BASE_URL: 'http://127.0.0.1:9/v1',
          AI_API_KEY: 'secret-key-never-shown',
          AI_MODEL: 'llama3.1',
          AI_MODELS: 'qwen2.5, llama3.1',
        },
      });
      user = await createTestUser(ctx);
    });
    afterAll(() => ctx.close());

    it('names provider and models, and never the key or the server address', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/ai/status', headers: user.headers });
      expect(res.json()).toEqual({
        provider: 'openai-compatible',
        model: 'llama3.1',
        models: ['qwen2.5', 'llama3.1'],
        offline: false,
        label: 'OpenAI-compatible · llama3.1',
      });
      expect(res.body).not.toContain('secret-key');
      expect(res.body).not.toContain('127.0.0.1');
    });
  });
});
