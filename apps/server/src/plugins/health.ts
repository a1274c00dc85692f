import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { pingDatabase } from '../db/client.ts';
import { registerCostMetrics } from '../modules/cost/cost.metrics.ts';
import type { Runtime } from '../runtime-types.ts';

/** `Authorization: Bearer <token>`, compared in constant time. */
function bearerMatches(token: string, header: string | undefined): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** /metrics requests a minute per address. */
export const metricsPerMinute = 60;

export function registerHealth(app: FastifyInstance, runtime: Runtime): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by method, route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: reply.statusCode });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const quiet = { logLevel: 'warn' as const, config: { rateLimit: false } };
  app.get('/healthz', quiet, async () => ({ status: 'ok' }));
  app.get('/readyz', quiet, async (_request, reply) => {
    const checks: Record<string, string> = {};
    try {
      await pingDatabase(runtime.db);
      checks.database = 'ok';
    } catch {
      checks.database = 'unreachable';
    }
    try {
      await runtime.boss.getQueues();
      checks.queue = 'ok';
    } catch {
      checks.queue = 'unreachable';
    }
    const ready = Object.values(checks).every((v) => v === 'ok');
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks });
  });
  registerCostMetrics(registry, runtime);
  const token = runtime.config.METRICS_TOKEN;
  if (!token) runtime.log.info('METRICS_TOKEN is not set: /metrics is public');
  // Per address (docs/security.md): a scrape every 15 s is 4 a minute; anything near this limit is not a scraper.
  const metricsRoute = { logLevel: 'warn' as const, config: { rateLimit: { max: metricsPerMinute, timeWindow: '1 minute' } } };
  app.get('/metrics', metricsRoute, async (request, reply) => {
    if (token && !bearerMatches(token, request.headers.authorization)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ error: 'Unauthorized' });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
