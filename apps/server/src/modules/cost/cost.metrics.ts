import { sql } from 'drizzle-orm';
import { costUsd } from '@leadsift/shared';
import { Gauge, type Registry } from 'prom-client';
import { queryRows } from '../../db/client.ts';
import { cachedFor } from '../../lib/cached.ts';
import type { Runtime } from '../../runtime-types.ts';
import { jobEventsTotal } from '../job-events/job-events.ts';

type Labeled = Record<string, string>;

/** How long the database figures of /metrics are kept between scrapes (docs/security.md). */
export const metricsCacheMs = 15_000;

/**
 * A gauge whose values are read from the database (the figures of every process, not this one's), at most
 * once per `metricsCacheMs`: a scrape storm no longer runs the aggregates each time.
 */
function dbGauge(registry: Registry, name: string, help: string, labelNames: string[], uncached: () => Promise<Array<[Labeled, number]>>) {
  const read = cachedFor(metricsCacheMs, uncached);
  return new Gauge({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      this.reset();
      for (const [labels, value] of await read()) this.set(labels, value);
    },
  });
}

/**
 * Operator metrics: jobs by kind and state, the queue, model calls/tokens/failures/latency by
 * provider and model, month-to-date model spend, website visits by outcome, credits charged. Read from the
 * database so any node's /metrics tells the whole installation's story.
 */
export function registerCostMetrics(registry: Registry, runtime: Pick<Runtime, 'db' | 'config'>): void {
  const { db } = runtime;
  registry.registerMetric(jobEventsTotal);
  dbGauge(registry, 'leadsift_jobs', 'Jobs by kind and state', ['kind', 'state'], async () => {
    const rows = await queryRows<{ kind: string; state: string; n: number }>(
      db,
      sql`SELECT 'filter' AS kind, status AS state, count(*)::int AS n FROM filter_jobs GROUP BY status
          UNION ALL SELECT 'research', status, count(*)::int FROM research_jobs GROUP BY status`,
    );
    return rows.map((r) => [{ kind: r.kind, state: r.state }, r.n]);
  });
  const queue = async () =>
    queryRows<{ name: string; depth: number; oldest: number }>(
      db,
      sql`SELECT name, count(*)::int AS depth, coalesce(extract(epoch FROM now() - min(created_on)), 0)::float8 AS oldest
          FROM pgboss.job WHERE state::text IN ('created', 'retry') GROUP BY name`,
    );
  dbGauge(registry, 'leadsift_queue_depth', 'Queued jobs (created or waiting for a retry) by queue', ['queue'], async () =>
    (await queue()).map((r) => [{ queue: r.name }, r.depth]),
  );
  dbGauge(registry, 'leadsift_queue_oldest_seconds', 'Age of the oldest queued job by queue', ['queue'], async () =>
    (await queue()).map((r) => [{ queue: r.name }, r.oldest]),
  );
  const calls = async () =>
    queryRows<{ provider: string; model: string; calls: number; failed: number; input: number; output: number; latency: number }>(
      db,
      sql`SELECT provider, model, count(*)::float8 AS calls, (count(*) FILTER (WHERE outcome = 'failed'))::float8 AS failed,
            coalesce(sum(input_tokens), 0)::float8 AS input, coalesce(sum(output_tokens), 0)::float8 AS output,
            coalesce(sum(latency_ms), 0)::float8 / 1000 AS latency
          FROM model_call_log GROUP BY provider, model`,
    );
  const byModel = ['provider', 'model'];
  dbGauge(registry, 'leadsift_model_calls', 'Model calls recorded, by provider and model', byModel, async () =>
    (await calls()).map((r) => [{ provider: r.provider, model: r.model }, r.calls]),
  );
  dbGauge(registry, 'leadsift_model_call_failures', 'Model calls that failed, by provider and model', byModel, async () =>
    (await calls()).map((r) => [{ provider: r.provider, model: r.model }, r.failed]),
  );
  dbGauge(registry, 'leadsift_model_tokens', 'Model tokens by provider, model and direction', [...byModel, 'direction'], async () =>
    (await calls()).flatMap((r): Array<[Labeled, number]> => [
      [{ provider: r.provider, model: r.model, direction: 'input' }, r.input],
      [{ provider: r.provider, model: r.model, direction: 'output' }, r.output],
    ]),
  );
  dbGauge(registry, 'leadsift_model_latency_seconds_sum', 'Summed model call latency (divide by leadsift_model_calls)', byModel, async () =>
    (await calls()).map((r) => [{ provider: r.provider, model: r.model }, r.latency]),
  );
  dbGauge(
    registry,
    'leadsift_model_spend_usd_month',
    'Model spend this calendar month (UTC) of the models with a known price',
    [],
    async () => {
      const rows = await queryRows<{ model: string; inputTokens: number; outputTokens: number }>(
        db,
        sql`SELECT model, sum(input_tokens)::float8 AS "inputTokens", sum(output_tokens)::float8 AS "outputTokens"
          FROM model_call_log WHERE created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' GROUP BY model`,
      );
      const priced = rows.filter((r) => runtime.config.prices[r.model]);
      return [[{}, costUsd(priced, runtime.config.prices) ?? 0]];
    },
  );
  dbGauge(registry, 'leadsift_website_visits', 'Research websites visited, by outcome', ['outcome'], async () => {
    const rows = await queryRows<{ outcome: string; n: number }>(
      db,
      sql`SELECT status AS outcome, count(*)::int AS n FROM research_websites WHERE status IN ('done', 'unreachable') GROUP BY status`,
    );
    return rows.map((r) => [{ outcome: r.outcome }, r.n]);
  });
  dbGauge(registry, 'leadsift_credits_charged', 'Credits charged less credits refunded, all time', [], async () => {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`SELECT coalesce(-sum(delta), 0)::float8 AS n FROM credit_ledger WHERE kind IN ('charge', 'refund')`,
    );
    return [[{}, row?.n ?? 0]];
  });
}
