import { formatCount, rerunRefusal, retryMessage, type RetryWebsitesAnswer } from '@leadsift/shared';
import { and, eq, sql } from 'drizzle-orm';
import { researchJobs, researchWebsites } from '../../db/schema/index.ts';
import { conflict, HttpError } from '../../lib/http-error.ts';
import type { Runtime, WorkspaceCaller } from '../../runtime-types.ts';
import { forgetFailedVisits } from '../../site-research/index.ts';
import { check } from '../credits/credits.service.ts';
import { assertMemberLimit } from '../credits/member-limit.ts';
import { jobStateChanged } from '../job-events/job-events.ts';
import { getOwnResearchJob, queueSites } from './research.service.ts';

// "Retry websites not visited" (ADR 0066): a finished research job visits again only its websites that could
// not be visited (unreachable, or given up after failed attempts) — refunded when they failed, so never paid.
// Each is charged as its visit starts, as on the first run, and refunded again if it still cannot be visited.

export const retryCreditsMessage = (needed: number, available: number) =>
  `Insufficient credits to retry these websites: they need up to ${formatCount(needed)} credits and ${formatCount(available)} are available.`;

/**
 * POST /api/research/jobs/:id/retry: 404 for another workspace's job, 409 while it still works (or is paused with
 * websites not started: Resume visits those), 402 when the balance cannot cover every website retried. The
 * websites go back to pending, their cached failed visits are forgotten, and they are queued — one transaction.
 */
export async function retryWebsites(
  runtime: Runtime,
  caller: WorkspaceCaller,
  jobId: string,
  options: { dryRun: boolean },
): Promise<RetryWebsitesAnswer> {
  return runtime.db.transaction(async (tx) => {
    // Locked: two retries at once queue the websites once (the second finds the job processing).
    await tx
      .select({ id: researchJobs.id })
      .from(researchJobs)
      .where(and(eq(researchJobs.id, jobId), eq(researchJobs.workspaceId, caller.workspace.id)))
      .for('update');
    const job = await getOwnResearchJob(tx, caller.workspace.id, jobId);
    const refusal = rerunRefusal('research', job.status, job.pausedFor);
    if (refusal) throw conflict(refusal);
    const notVisited = and(eq(researchWebsites.jobId, jobId), eq(researchWebsites.status, 'unreachable'));
    const sites = await tx.select({ url: researchWebsites.url }).from(researchWebsites).where(notVisited);
    const credits = sites.length * job.creditsPerWebsite;
    const start = !options.dryRun && sites.length > 0;
    const reply = (status: string): RetryWebsitesAnswer => ({
      success: true,
      dryRun: options.dryRun,
      started: start,
      websites: sites.length,
      creditsPerWebsite: job.creditsPerWebsite,
      credits,
      status,
      message: retryMessage(sites.length, credits, start),
    });
    if (!start) return reply(job.status);
    await assertMemberLimit(tx, caller, credits);
    const balance = await check(tx, job.workspaceId, credits);
    if (!balance.hasCredits) throw new HttpError(402, retryCreditsMessage(credits, balance.creditsAvailable));
    await forgetFailedVisits(
      tx,
      sites.map((s) => s.url),
    );
    await tx
      .update(researchWebsites)
      .set({ status: 'pending', creditsCharged: 0, error: null, pageRequests: null, startedAt: null, finishedAt: null })
      .where(notVisited);
    await tx
      .update(researchJobs)
      .set({
        status: 'processing',
        pausedFor: null,
        // The confirmed retry bounds what it may spend; a "Stop at" limit of the first run would pause it midway.
        creditLimit: null,
        message: retryMessage(sites.length, credits, true),
        error: null,
        processedWebsites: sql`greatest(${researchJobs.processedWebsites} - ${sites.length}, 0)`,
        updatedAt: new Date(),
      })
      .where(eq(researchJobs.id, jobId));
    await jobStateChanged(runtime, tx, { kind: 'research', jobId, state: 'resumed' });
    await queueSites(runtime, tx, jobId);
    return reply('processing');
  });
}
