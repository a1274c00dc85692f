import { AsyncLocalStorage } from 'node:async_hooks';
import type { ModelCallKind, ModelCallOutcome } from '../db/schema/model-usage.ts';

/** Whom the model calls made inside `withUsageScope` serve (a job, its owner). */
export type UsageScope = { kind: ModelCallKind; jobId?: string; userId?: string };

/** One model call as the provider reported it. */
export type ModelCallRecord = Partial<UsageScope> & {
  provider: string;
  model: string;
  inputTokens: number;
  outputTokens: number;
  latencyMs: number;
  outcome: ModelCallOutcome;
  items: number;
};

/** Stores a call's record; must not throw (a lost record must not fail the job it served). */
export type UsageRecorder = (record: ModelCallRecord) => Promise<void>;

/**
 * Asked before each model call starts: false when the month's model budget is used up (ADR 0042). Must be
 * cheap (it runs per call) and must not throw for a database hiccup it can answer "true" to.
 */
export type SpendGate = () => Promise<boolean>;

// The scope travels with the async work (a job handler → the site pipeline → the model call), so the
// engines below the modules need no job id parameters threaded through them.
const scopes = new AsyncLocalStorage<UsageScope>();

export function withUsageScope<T>(scope: UsageScope, fn: () => Promise<T>): Promise<T> {
  return scopes.run(scope, fn);
}

export function currentUsageScope(): UsageScope | undefined {
  return scopes.getStore();
}
