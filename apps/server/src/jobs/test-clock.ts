import { enableClockOverride, fromPglite, PgBoss, TestClock } from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';
import type { Logger } from '../logger.ts';

// TEST_CLOCK=on (never with NODE_ENV=production: config.ts refuses it). Browser tests advance cron schedules
// (automations' daily 06:00 run) without waiting for them, through pg-boss's own scheduler.
//
// pg-boss's TestClock moves only when told (tick, setTime), and while it is attached every pg-boss statement of a
// session that opted in reads its time (the schema's job_now()). So it is given to a second pg-boss instance that
// only schedules — the cron pass and the queue it forwards due occurrences through, no workers, no maintenance —
// while the app's own instance (createBoss with `schedule: false`) works every job on its own timers as always.
// The clock follows real time (a tick each second) plus what `advance` added. The app's instance reads the same
// time in SQL (its sessions opt in: `readTestClock`; PGlite's one session is shared anyway): a job the scheduler
// sends starts at the test clock's now, which the app's workers must see as come. So after an advance, pg-boss's
// timestamps run that far ahead of Date.now() (a delay the app computes from Date.now() ends at once) until
// `reset` gives the schema its real clock back.

/** How much of an advance the scheduler lives through second by second (the rest it sleeps through). */
export const LIVED_MS = 90_000;
const FOLLOW_MS = 1000;

export type TestClockControl = {
  /** The clock's time. */
  now: () => Date;
  /**
   * Moves the clock `ms` ahead, as if the process slept through all but the last 90 s, which the scheduler
   * lives through (a cron pass every SCHEDULE_CHECK_SECONDS): a schedule fires when one of its times falls in
   * those 90 s (pg-boss skips what a process slept through). Answers the new time.
   */
  advance: (ms: number) => Promise<Date>;
  /** Back to real time (ahead of it never again); answers the new time. */
  reset: () => Promise<Date>;
  stop: () => Promise<void>;
};

/** Before the app's instance starts: its sessions read the test clock once one is attached (real time until then). */
export async function readTestClock(boss: PgBoss): Promise<void> {
  const db = boss.getDb();
  if (!db.setSessionStatements) throw new Error('TEST_CLOCK=on: this database adapter cannot set up its sessions');
  await db.setSessionStatements([enableClockOverride()]);
}

/** Starts the scheduling-only pg-boss instance on the test clock; the app's instance must already have started. */
export async function startTestClock(
  database: DatabaseHandle,
  log: Logger,
  options: { scheduleCheckSeconds: number },
): Promise<TestClockControl> {
  const start = async () => {
    const clock = new TestClock(Date.now());
    const base = {
      clock,
      schedule: true,
      supervise: false,
      migrate: false,
      registerInstance: false,
      useListenNotify: false,
      cronMonitorIntervalSeconds: options.scheduleCheckSeconds,
      cronWorkerIntervalSeconds: Math.min(5, options.scheduleCheckSeconds),
    } as const;
    const boss =
      database.kind === 'pglite'
        ? new PgBoss({ ...base, db: fromPglite(database.pglite), backend: 'pglite' })
        : new PgBoss({ ...base, connectionString: database.directConnectionString, max: 2 });
    boss.on('error', (err) => log.error({ err }, 'test clock scheduler error'));
    await boss.start();
    return { clock, boss };
  };
  let current = await start();

  // One move of the clock at a time (TestClock refuses a second while one runs).
  let offsetMs = 0;
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = chain.then(fn);
    chain = next.catch(() => {});
    return next;
  };
  const follow = async () => {
    const behind = Date.now() + offsetMs - current.clock.now();
    if (behind > 0) await current.clock.tick(behind);
  };
  let following = false;
  const timer = setInterval(() => {
    if (following) return;
    following = true;
    void serial(follow)
      .catch((err: unknown) => log.error({ err }, 'test clock tick failed'))
      .finally(() => (following = false));
  }, FOLLOW_MS);

  log.warn('TEST_CLOCK=on: schedules run on a test clock that POST /api/test-clock/advance moves (tests only)');
  return {
    now: () => new Date(current.clock.now()),
    advance: (ms) =>
      serial(async () => {
        await follow();
        const lived = Math.min(ms, LIVED_MS);
        offsetMs += ms;
        await current.clock.setTime(current.clock.now() + ms - lived);
        await current.clock.tick(lived);
        return new Date(current.clock.now());
      }),
    reset: () =>
      serial(async () => {
        // Set back, a TestClock's timers would stay as far ahead as it was; a new clock (and its scheduler) starts
        // from real time instead. Stopping the old one gives the schema back its real clock first.
        offsetMs = 0;
        await current.boss.stop({ graceful: false, close: true });
        current = await start();
        return new Date(current.clock.now());
      }),
    async stop() {
      clearInterval(timer);
      await chain;
      await current.boss.stop({ graceful: false, close: true });
    },
  };
}
