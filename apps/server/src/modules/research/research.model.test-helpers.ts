import { createTestUser, type TestUser } from '../../test/factories.ts';
import { startFakeLlm, type FakeLlm } from '../../test/fake-llm.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { acmeSite, standardFarmSites } from '../../test/website-farm-sites.ts';
import { startWebsiteFarm, type WebsiteFarm } from '../../test/website-farm.ts';

export type ModelResearch = {
  farm: WebsiteFarm;
  fake: FakeLlm;
  ctx: TestContext;
  user: TestUser;
  /** A CSV of the two farm websites (acme, bakery) under a `Website` header. */
  sitesCsv: string;
  close(): Promise<void>;
};

/**
 * Research tests with a model: a website farm of acme and bakery, a fake OpenAI-compatible model, an app
 * that uses it (`env` on top, for prices, budgets, concurrency) and a user. Whatever started is closed on failure.
 */
export async function startModelResearch(env: Record<string, string> = {}): Promise<ModelResearch> {
  const farm = await startWebsiteFarm([acmeSite(), ...standardFarmSites().filter((s) => s.name === 'bakery')]);
  let fake: FakeLlm | undefined;
  let ctx: TestContext | undefined;
  const close = async () => {
    await ctx?.close();
    await fake?.close();
    await farm.close();
  };
  try {
    fake = await startFakeLlm();
    ctx = await createTestApp({
      env: {
        RESEARCH_ALLOW_PRIVATE_HOSTS: '1',
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: fake.baseUrl,
        AI_MODEL: 'fake-model',
        ...env,
      },
    });
    const user = await createTestUser(ctx);
    const sitesCsv = ['Website', farm.site('acme').url, farm.site('bakery').url].join('\n');
    return { farm, fake, ctx, user, sitesCsv, close };
  } catch (err) {
    await close();
    throw err;
  }
}
