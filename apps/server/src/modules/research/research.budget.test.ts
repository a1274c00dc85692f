import { MODEL_BUDGET_USED_UP } from '@leadsift/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDriver } from '../../test/test-db.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import type { FakeLlm } from '../../test/fake-llm.ts';
import type { TestContext } from '../../test/test-runtime.ts';
import { startModelResearch, type ModelResearch } from './research.model.test-helpers.ts';
import { call, startResearch, uploadSites, waitForResearch } from './research.test-helpers.ts';

describe(`Research under the monthly model budget (${testDriver})`, () => {
  let research: ModelResearch;
  let fake: FakeLlm;
  let ctx: TestContext;
  let user: TestUser;
  let admin: TestUser;
  let fileId: string;

  beforeAll(async () => {
    // One call at a time: the first website's call is the only one in flight when the budget is reached.
    research = await startModelResearch({ AI_CONCURRENCY: '1', AI_MONTHLY_BUDGET_TOKENS: '1' });
    ({ fake, ctx, user } = research);
    admin = await createTestUser(ctx, { role: 'admin' });
    fileId = (await uploadSites(ctx, user, research.sitesCsv)).fileId;
  }, 300_000);
  afterAll(() => research?.close());

  it('pauses with the budget message after the call in flight; after the budget is raised, resume completes it', async () => {
    const jobId = await startResearch(ctx, user, { uploadedFileId: fileId, instructions: 'Sells payroll software' });
    const paused = await waitForResearch(ctx, user, jobId, ['paused']);
    expect(paused.message).toBe(MODEL_BUDGET_USED_UP);
    await new Promise((r) => setTimeout(r, 300));
    expect(fake.calls.filter((c) => c.kind === 'research')).toHaveLength(1);

    const raised = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/model-budget',
      headers: admin.headers,
      payload: { usd: null, tokens: 10_000_000 },
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect((await call(ctx, user, 'POST', `/api/research/jobs/${jobId}/resume`)).statusCode).toBe(200);
    const done = await waitForResearch(ctx, user, jobId);
    expect(done).toMatchObject({ status: 'completed', processedWebsites: 2 });
    expect(fake.calls.filter((c) => c.kind === 'research')).toHaveLength(2);
  }, 300_000);
});
