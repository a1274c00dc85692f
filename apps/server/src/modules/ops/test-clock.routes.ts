import { z } from 'zod';
import { adminOnly } from '../../guards/route-access.ts';
import type { AppInstance, Runtime } from '../../runtime-types.ts';

const clockAnswer = z.object({ now: z.string() });
const advanceBody = z.object({
  hours: z
    .number()
    .positive()
    .max(24 * 366),
});

/**
 * TEST_CLOCK=on only (browser tests; config.ts refuses it in production): the clock pg-boss's cron passes run on
 * (jobs/test-clock.ts), for administrators. With the switch off the routes do not exist (404). Not in the API
 * document.
 */
export async function testClockRoutes(app: AppInstance, runtime: Runtime): Promise<void> {
  const clock = runtime.testClock;
  if (!clock) return;
  const schema = { hide: true, response: { 200: clockAnswer } };
  app.get('/api/test-clock', { ...adminOnly, schema }, async () => ({ now: clock.now().toISOString() }));
  app.post('/api/test-clock/advance', { ...adminOnly, schema: { ...schema, body: advanceBody } }, async (request) => ({
    now: (await clock.advance(request.body.hours * 3_600_000)).toISOString(),
  }));
  app.post('/api/test-clock/reset', { ...adminOnly, schema }, async () => ({ now: (await clock.reset()).toISOString() }));
}
