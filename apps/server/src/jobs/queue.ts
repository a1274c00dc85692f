import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss, type SendOptions } from 'pg-boss';
import type { z } from 'zod';
import type { DatabaseHandle, Tx } from '../db/client.ts';
import type { Logger } from '../logger.ts';

/** A job: a name (`feature.action`), a zod payload, queue settings and a handler. */
export type JobDefinition<T = unknown, D = unknown> = {
  name: string;
  payload: z.ZodType<T>;
  /** Retries with backoff; pg-boss counts the first try separately, so retryLimit 2 = at most 3 attempts. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  expireInSeconds?: number;
  /** How many of these jobs one process works at once. */
  concurrency?: number;
  /**
   * A worker that dies (SIGKILL, power loss) stops sending heartbeats; after this many seconds pg-boss
   * hands the job to another worker instead of waiting for the expiry.
   */
  heartbeatSeconds?: number;
  /**
   * pg-boss's queue policy (default 'standard'). 'stately' keeps at most one job queued and one active per
   * singletonKey: a send while one is queued adds nothing (automations' runs, ADR 0065).
   */
  policy?: 'standard' | 'stately';
  handler: (data: T, deps: D, meta: { id: string; retryCount: number; retryLimit: number }) => Promise<void>;
};

/** What sending needs of a job: its name and payload (a module may send a job whose handler imports it). */
export type JobRef<T> = Pick<JobDefinition<T>, 'name' | 'payload'>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list holds jobs of every payload type
export type AnyJobDefinition = JobDefinition<any, any>;

export function defineJob<T, D>(def: JobDefinition<T, D>): JobDefinition<T, D> {
  return def;
}

// Supervision every 10 s (default 60): a job whose worker died is failed and retried within ~20 s of its
// last heartbeat instead of a minute or more later.
const supervision = { superviseIntervalSeconds: 10 };

/**
 * `scheduleCheckSeconds` (SCHEDULE_CHECK_SECONDS, default 30 as pg-boss's): how often the scheduler looks for cron
 * schedules that came due. Every process runs it; a claim in the database lets one check run per interval, and
 * each schedule sends at most one job per minute (pg-boss's slot), so more nodes never mean more runs. The queue of
 * the jobs a check sends is polled as often, at most every 5 s (pg-boss's default). `schedule: false` leaves the
 * checks to another instance (the test clock's).
 */
export function createBoss(database: DatabaseHandle, options: { scheduleCheckSeconds?: number; schedule?: boolean } = {}): PgBoss {
  const check = options.scheduleCheckSeconds ?? 30;
  const timing = {
    ...supervision,
    cronMonitorIntervalSeconds: check,
    cronWorkerIntervalSeconds: Math.min(5, check),
    // false: this instance runs no cron pass (TEST_CLOCK=on: jobs/test-clock.ts's instance does, on the test clock).
    schedule: options.schedule ?? true,
  };
  if (database.kind === 'pglite') {
    return new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', useListenNotify: true, ...timing });
  }
  // pg-boss LISTENs for new jobs, which needs a session of its own: the direct URL beside a pooler.
  return new PgBoss({ connectionString: database.directConnectionString, max: 4, useListenNotify: true, ...timing });
}

/** The queue of one process; `D` is what handlers get (the Runtime), so this file needs no import of it. */
export class JobQueue<D = unknown> {
  private readonly boss: PgBoss;
  private readonly log: Logger;
  private readonly defs = new Map<string, AnyJobDefinition>();
  private working = false;
  private readonly soleWorker: boolean;

  /**
   * `soleWorker`: no other process can be working these queues (PGlite: the data folder's lock admits one process),
   * so a job still marked active when this process starts was left by a process that died.
   */
  constructor(boss: PgBoss, log: Logger, options: { soleWorker?: boolean } = {}) {
    this.boss = boss;
    this.log = log;
    this.soleWorker = options.soleWorker ?? false;
  }

  /** Creates the queue of every definition (idempotent); needed before anything is sent. */
  async register(defs: AnyJobDefinition[]): Promise<void> {
    for (const def of defs) {
      this.defs.set(def.name, def);
      await this.boss.createQueue(def.name, {
        notify: true,
        retryLimit: def.retryLimit ?? 2,
        retryDelay: def.retryDelaySeconds ?? 2,
        retryBackoff: true,
        expireInSeconds: def.expireInSeconds ?? 15 * 60,
        ...(def.heartbeatSeconds ? { heartbeatSeconds: def.heartbeatSeconds } : {}),
        ...(def.policy ? { policy: def.policy } : {}),
      });
    }
  }

  async send<T>(def: JobRef<T>, data: T, options: SendOptions = {}): Promise<string | null> {
    return this.boss.send(def.name, def.payload.parse(data) as object, options);
  }

  /**
   * Enqueues inside an open transaction: the job exists only if the transaction commits.
   * On PGlite (one connection) sending through the global adapter here would deadlock.
   */
  async sendInTx<T>(tx: Tx, def: JobRef<T>, data: T, options: SendOptions = {}): Promise<string | null> {
    return this.boss.send(def.name, def.payload.parse(data) as object, { ...options, db: fromDrizzle(tx as never, sql) });
  }

  /**
   * Moves the queued job of `singletonKey` (not yet started) to start after `startAfter` (a date, or seconds from
   * now), in an open transaction, with new data when given. Returns how many jobs moved (0: none was queued).
   */
  async rescheduleInTx<T>(tx: Tx, def: JobRef<T>, singletonKey: string, startAfter: Date | number, data?: T): Promise<number> {
    const payload = data === undefined ? undefined : (def.payload.parse(data) as object);
    const moved = await this.boss.update(def.name, payload, { singletonKey, startAfter, db: fromDrizzle(tx as never, sql) });
    return moved.updated;
  }

  /**
   * Enqueues many jobs of one kind in a single statement inside an open transaction. `priorityOf` orders
   * them in the queue (higher first; equal priorities in the order they were sent).
   */
  async insertInTx<T>(tx: Tx, def: JobDefinition<T, D>, payloads: T[], priorityOf?: (data: T) => number): Promise<void> {
    if (payloads.length === 0) return;
    const jobs = payloads.map((data) => ({
      data: def.payload.parse(data) as object,
      ...(priorityOf ? { priority: priorityOf(data) } : {}),
    }));
    await this.boss.insert(def.name, jobs, { db: fromDrizzle(tx as never, sql) });
  }

  /**
   * Fails (and so retries, within each queue's retry limit) every job a dead process left active, at once instead
   * of after three missed heartbeats (~30 s): a restarted single-process install picks its jobs up on start.
   */
  private async failOrphans(): Promise<void> {
    const names = [...this.defs.keys()];
    const { rows } = await this.boss
      .getDb()
      .executeSql(`SELECT name, id FROM pgboss.job WHERE state = 'active' AND name = ANY($1::text[])`, [names]);
    const byName = new Map<string, string[]>();
    for (const row of rows as { name: string; id: string }[]) byName.set(row.name, [...(byName.get(row.name) ?? []), row.id]);
    for (const [name, ids] of byName) {
      await this.boss.fail(name, ids, { reason: 'the process working it stopped' });
      this.log.warn({ job: name, count: ids.length }, 'jobs left active by a stopped process: retried');
    }
  }

  /** Starts working every registered job in this process. */
  async work(deps: D): Promise<void> {
    if (this.working) return;
    this.working = true;
    if (this.soleWorker) await this.failOrphans();
    for (const def of this.defs.values()) {
      const typed = def as JobDefinition<unknown, D>;
      // One pg-boss worker per slot, so each knows its own id: a worker that has just finished a job asks
      // for the next at once (notifyWorker) instead of waiting out the poll interval; when the queue is
      // empty it falls back to polling (and NOTIFY wakes it for new jobs). Only the first slot polls an
      // idle queue every 2 s; the others every 30 s, and a slot that gets a job wakes them all (more are
      // likely waiting). 24 research slots polling every 2 s kept PGlite's one connection busy enough to
      // slow every other query (results page p95 161 → 149 ms with one research slot).
      const siblings: string[] = [];
      for (let slot = 0; slot < (def.concurrency ?? 1); slot++) {
        let workerId = '';
        const idlePoll = slot === 0 ? 2 : 30;
        workerId = await this.boss.work(
          def.name,
          {
            localConcurrency: 1,
            batchSize: 1,
            includeMetadata: true,
            pollingIntervalSeconds: idlePoll,
            notifyPollingIntervalSeconds: idlePoll,
          },
          async (jobs) => {
            for (const id of siblings) if (id !== workerId) this.boss.notifyWorker(id);
            for (const job of jobs) {
              const data = typed.payload.parse(job.data);
              const meta = { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit };
              try {
                await typed.handler(data, deps, meta);
              } catch (err) {
                this.log.warn({ err, job: def.name, jobId: job.id }, 'job failed');
                throw err;
              } finally {
                if (workerId) this.boss.notifyWorker(workerId);
              }
            }
          },
        );
        siblings.push(workerId);
      }
    }
  }

  get isWorking(): boolean {
    return this.working;
  }
}
