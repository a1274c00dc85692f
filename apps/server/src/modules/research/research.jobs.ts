import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { researchJobs, researchWebsites, type ResearchJobRow, type ResearchWebsiteRow } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/queue.ts';
import { ModelBudgetExhaustedError, withUsageScope } from '../../model/index.ts';
import type { SiteResearchOutcome } from '../../site-research/index.ts';
import { charge, InsufficientCreditsError, refund } from '../credits/credits.service.ts';
import type { JobEventDeps } from '../job-events/job-events.ts';
import { pauseJobIn } from '../job-events/pause-job.ts';
import { notifyCreditsLow } from '../notifications/job-notices.ts';
import { recountJob, updateProgress } from './progress.ts';
import { watchLowCredits } from '../webhooks/webhook-events.ts';
import { creditLimitMessage, outOfCreditsMessage } from './research.schemas.ts';
import { MODEL_BUDGET_USED_UP } from '@leadsift/shared';
import type { Runtime } from '../../runtime-types.ts';

export const researchSitePayload = z.object({ jobId: z.string(), siteNo: z.number().int().min(0) });

type Claim =
  | { kind: 'claimed'; job: ResearchJobRow; site: ResearchWebsiteRow; charged: boolean }
  | { kind: 'skip' }
  | { kind: 'out-of-credits'; paused: boolean }
  | { kind: 'at-limit'; paused: boolean };

/**
 * Researches one website: charge it (once — the charge and the website's `credits_charged` commit
 * together, so a retried or crashed job never charges twice), visit and rate it, write the rating (or
 * refund an unreachable site), then update the job's progress; the last website completes the job.
 */
export const researchSiteJob = defineJob({
  name: 'research.site',
  payload: researchSitePayload,
  retryLimit: 2, // at most 3 attempts per website
  retryDelaySeconds: 5,
  heartbeatSeconds: 10, // a dead worker's website goes to another worker within ~30 s
  expireInSeconds: 10 * 60,
  // More websites in flight than model calls (AI_CONCURRENCY): while some are rated, others are fetched.
  concurrency: 24,
  handler: async ({ jobId, siteNo }, runtime: Runtime, meta) => {
    const claim = await claimSite(runtime.db, jobId, siteNo, runtime);
    // Paused by this claim (its owner was told once, in the claim) or found paused: the websites still
    // running may land, and the last one completes the job.
    if (claim.kind === 'at-limit' || claim.kind === 'out-of-credits') await updateProgress(runtime.db, jobId, runtime);
    if (claim.kind !== 'claimed') return;
    const { job, site } = claim;
    if (claim.charged) await notifyCreditsLow(runtime, job.workspaceId, job.userId);
    let outcome: SiteResearchOutcome;
    try {
      outcome = await withUsageScope({ kind: 'research', jobId, userId: job.userId ?? undefined }, () =>
        runtime.siteResearcher.research({
          url: site.url,
          instructions: job.instructions,
          enableWebSearch: job.enableWebSearch,
          webSearchInstructions: job.webSearchInstructions,
          model: job.model,
        }),
      );
    } catch (err) {
      // The month's model budget is used up: the job waits for an administrator. The website keeps its
      // credits and stays 'running', which resume re-queues (as for a crashed worker).
      if (err instanceof ModelBudgetExhaustedError) return void (await pauseForBudget(runtime.db, jobId, runtime));
      // The last attempt: the website is given up (and refunded) instead of holding the job forever.
      if (meta.retryCount < meta.retryLimit) throw err;
      const why = err instanceof Error ? err.message : String(err);
      runtime.log.warn({ err, jobId, siteNo }, 'research of a website failed for good');
      outcome = { status: 'unreachable', error: `Could not be researched: ${why}`, pageRequests: 0 };
    }
    await landSite(runtime.db, job, siteNo, outcome, runtime);
  },
});

/**
 * Takes the website for work if its job is processing: charges it unless it already holds its credits.
 * A charge the balance cannot pay pauses the job with the message of docs/product.md#states; resume continues later.
 */
export async function claimSite(db: Db, jobId: string, siteNo: number, events?: JobEventDeps): Promise<Claim> {
  return db.transaction(async (tx) => {
    // With a "Stop at" limit, a job's claims take turns: two claims must not both see room for one more website.
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext('leadsift.research_limit'), hashtext(${jobId})) FROM research_jobs WHERE id = ${jobId} AND credit_limit IS NOT NULL`,
    );
    const [job] = await tx.select().from(researchJobs).where(eq(researchJobs.id, jobId)).for('share');
    if (!job || job.status !== 'processing') return { kind: 'skip' };
    const [site] = await tx
      .select()
      .from(researchWebsites)
      .where(and(eq(researchWebsites.jobId, jobId), eq(researchWebsites.siteNo, siteNo)))
      .for('update');
    if (!site || (site.status !== 'pending' && site.status !== 'running')) return { kind: 'skip' };
    if (site.creditsCharged > 0) return { kind: 'claimed', job, site, charged: false };
    if (job.creditLimit !== null && (await heldCredits(tx, jobId)) + job.creditsPerWebsite > job.creditLimit) {
      const message = creditLimitMessage(job.processedWebsites, job.totalWebsites);
      return {
        kind: 'at-limit',
        paused: await pauseJobIn(events, tx, 'research', jobId, { reason: 'limit', message, from: ['processing'] }),
      };
    }
    try {
      const reason = `Research: ${site.host}`;
      const after = await charge(tx, job.workspaceId, job.creditsPerWebsite, { jobRef: jobId, reason, memberId: job.userId });
      if (events) await watchLowCredits(events, tx, job.workspaceId, job.creditsPerWebsite, after);
    } catch (err) {
      if (!(err instanceof InsufficientCreditsError)) throw err;
      const message = outOfCreditsMessage(job.processedWebsites, job.totalWebsites);
      return {
        kind: 'out-of-credits',
        paused: await pauseJobIn(events, tx, 'research', jobId, { reason: 'credits', message, from: ['processing'] }),
      };
    }
    const [running] = await tx
      .update(researchWebsites)
      .set({ status: 'running', creditsCharged: job.creditsPerWebsite, startedAt: new Date() })
      .where(and(eq(researchWebsites.jobId, jobId), eq(researchWebsites.siteNo, siteNo)))
      .returning();
    return { kind: 'claimed', job, site: running!, charged: true };
  });
}

/** Pauses a processing job for the used-up monthly model budget (once; later websites find it paused). */
export async function pauseForBudget(db: Db, jobId: string, events?: JobEventDeps): Promise<boolean> {
  return db.transaction((tx) =>
    pauseJobIn(events, tx, 'research', jobId, { reason: 'budget', message: MODEL_BUDGET_USED_UP, from: ['processing'] }),
  );
}

/** Credits the job's websites hold now (refunded and reused ones hold none). */
async function heldCredits(tx: Tx, jobId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${researchWebsites.creditsCharged}), 0)::int` })
    .from(researchWebsites)
    .where(eq(researchWebsites.jobId, jobId));
  return row?.n ?? 0;
}

/**
 * Writes the outcome once (only a running website is written; an unreachable one gets its credits back)
 * and updates the job's counters in the same transaction: a landed website is always counted, even if
 * the worker dies right after (a retry finds the website finished and skips it), and no reader sees a
 * website finished while the job's progress does not count it yet. Locks the job row first (the claim's
 * order: job, website, credit account); a deleted job has nothing to write. True when it completed the job.
 */
export async function landSite(
  db: Db,
  job: ResearchJobRow,
  siteNo: number,
  outcome: SiteResearchOutcome,
  events?: JobEventDeps,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: researchJobs.id }).from(researchJobs).where(eq(researchJobs.id, job.id)).for('update');
    if (!exists) return false;
    await writeOutcome(tx, job, siteNo, outcome);
    return recountJob(tx, job.id, events);
  });
}

async function writeOutcome(tx: Tx, job: ResearchJobRow, siteNo: number, outcome: SiteResearchOutcome): Promise<void> {
  const where = and(eq(researchWebsites.jobId, job.id), eq(researchWebsites.siteNo, siteNo));
  const [site] = await tx.select().from(researchWebsites).where(where).for('update');
  if (!site || site.status !== 'running') return;
  const finishedAt = new Date();
  if (outcome.status === 'done') {
    const r = outcome.rating;
    // A reused rating cost no model call: the website's credits go back (ADR 0039).
    const reused = outcome.reusedFrom !== undefined && site.creditsCharged > 0;
    if (reused)
      await refund(tx, job.workspaceId, site.creditsCharged, {
        jobRef: job.id,
        reason: `Research: ${site.host} rating reused, no charge`,
        memberId: job.userId,
      });
    await tx
      .update(researchWebsites)
      .set({
        status: 'done',
        decision: r.decision,
        qualityRanking: r.qualityRanking,
        bonusScore: Math.round(r.bonusScore),
        relevanceScore: r.relevanceScore,
        reasoning: r.reasoning,
        criteria: r.criteria,
        pagesVisited: r.pagesVisited,
        littleContent: r.littleContent,
        offline: r.offline,
        pageRequests: outcome.pageRequests,
        reusedFrom: outcome.reusedFrom ?? null,
        ...(reused ? { creditsCharged: 0 } : {}),
        error: null,
        finishedAt,
      })
      .where(where);
    return;
  }
  if (site.creditsCharged > 0)
    await refund(tx, job.workspaceId, site.creditsCharged, {
      jobRef: job.id,
      reason: `Research refund: ${site.host} could not be visited`,
      memberId: job.userId,
    });
  await tx
    .update(researchWebsites)
    .set({ status: 'unreachable', creditsCharged: 0, error: outcome.error, pageRequests: outcome.pageRequests, finishedAt })
    .where(where);
}
