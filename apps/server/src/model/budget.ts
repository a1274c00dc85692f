import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import type { Config } from '../config.ts';
import { wait } from './backoff.ts';
import { createLimiter } from '../lib/semaphore.ts';

/** Frees a call's place in the budget; never throws. */
export type BudgetRelease = () => Promise<void>;

/**
 * The model budget every process shares through the database (ADR 0021): at most `maxInFlight` calls at
 * once and `maxPerMinute` started in any minute, over all web and worker processes, and a pause for
 * everyone when a provider answers 429. AI_CONCURRENCY stays each process's own cap on top.
 */
export type ModelBudget = {
  /** Waits until a call may start and records it. */
  acquire(signal?: AbortSignal): Promise<BudgetRelease>;
  /** A provider answered 429: no process starts a call for `ms`. */
  pause(ms: number): Promise<void>;
};

export type BudgetOptions = {
  maxInFlight?: number;
  maxPerMinute?: number;
  /** A call not released by then (its process died) stops counting as in flight. */
  leaseMs: number;
  /** The per-minute window (tests shorten it). */
  windowMs?: number;
  /** How often a waiting caller looks again when the calls in flight are what it waits for. */
  pollMs?: number;
};

// One transaction at a time decides who may start: the checks and the insert are atomic across processes.
const lockKey = sql`hashtext('leadsift.ai_budget')`;
const holder = `${os.hostname()}:${process.pid}`;

type State = { inFlight: number; inWindow: number; waitWindowMs: number | null; waitPauseMs: number | null };

export function createModelBudget(db: Db, options: BudgetOptions): ModelBudget {
  const windowMs = options.windowMs ?? 60_000;
  const pollMs = options.pollMs ?? 100;
  // Callers of one process line up here and only the first asks the database: waiting costs one query
  // per process per poll, not one per waiting call.
  const turn = createLimiter(1);

  /** Takes a place (returns its id) or says how long to wait. */
  async function tryTake(): Promise<{ id: string } | { waitMs: number }> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${lockKey})`);
      const window = sql`(clock_timestamp() - ${windowMs} * interval '1 millisecond')`;
      await tx.execute(
        sql`DELETE FROM ai_calls WHERE started_at < ${window} AND (released_at IS NOT NULL OR expires_at < clock_timestamp())`,
      );
      const [state] = await queryRows<State>(
        tx,
        sql`SELECT
          (SELECT count(*) FROM ai_calls WHERE released_at IS NULL AND expires_at > clock_timestamp())::int AS "inFlight",
          (SELECT count(*) FROM ai_calls WHERE started_at >= ${window})::int AS "inWindow",
          (SELECT extract(epoch FROM min(started_at) + ${windowMs} * interval '1 millisecond' - clock_timestamp()) * 1000
             FROM ai_calls WHERE started_at >= ${window})::float8 AS "waitWindowMs",
          (SELECT extract(epoch FROM paused_until - clock_timestamp()) * 1000 FROM ai_pause WHERE id = 1)::float8 AS "waitPauseMs"`,
      );
      const s = state!;
      if (s.waitPauseMs !== null && s.waitPauseMs > 0) return { waitMs: s.waitPauseMs };
      if (options.maxPerMinute !== undefined && s.inWindow >= options.maxPerMinute)
        return { waitMs: Math.max(1, s.waitWindowMs ?? pollMs) };
      if (options.maxInFlight !== undefined && s.inFlight >= options.maxInFlight) return { waitMs: pollMs };
      const id = randomUUID();
      await tx.execute(
        sql`INSERT INTO ai_calls (id, holder, started_at, expires_at)
            VALUES (${id}, ${holder}, clock_timestamp(), clock_timestamp() + ${options.leaseMs} * interval '1 millisecond')`,
      );
      return { id };
    });
  }

  return {
    async acquire(signal) {
      const id = await turn.run(async () => {
        for (;;) {
          if (signal?.aborted) throw signal.reason;
          const taken = await tryTake();
          if ('id' in taken) return taken.id;
          // A little jitter, so processes that waited for the same moment do not all ask at once.
          await wait(Math.ceil(taken.waitMs + Math.random() * pollMs * 0.5), signal);
        }
      }, signal);
      return async () => {
        await db.execute(sql`UPDATE ai_calls SET released_at = clock_timestamp() WHERE id = ${id}`).catch(() => {});
      };
    },
    async pause(ms) {
      await db.execute(
        sql`INSERT INTO ai_pause (id, paused_until) VALUES (1, clock_timestamp() + ${Math.max(0, ms)} * interval '1 millisecond')
            ON CONFLICT (id) DO UPDATE SET paused_until = greatest(ai_pause.paused_until, excluded.paused_until)`,
      );
    },
  };
}

/** The budget the configuration asks for, or none (AI_MAX_IN_FLIGHT and AI_MAX_PER_MINUTE unset, or offline). */
export function budgetFromConfig(db: Db, config: Pick<Config, 'AI_PROVIDER' | 'AI_MAX_IN_FLIGHT' | 'AI_MAX_PER_MINUTE' | 'AI_TIMEOUT_MS'>) {
  if (config.AI_PROVIDER === 'offline') return undefined;
  if (config.AI_MAX_IN_FLIGHT === undefined && config.AI_MAX_PER_MINUTE === undefined) return undefined;
  return createModelBudget(db, {
    ...(config.AI_MAX_IN_FLIGHT !== undefined ? { maxInFlight: config.AI_MAX_IN_FLIGHT } : {}),
    ...(config.AI_MAX_PER_MINUTE !== undefined ? { maxPerMinute: config.AI_MAX_PER_MINUTE } : {}),
    // The call's own timeout plus a margin: only a process that died leaves a place taken that long.
    leaseMs: config.AI_TIMEOUT_MS + 30_000,
  });
}
