import { expect } from 'vitest';
import type { AutomationItem, AutomationRun, CreateAutomationRequest, CreatedAutomation } from '@leadsift/shared';
import type { TestUser } from '../../test/factories.ts';
import type { TestContext } from '../../test/test-runtime.ts';
import { waitFor } from '../../test/webhook-receiver.ts';
import { getAccount } from '../credits/credits.service.ts';

/** A template judging `Industry` (software kept), saved through the real route. */
export async function createTemplate(ctx: TestContext, user: TestUser, instructions = 'Keep: software'): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/saved-filters',
    headers: user.headers,
    payload: {
      name: `Template ${Date.now()}`,
      filterConfig: { selectedColumns: ['Industry'], logicMode: 'AND', columnConfig: { Industry: { instructions } } },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().filter.id as string;
}

export async function createAutomation(ctx: TestContext, user: TestUser, body: CreateAutomationRequest): Promise<CreatedAutomation> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/automations', headers: user.headers, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CreatedAutomation;
}

export async function getAutomation(ctx: TestContext, user: TestUser, id: string): Promise<AutomationItem> {
  const res = await ctx.app.inject({ url: `/api/automations/${id}`, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AutomationItem;
}

export async function runsOf(ctx: TestContext, user: TestUser, id: string): Promise<AutomationRun[]> {
  const res = await ctx.app.inject({ url: `/api/automations/${id}/runs`, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().runs as AutomationRun[];
}

/** A run's job is over when the run failed, had no job, or its job completed or failed. */
const settled = (run: AutomationRun) =>
  run.status !== 'running' && (!run.jobId || run.jobStatus === 'completed' || run.jobStatus === 'failed');

/** Waits until the automation has `count` runs, all settled; answers them newest first. */
export async function waitForRuns(ctx: TestContext, user: TestUser, id: string, count: number): Promise<AutomationRun[]> {
  return waitFor(`${count} settled runs of ${id}`, async () => {
    const runs = await runsOf(ctx, user, id);
    return runs.length >= count && runs.every(settled) ? runs : null;
  });
}

export async function runNow(ctx: TestContext, user: TestUser, id: string): Promise<void> {
  const res = await ctx.app.inject({ method: 'POST', url: `/api/automations/${id}/run`, headers: user.headers });
  expect(res.statusCode, res.body).toBe(202);
}

export const balanceOf = async (ctx: TestContext, user: TestUser) => (await getAccount(ctx.runtime.db, user.id)).available;

export const csvOf = (rows: string[][]) => rows.map((r) => r.join(',')).join('\n');

/** `count` leads `<prefix> n` with an industry of their own (a value the template has not judged), software and banking in turn. */
export const leads = (prefix: string, count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => {
    const n = from + i;
    return [`${prefix} ${n}`, `${n % 2 ? 'Software' : 'Banking'} ${prefix}${n}`];
  });
