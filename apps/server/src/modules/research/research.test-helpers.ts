import { expect } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import type { TestContext } from '../../test/test-runtime.ts';
import { postFile } from '../uploads/uploads.test-helpers.ts';

/** Uploads a list of websites through the real research upload route. */
export async function uploadSites(ctx: TestContext, user: TestUser, csv: string, name = 'sites.csv') {
  const res = await postFile(ctx, user, name, csv, '/api/research/upload', 'text/csv');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { fileId: string; filePath: string; columns: string[] };
}

export const call = (ctx: TestContext, user: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

/** Creates a research job from a file and returns its id. */
export async function startResearch(ctx: TestContext, user: TestUser, body: Record<string, unknown>): Promise<string> {
  const res = await call(ctx, user, 'POST', '/api/research/jobs', {
    sourceType: 'file',
    columnName: 'Website',
    instructions: 'Keep B2B software companies. Criteria: sells software; serves businesses.',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().jobId as string;
}

export type JobView = {
  status: string;
  processedWebsites: number;
  totalWebsites: number;
  keptCount: number;
  message: string | null;
  avgRelevanceScore: number | null;
};

export async function jobOf(ctx: TestContext, user: TestUser, jobId: string): Promise<JobView> {
  const res = await call(ctx, user, 'GET', `/api/research/jobs/${jobId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().job as JobView;
}

/** Polls the job the way the UI does until it reaches one of `states` (and no website is still running). */
export async function waitForResearch(
  ctx: TestContext,
  user: TestUser,
  jobId: string,
  states: string[] = ['completed', 'failed'],
  timeoutMs = 90_000,
): Promise<JobView> {
  const start = Date.now();
  for (;;) {
    const job = await jobOf(ctx, user, jobId);
    if (states.includes(job.status)) return job;
    if (Date.now() - start > timeoutMs) throw new Error(`research job ${jobId} still ${job.status}: ${job.message}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function creditsUsed(ctx: TestContext, user: TestUser): Promise<{ creditsUsed: number; creditsAvailable: number }> {
  const res = await call(ctx, user, 'GET', '/api/usage/stats');
  return res.json().data as { creditsUsed: number; creditsAvailable: number };
}

/** Waits until no website of the job is charged but unfinished (what was in flight at a pause has landed). */
export async function waitForIdle(ctx: TestContext, user: TestUser, jobId: string, timeoutMs = 60_000): Promise<void> {
  const start = Date.now();
  for (;;) {
    const res = await call(ctx, user, 'GET', `/api/research/jobs/${jobId}/results?pageSize=100`);
    const websites = res.json().websites as Array<{ status: string; creditsCharged: number }>;
    if (!websites.some((w) => w.status === 'pending' && w.creditsCharged > 0)) return;
    if (Date.now() - start > timeoutMs) throw new Error(`research job ${jobId} still has websites in flight`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
