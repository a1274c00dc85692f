import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { createTestApp, type TestContext } from './test/test-runtime.ts';
import { metricsPerMinute } from './plugins/health.ts';
import type { AppInstance } from './runtime-types.ts';

describe('app foundation', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers health and readiness', async () => {
    expect((await ctx.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', queue: 'ok' } });
  });

  it('exposes Prometheus metrics', async () => {
    await ctx.app.inject('/healthz');
    const res = await ctx.app.inject('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('process_cpu_user_seconds_total');
    expect(res.body).toContain('http_requests_total');
  });

  it('rate limits /metrics per address (docs/security.md)', async () => {
    const codes = [];
    for (let i = 0; i <= metricsPerMinute; i++)
      codes.push((await ctx.app.inject({ url: '/metrics', remoteAddress: '10.66.0.1' })).statusCode);
    expect(codes.slice(0, metricsPerMinute).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    expect((await ctx.app.inject({ url: '/metrics', remoteAddress: '10.66.0.2' })).statusCode).toBe(200);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await ctx.app.inject('/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found: GET /api/does-not-exist' });
  });

  it('answers malformed JSON with a 400 error field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/emergency-reset',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Request body is not valid JSON' });
  });

  it('serves the OpenAPI document and its browser', async () => {
    const doc = await ctx.app.inject('/api/docs/json');
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toMatch(/^3\./);
    expect((await ctx.app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('sets security headers', async () => {
    const res = await ctx.app.inject('/healthz');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  describe('with a built SPA', () => {
    let app: AppInstance;
    beforeAll(async () => {
      const dist = path.join(ctx.dataDir, 'dist');
      mkdirSync(path.join(dist, 'assets'), { recursive: true });
      writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
      writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4096))})`);
      app = await buildApp(ctx.runtime, { webDistDir: dist });
    });
    afterAll(() => app.close());

    it('falls back to index.html for client routes', async () => {
      const res = await app.inject('/some/client/route');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
    });

    it('compresses assets for clients that accept it', async () => {
      const res = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
    });

    it('serves hashed assets as immutable', async () => {
      const res = await app.inject('/assets/app-abc123.js');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toContain('immutable');
    });

    it('still answers JSON 404 under /api', async () => {
      expect((await app.inject('/api/nothing')).headers['content-type']).toContain('application/json');
    });
  });
});
