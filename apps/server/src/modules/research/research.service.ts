import { randomBytes } from 'node:crypto';
import {
  creditsPerWebsite,
  formatCount,
  dominantDomain,
  RESEARCH_INSUFFICIENT_CREDITS,
  UNLIMITED,
  type ResearchEstimate,
  type ResearchJob,
} from '@leadsift/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { resolveModel } from '../../model/index.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { researchJobs, researchWebsites, type ResearchJobRow } from '../../db/schema/index.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import { check, refund } from '../credits/credits.service.ts';
import { assertMemberLimit } from '../credits/member-limit.ts';
import { tierForWorkspace } from '../credits/tiers.service.ts';
import { actorsOf, assertMayManageJob } from '../membership/membership.service.ts';
import { researchSiteJob } from './research.jobs.ts';
import { WEB_SEARCH_UNAVAILABLE, type CreateResearchJob, type EstimateResearch } from './research.schemas.ts';
import { insertPlan } from './plan-rows.ts';
import { completeJob } from './progress.ts';
import { jobStateChanged, type JobEventDeps } from '../job-events/job-events.ts';
import { pauseJobIn } from '../job-events/pause-job.ts';
import { outcomeColumns, outcomeFields } from '../research-outcome/outcome.ts';
import { planSource, resolveSource } from './sources.ts';
import type { Runtime, WorkspaceCaller } from '../../runtime-types.ts';

export type ResearchJobRecord = ResearchJobRow;

/** `research_{timestamp}` with a random tail, like filter ids. */
export function newResearchId(now = Date.now()): string {
  return `research_${now}_${randomBytes(4).toString('hex')}`;
}

/** Every research query goes through the workspace: another workspace's id is simply not found (ADR 0067). */
export async function getOwnResearchJob(db: DbOrTx, workspaceId: string, jobId: string): Promise<ResearchJobRecord> {
  const [job] = await db
    .select()
    .from(researchJobs)
    .where(and(eq(researchJobs.id, jobId), eq(researchJobs.workspaceId, workspaceId)));
  if (!job) throw notFound('Research job not found');
  return job;
}

/** The job as answers show it; `createdBy` is who ran it (`actorsOf`), null when not looked up or deleted. */
export function toApiJob(
  job: ResearchJobRecord,
  createdBy: ResearchJob['createdBy'] = null,
): ResearchJob & { progress: number; creditsPerWebsite: number } {
  return {
    jobId: job.id,
    name: job.name,
    instructions: job.instructions,
    status: job.status,
    createdAt: job.createdAt.toISOString(),
    completedAt: job.completedAt?.toISOString() ?? null,
    totalWebsites: job.totalWebsites,
    processedWebsites: job.processedWebsites,
    keptCount: job.keptCount,
    avgRelevanceScore: job.avgRelevanceScore,
    totalRows: job.totalRows,
    enableWebSearch: job.enableWebSearch,
    message: job.error ? `Failed: ${job.error}` : job.message,
    progress: job.status === 'completed' ? 100 : job.totalWebsites ? Math.floor((job.processedWebsites / job.totalWebsites) * 100) : 0,
    creditsPerWebsite: job.creditsPerWebsite,
    createdBy,
  };
}

/** The job as the detail route answers it, with who ran it. */
export async function toApiJobWithActor(db: DbOrTx, job: ResearchJobRecord) {
  return toApiJob(job, (await actorsOf(db, [job.userId]))(job.userId));
}

/** POST /api/research/estimate: distinct valid websites, merged duplicates and invalid cells, and what they cost. */
export async function estimateResearch(db: Db, workspaceId: string, body: EstimateResearch): Promise<ResearchEstimate> {
  const source = await resolveSource(db, workspaceId, body);
  const plan = await planSource(db, source);
  const perSite = creditsPerWebsite(body.enableWebSearch);
  const tier = await tierForWorkspace(db, workspaceId);
  return {
    websiteCount: plan.websiteCount,
    duplicates: plan.duplicates,
    invalid: plan.invalid,
    totalRows: plan.totalRows,
    creditsPerWebsite: perSite,
    creditsNeeded: plan.websiteCount * perSite,
    maxWebsitesPerJob: tier.maxWebsitesPerJob,
    // The first `websiteCount` sites are the valid ones (invalid cells follow them).
    commonDomain: dominantDomain(plan.sites.slice(0, plan.websiteCount)),
  };
}

/**
 * Creates the job: checks the tier's websites-per-job limit and that the balance covers every website
 * (charged later, per website as its visit starts), records the websites and the source rows, and queues
 * one `research.site` job per website — one transaction.
 */
export async function createResearchJob(
  runtime: Runtime,
  caller: WorkspaceCaller,
  body: CreateResearchJob,
  options: { automationId?: string } = {},
): Promise<{ jobId: string }> {
  const { db, config } = runtime;
  const workspaceId = caller.workspace.id;
  if (body.enableWebSearch && !runtime.siteResearcher.webSearchAvailable) throw badRequest(WEB_SEARCH_UNAVAILABLE);
  const source = await resolveSource(db, workspaceId, body);
  const plan = await planSource(db, source);
  const tier = await tierForWorkspace(db, workspaceId);
  if (tier.maxWebsitesPerJob !== UNLIMITED && plan.websiteCount > tier.maxWebsitesPerJob)
    throw badRequest(
      `This list has ${formatCount(plan.websiteCount)} websites; your plan (${tier.displayName}) researches at most ${formatCount(tier.maxWebsitesPerJob)} per job. Please reduce the number of websites or ask your administrator for a larger plan.`,
    );
  const perSite = creditsPerWebsite(body.enableWebSearch);
  // What the whole job may cost: its "Stop at" limit, else every website.
  const cost = Math.min(plan.websiteCount * perSite, body.creditLimit ?? Number.POSITIVE_INFINITY);
  await assertMemberLimit(db, caller, cost);
  const credits = await check(db, workspaceId, plan.websiteCount * perSite);
  if (!credits.hasCredits) throw new HttpError(402, RESEARCH_INSUFFICIENT_CREDITS);
  const requestedModel = typeof body.configuration.model === 'string' ? body.configuration.model : undefined;

  const jobId = newResearchId();
  await db.transaction(async (tx) => {
    await tx.insert(researchJobs).values({
      id: jobId,
      workspaceId,
      userId: caller.userId,
      name: body.name?.trim() || `Research ${new Date().toISOString().slice(0, 16).replace('T', ' ')}`,
      instructions: body.instructions,
      enableWebSearch: body.enableWebSearch,
      webSearchInstructions: body.webSearchInstructions?.trim() || null,
      configuration: body.configuration,
      model: resolveModel(config, requestedModel),
      sourceType: body.sourceType,
      uploadId: source.upload.id,
      sourceFilterId: source.sourceFilterId,
      columnName: body.columnName,
      columnIndex: source.columnIndex,
      status: 'processing',
      creditsPerWebsite: perSite,
      creditLimit: body.creditLimit ?? null,
      totalRows: plan.totalRows,
      totalWebsites: plan.websiteCount,
      invalidRows: plan.invalid,
      duplicateRows: plan.duplicates,
      automationId: options.automationId ?? null,
      message: 'Queued',
    });
    await insertPlan(tx, jobId, plan);
    await jobStateChanged(runtime, tx, { kind: 'research', jobId, state: 'started' });
    await queueSites(runtime, tx, jobId);
  });
  return { jobId };
}

/** One job per website not finished yet; a job with none left is completed instead. */
export async function queueSites(runtime: Runtime, tx: Tx, jobId: string): Promise<void> {
  const open = await tx
    .select({ siteNo: researchWebsites.siteNo })
    .from(researchWebsites)
    .where(and(eq(researchWebsites.jobId, jobId), inArray(researchWebsites.status, ['pending', 'running'])))
    .orderBy(researchWebsites.siteNo);
  if (open.length === 0) await completeJob(tx, jobId, undefined, runtime);
  else
    // Website k of every job at priority -k: jobs interleave, so a small job is not queued behind a big one (ADR 0021).
    await runtime.jobs.insertInTx(
      tx,
      researchSiteJob,
      open.map((s) => ({ jobId, siteNo: s.siteNo })),
      (site) => -site.siteNo,
    );
}

/** The query of the workspace's research jobs, newest first (index research_jobs_workspace_created_idx; a test EXPLAINs it). */
export const workspaceResearchQuery = (db: Db, workspaceId: string) =>
  db.select().from(researchJobs).where(eq(researchJobs.workspaceId, workspaceId)).orderBy(desc(researchJobs.createdAt)).limit(500);

/** The workspace's jobs, newest first, each with its unvisited websites, the credits it holds and who ran it (Activity History). */
export async function listResearchJobs(db: Db, workspaceId: string): Promise<ResearchJob[]> {
  const jobs = await workspaceResearchQuery(db, workspaceId);
  if (jobs.length === 0) return [];
  const actor = await actorsOf(
    db,
    jobs.map((j) => j.userId),
  );
  const stats = await db
    .select({
      jobId: researchWebsites.jobId,
      ...outcomeColumns,
      credits: sql<number>`coalesce(sum(${researchWebsites.creditsCharged}), 0)::int`,
    })
    .from(researchWebsites)
    .where(
      inArray(
        researchWebsites.jobId,
        jobs.map((j) => j.id),
      ),
    )
    .groupBy(researchWebsites.jobId);
  const byJob = new Map(stats.map((s) => [s.jobId, s]));
  return jobs.map((job) => {
    const stat = byJob.get(job.id);
    const counts = { rated: stat?.rated ?? 0, notVisited: stat?.notVisited ?? 0, dnsFailed: stat?.dnsFailed ?? 0 };
    return {
      ...toApiJob(job, actor(job.userId)),
      notVisited: counts.notVisited,
      creditsCharged: stat?.credits ?? 0,
      ...outcomeFields(job.status, counts),
    };
  });
}

export async function pauseResearchJob(db: Db, caller: WorkspaceCaller, jobId: string, events?: JobEventDeps): Promise<ResearchJobRecord> {
  return db.transaction(async (tx) => {
    const job = await getOwnResearchJob(tx, caller.workspace.id, jobId);
    assertMayManageJob(caller, job.userId);
    if (job.status !== 'processing' && job.status !== 'created')
      throw badRequest(`Only a processing job can be paused (this one is ${job.status})`);
    await pauseJobIn(events, tx, 'research', jobId, { reason: 'user', message: 'Paused', from: ['processing', 'created'] });
    return getOwnResearchJob(tx, caller.workspace.id, jobId);
  });
}

/**
 * Continues with the websites not finished; after 'Out of credits' it needs credits for at least one, and the
 * caller's monthly limit in the workspace room for one (ADR 0067).
 */
export async function resumeResearchJob(
  runtime: Runtime,
  caller: WorkspaceCaller,
  jobId: string,
  limit: { creditLimit?: number | null | undefined } = {},
): Promise<ResearchJobRecord> {
  return runtime.db.transaction(async (tx) => {
    const job = await getOwnResearchJob(tx, caller.workspace.id, jobId);
    assertMayManageJob(caller, job.userId);
    if (job.status === 'completed') throw badRequest('This job is already completed');
    await assertMemberLimit(tx, caller, job.creditsPerWebsite);
    if (job.pausedFor === 'credits' && !(await check(tx, job.workspaceId, job.creditsPerWebsite)).hasCredits)
      throw new HttpError(402, RESEARCH_INSUFFICIENT_CREDITS);
    const [updated] = await tx
      .update(researchJobs)
      .set({
        status: 'processing',
        pausedFor: null,
        message: 'Resumed',
        error: null,
        updatedAt: new Date(),
        // A plain Resume (Activity History) of a job stopped at its limit goes on without one; the API may set a new one.
        ...(limit.creditLimit !== undefined ? { creditLimit: limit.creditLimit } : job.pausedFor === 'limit' ? { creditLimit: null } : {}),
      })
      .where(eq(researchJobs.id, jobId))
      .returning();
    await jobStateChanged(runtime, tx, { kind: 'research', jobId, state: 'resumed' });
    await queueSites(runtime, tx, jobId);
    return updated!;
  });
}

/**
 * Cancels the job and removes its data. Websites charged but not finished are refunded (websites not
 * started were never charged); a running visit that lands later finds no row and writes nothing. With a caller,
 * deleting another member's job needs the right to (ADR 0067).
 */
export async function deleteResearchJob(
  db: Db,
  workspaceId: string,
  jobId: string,
  caller: WorkspaceCaller | null,
): Promise<{ refunded: number }> {
  return db.transaction(async (tx) => {
    const job = await getOwnResearchJob(tx, workspaceId, jobId);
    if (caller) assertMayManageJob(caller, job.userId);
    // Locked first: a website being claimed now either committed its charge (and is refunded here) or
    // waits for this lock and then finds the job gone.
    await tx.select({ id: researchJobs.id }).from(researchJobs).where(eq(researchJobs.id, jobId)).for('update');
    const [open] = await tx
      .select({ credits: sql<number>`coalesce(sum(${researchWebsites.creditsCharged}), 0)::int` })
      .from(researchWebsites)
      .where(and(eq(researchWebsites.jobId, jobId), eq(researchWebsites.status, 'running')));
    let refunded = 0;
    if ((open?.credits ?? 0) > 0)
      refunded = (
        await refund(tx, job.workspaceId, open!.credits, { jobRef: jobId, reason: `Research deleted: ${job.name}`, memberId: job.userId })
      ).refunded;
    await tx.delete(researchJobs).where(eq(researchJobs.id, jobId));
    return { refunded };
  });
}
