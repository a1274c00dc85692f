import { eq, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { filterJobs, researchJobs } from '../../db/schema/index.ts';
import type { Runtime } from '../../runtime-types.ts';
import type { Balance } from '../credits/credits.service.ts';
import { tierForWorkspace } from '../credits/tiers.service.ts';
import { enqueueDelivery } from './deliveries.ts';

/**
 * The one place events leave for webhooks (ADR 0036): a job's completion, failure or pause (from the one
 * path of job state changes, modules/job-events/job-events.ts) and a charge that leaves the credits low —
 * inside the transaction that writes that state, so the deliveries commit (durably, as pg-boss jobs) with it.
 */
export type WebhookEvent =
  | { type: 'filter.completed' | 'filter.failed' | 'filter.paused'; jobId: string }
  | { type: 'research.completed' | 'research.failed' | 'research.paused'; jobId: string }
  | { type: 'credits.low'; workspaceId: string; available: number; monthlyAllowance: number }
  | { type: 'automation.failed'; workspaceId: string; runId: string; data: AutomationFailure };

/** What an `automation.failed` message carries (ADR 0065). */
export type AutomationFailure = {
  automationId: string;
  name: string;
  runId: string;
  error: string;
  consecutiveFailures: number;
  /** True when this failure paused the automation (the third in a row). */
  paused: boolean;
};

export type WebhookEventDeps = Pick<Runtime, 'jobs' | 'config'>;

export async function emitWebhookEvent(deps: WebhookEventDeps, tx: Tx, event: WebhookEvent): Promise<void> {
  const built = await buildEvent(deps, tx, event);
  if (!built) return;
  const endpoints = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM webhook_endpoints WHERE workspace_id = ${built.workspaceId} AND enabled AND ${event.type} = ANY(events)`,
  );
  for (const endpoint of endpoints) {
    await enqueueDelivery(deps, tx, endpoint.id, { type: event.type, eventKey: built.eventKey, data: built.data });
  }
}

/** The workspace whose endpoints hear the event (ADR 0067), its key (one delivery per endpoint and key) and its data. */
type Built = { workspaceId: string; eventKey: string; data: Record<string, unknown> };

async function buildEvent(deps: WebhookEventDeps, tx: Tx, event: WebhookEvent): Promise<Built | null> {
  const base = deps.config.BASE_URL.replace(/\/+$/, '');
  const now = Date.now();
  if (event.type === 'credits.low') {
    // One a day at most per account: the key is the day.
    const day = new Date(now).toISOString().slice(0, 10);
    return {
      workspaceId: event.workspaceId,
      eventKey: `credits.low:${day}`,
      data: { available: event.available, monthlyAllowance: event.monthlyAllowance, usageUrl: `${base}/api/usage/stats` },
    };
  }
  if (event.type === 'automation.failed') {
    return {
      workspaceId: event.workspaceId,
      eventKey: `automation.failed:${event.runId}`,
      data: { ...event.data, automationUrl: `${base}/api/automations/${event.data.automationId}` },
    };
  }
  if (event.type.startsWith('filter.')) {
    const [job] = await tx.select().from(filterJobs).where(eq(filterJobs.id, event.jobId));
    if (!job) return null;
    return {
      workspaceId: job.workspaceId,
      // A job paused and resumed twice pauses twice: pauses are keyed by when they happened.
      eventKey: event.type === 'filter.paused' ? `${event.type}:${job.id}:${now}` : `${event.type}:${job.id}`,
      data: {
        id: job.id,
        kind: 'filter',
        name: job.jobName,
        status: job.status,
        message: job.message,
        error: job.error,
        rowCount: job.rowCount,
        keptCount: job.stats?.keptRowCount ?? null,
        excludedCount: job.stats?.excludedRowCount ?? null,
        creditsCharged: job.creditsCharged,
        automationId: job.automationId,
        createdAt: job.createdAt.toISOString(),
        completedAt: job.completedAt?.toISOString() ?? null,
        progressUrl: `${base}/api/progress/${job.id}`,
        resultsUrl: `${base}/api/results/${job.id}`,
        exportUrl: `${base}/api/export/${job.id}`,
      },
    };
  }
  const [job] = await tx.select().from(researchJobs).where(eq(researchJobs.id, event.jobId));
  if (!job) return null;
  const [charged] = await queryRows<{ credits: number }>(
    tx,
    sql`SELECT coalesce(sum(credits_charged), 0)::int AS credits FROM research_websites WHERE job_id = ${job.id}`,
  );
  return {
    workspaceId: job.workspaceId,
    eventKey: event.type === 'research.paused' ? `${event.type}:${job.id}:${now}` : `${event.type}:${job.id}`,
    data: {
      id: job.id,
      kind: 'research',
      name: job.name,
      status: job.status,
      message: job.message,
      error: job.error,
      pausedFor: job.pausedFor,
      rowCount: job.totalRows,
      websiteCount: job.totalWebsites,
      processedWebsites: job.processedWebsites,
      keptCount: job.keptCount,
      creditsCharged: charged?.credits ?? 0,
      automationId: job.automationId,
      createdAt: job.createdAt.toISOString(),
      completedAt: job.completedAt?.toISOString() ?? null,
      progressUrl: `${base}/api/research/jobs/${job.id}`,
      resultsUrl: `${base}/api/research/jobs/${job.id}/results`,
      exportUrl: `${base}/api/research/jobs/${job.id}/export`,
    },
  };
}

/** credits.low fires when a charge takes the balance below a tenth of the plan's monthly credits. */
export function crossedLowCredits(before: number, after: number, monthlyAllowance: number): boolean {
  if (monthlyAllowance <= 0 || before < 0 || after < 0) return false;
  const threshold = Math.ceil(monthlyAllowance * 0.1);
  return before >= threshold && after < threshold;
}

/** After a charge in `tx`: emits credits.low when this charge crossed the threshold (never for unlimited plans). */
export async function watchLowCredits(deps: WebhookEventDeps, tx: Tx, workspaceId: string, amount: number, after: Balance): Promise<void> {
  if (after.unlimited || amount <= 0) return;
  const tier = await tierForWorkspace(tx, workspaceId);
  if (!crossedLowCredits(after.available + amount, after.available, tier.creditsPerMonth)) return;
  const monthlyAllowance = tier.creditsPerMonth;
  await emitWebhookEvent(deps, tx, { type: 'credits.low', workspaceId, available: after.available, monthlyAllowance });
}
