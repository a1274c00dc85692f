/**
 * What modules need from the composition root, and nothing more: the `Runtime` service container and the
 * Fastify instance type. This file is a leaf of the import graph (docs/architecture.md, "Layers"): it imports
 * types of the engines and lower layers only, never a feature module, runtime.ts or app.ts — so modules depend
 * on it, the composition root (runtime.ts, app.ts, app-modules.ts, all-jobs.ts) depends on the modules,
 * and no arrow runs back up.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PgBoss } from 'pg-boss';
import type { Config } from './config.ts';
import type { DatabaseHandle, Db } from './db/client.ts';
import type { FileStorage } from './files/storage.ts';
import type { Auth } from './identity/better-auth.ts';
import type { SessionCache } from './identity/session-cache.ts';
import type { AnyJobDefinition, JobQueue } from './jobs/queue.ts';
import type { TestClockControl } from './jobs/test-clock.ts';
import type { Logger } from './logger.ts';
import type { AiService } from './model/index.ts';
import type { SiteResearcher } from './site-research/types.ts';
import type { WorkspaceRole } from '@leadsift/shared';

/** When webhook deliveries time out and are tried again (modules/webhooks; tests shorten it). */
export type WebhookTiming = {
  /** Each attempt's whole request, connection to the last byte read (default 10 s). */
  timeoutMs: number;
  /** Seconds before attempt 2, 3, …; its length + 1 is the number of attempts. */
  retryDelaysSeconds: number[];
};

export type AppInstance = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

export type SessionUser = { id: string; email: string; name: string; image: string | null; role: string };
export type AuthSession = { user: SessionUser; session: { id: string; token: string; expiresAt: Date } };

/** The workspace a request acts in, and the caller's place in it (ADR 0067); `requireUser` sets `request.workspace`. */
export type WorkspaceScope = {
  id: string;
  name: string;
  personal: boolean;
  role: WorkspaceRole;
  /** The caller's monthly credit limit in this workspace; null = none. */
  monthlyCreditLimit: number | null;
  membersManageAllJobs: boolean;
};

/** Who acts (the member whose work it is) and in which workspace: what services that write or charge take. */
export type WorkspaceCaller = { userId: string; workspace: WorkspaceScope };

/** Everything a request handler or a job needs; built once per process by server.ts, worker.ts or a test. */
export type Runtime = {
  config: Config;
  log: Logger;
  database: DatabaseHandle;
  db: Db;
  boss: PgBoss;
  jobs: JobQueue<Runtime>;
  storage: FileStorage;
  auth: Auth;
  ai: AiService;
  /** The Research Agent's website visit pipeline (one per process: it holds the fetch concurrency limits). */
  siteResearcher: SiteResearcher;
  /** Recent session lookups (plugins/auth.ts); cleared when users are deleted. */
  sessionCache: SessionCache<AuthSession>;
  /** Webhook attempt timeout and retry delays (tests shorten them). */
  webhookTiming: WebhookTiming;
  /** Each job kind's own delete, read from the modules' list: the Files feature deletes an upload's jobs through it. */
  jobDeletes: JobDeletes;
  /** TEST_CLOCK=on only (tests): the clock pg-boss's cron passes run on, which POST /api/test-clock/advance moves. */
  testClock?: TestClockControl;
  close: (options?: { timeoutMs?: number }) => Promise<void>;
  /** Set by server.ts on PGlite: the token of the local control endpoint (`npm run db -- backup`), also in the lock file. */
  controlToken?: string;
};

/**
 * What a feature module brings, exported once by `modules/<feature>/<feature>.module.ts`; the composition root
 * reads the list (`app-modules.ts`): routes for `buildApp`, jobs and schedules for `createRuntime`, start-up
 * work once the app is ready (a failure is logged with `failure` and never stops the start).
 */
/**
 * Deletes one of the workspace's jobs as deleting it does (unfinished work refunded); a 404 HttpError when it is
 * gone. With a caller, their right to delete another member's job is checked (403); null is the system (retention).
 */
export type JobDelete = (db: Db, workspaceId: string, jobId: string, caller: WorkspaceCaller | null) => Promise<{ refunded: number }>;
export type JobDeletes = Record<'filter' | 'research', JobDelete>;

export type AppModule = {
  name: string;
  routes?: Array<(app: AppInstance, runtime: Runtime) => Promise<void>>;
  jobs?: AnyJobDefinition[];
  schedule?: (runtime: Runtime) => Promise<void>;
  startup?: Array<{ failure: string; run: (runtime: Runtime) => Promise<void> }>;
  /** A job module's delete of its jobs, for an upload deleted with the jobs built on it. */
  deletesJobs?: { kind: keyof JobDeletes; delete: JobDelete };
};
