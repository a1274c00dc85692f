import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { getUsageStats, getUserTier } from '../credits/credits.service.ts';
import { getOwnJob, listJobs } from '../filter/filter.service.ts';
import { jobProgress } from '../filter/progress.ts';
import { getOwnResearchJob, listResearchJobs, toApiJob } from '../research/research.service.ts';
import { listSavedFilters, toDto } from '../templates/templates.service.ts';
import { defineTool, type ToolAnswer } from './mcp-tool.ts';

const jobInput = z.object({
  jobId: z.string().min(1).max(100).describe('A List Cleaner job id (filter_…) or a Research Agent job id'),
});

const settled = new Set(['completed', 'failed', 'paused']);

type JobState = {
  kind: 'list_cleaner' | 'research';
  jobId: string;
  name: string;
  status: string;
  progress: number;
  message: string | null;
};

/** The workspace's job of either kind, by id; another workspace's id is not found, as over REST. */
async function jobState(db: Db, workspaceId: string, jobId: string): Promise<JobState> {
  if (jobId.startsWith('filter_')) {
    const job = await getOwnJob(db, workspaceId, jobId);
    const p = await jobProgress(db, job);
    return { kind: 'list_cleaner', jobId, name: job.jobName, status: job.status, progress: p.progress, message: p.message || null };
  }
  try {
    const job = toApiJob(await getOwnResearchJob(db, workspaceId, jobId));
    return { kind: 'research', jobId, name: job.name, status: job.status, progress: job.progress, message: job.message ?? null };
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 404) throw notFound('Job not found');
    throw err;
  }
}

const next = (s: JobState) =>
  s.status !== 'completed'
    ? s.status === 'failed' || s.status === 'paused'
      ? ''
      : ' Call wait_for_job again.'
    : s.kind === 'list_cleaner'
      ? ' Next: get_list_results or get_export_link.'
      : ' Next: get_research_results or get_export_link.';

const stateAnswer = (s: JobState): ToolAnswer => ({
  summary: `${s.kind === 'list_cleaner' ? 'List Cleaner' : 'Research'} job "${s.name}" is ${s.status} (${s.progress}%).${s.message ? ` ${s.message}` : ''}${next(s)}`,
  data: s,
});

const account = defineTool({
  name: 'get_account',
  title: 'Your account and credits',
  description:
    'Free. Your name, the workspace this key or connection acts in and your role there, its plan, the credits left this ' +
    'cycle and when they renew, and the plan’s limits. Call it before spending credits.',
  scope: 'read',
  input: z.object({}),
  run: async ({ runtime, caller }) => {
    const [usage, tier] = await Promise.all([getUsageStats(runtime.db, caller.workspace.id), getUserTier(runtime.db, caller.workspace.id)]);
    const { id, name, personal, role } = caller.workspace;
    const data = {
      name: caller.name,
      email: caller.email,
      workspace: { id, name, personal, role },
      plan: tier.displayName,
      credits: usage,
      limits: { maxWebsitesPerResearchJob: tier.max_websites_per_job, maxUploadMb: runtime.config.MAX_UPLOAD_MB },
    };
    const where = personal ? '' : ` in ${name} (${role})`;
    return {
      summary: `${caller.name}${where} on ${tier.displayName}: ${usage.creditsAvailable} credits left until ${usage.resetDate}.`,
      data,
    };
  },
});

const getJob = defineTool({
  name: 'get_job',
  title: 'A job’s status',
  description: 'Free. The status (created, processing, paused, failed, completed) and progress of a List Cleaner or Research job.',
  scope: 'read',
  input: jobInput,
  run: async ({ runtime, caller }, args) => stateAnswer(await jobState(runtime.db, caller.workspace.id, args.jobId)),
});

/** How often wait_for_job reads the job (it reads the database, so any web node may answer). */
export const WAIT_POLL_MS = 1000;

/** wait_for_job calls one user may have running at once on a web node (docs/security.md): each holds a request up to 60 s. */
export const MAX_WAITS_PER_CALLER = 2;
const waiting = new Map<string, number>();

/** Runs `fn` in one of the user's wait slots; with none free, a tool error that says what to do instead. */
export async function inWaitSlot<T>(userId: string, fn: () => Promise<T>): Promise<T> {
  const busy = waiting.get(userId) ?? 0;
  if (busy >= MAX_WAITS_PER_CALLER) {
    throw new HttpError(
      429,
      `You already have ${MAX_WAITS_PER_CALLER} wait_for_job calls running: wait for one of them to return, or call get_job instead.`,
    );
  }
  waiting.set(userId, busy + 1);
  try {
    return await fn();
  } finally {
    const left = (waiting.get(userId) ?? 1) - 1;
    if (left > 0) waiting.set(userId, left);
    else waiting.delete(userId);
  }
}

const waitForJob = defineTool({
  name: 'wait_for_job',
  title: 'Wait for a job',
  description:
    'Free. Waits until a List Cleaner or Research job completes, fails or pauses, up to timeoutSeconds (at most 60), sending ' +
    'progress notifications meanwhile. If it is still running afterwards, call it again.',
  scope: 'read',
  input: jobInput.extend({ timeoutSeconds: z.number().int().min(1).max(60).default(60) }),
  run: ({ runtime, caller, signal, progress }, args) =>
    inWaitSlot(caller.userId, async () => {
      const until = Date.now() + args.timeoutSeconds * 1000;
      let state = await jobState(runtime.db, caller.workspace.id, args.jobId);
      while (!settled.has(state.status) && Date.now() < until && !signal.aborted) {
        await progress(state.progress, 100, `${state.status}: ${state.progress}%`);
        await sleep(Math.min(WAIT_POLL_MS, Math.max(0, until - Date.now())), undefined, { signal }).catch(() => undefined);
        state = await jobState(runtime.db, caller.workspace.id, args.jobId);
      }
      await progress(state.progress, 100, `${state.status}: ${state.progress}%`);
      return stateAnswer(state);
    }),
});

const listJobsTool = defineTool({
  name: 'list_jobs',
  title: 'Your recent jobs',
  description: 'Free. Your most recent List Cleaner and Research jobs (newest first, up to 20 of each) with status and counts.',
  scope: 'read',
  input: z.object({}),
  run: async ({ runtime, caller }) => {
    const [lists, research] = await Promise.all([
      listJobs(runtime.db, caller.workspace.id),
      listResearchJobs(runtime.db, caller.workspace.id),
    ]);
    const listCleaner = lists.slice(0, 20).map((j) => ({
      jobId: j.id,
      name: j.jobName,
      status: j.status,
      createdAt: j.createdAt.toISOString(),
      rows: j.rowCount,
      kept: j.stats?.keptRowCount ?? null,
    }));
    const researchJobs = research.slice(0, 20).map((api) => {
      return {
        jobId: api.jobId,
        name: api.name,
        status: api.status,
        createdAt: api.createdAt,
        websites: api.totalWebsites,
        kept: api.keptCount,
        notVisited: api.notVisited,
      };
    });
    return {
      summary: `${listCleaner.length} List Cleaner and ${researchJobs.length} Research jobs.`,
      data: { listCleaner, research: researchJobs },
    };
  },
});

const listTemplates = defineTool({
  name: 'list_templates',
  title: 'Your templates',
  description: 'Free. Your saved List Cleaner templates (columns and instructions); pass a templateId to start_list_cleaner to reuse one.',
  scope: 'read',
  input: z.object({}),
  run: async ({ runtime, caller }) => {
    const templates = (await listSavedFilters(runtime.db, caller.workspace.id)).map(toDto);
    return { summary: `${templates.length} templates.`, data: { templates } };
  },
});

export const jobTools = [account, getJob, waitForJob, listJobsTool, listTemplates];
