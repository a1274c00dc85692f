import type { Config } from '../config.ts';
import { getFetcher } from '../fetcher/index.ts';
import type { Logger } from '../logger.ts';
import { analyzeWebsite, type WebsiteAnalysisResult } from './analyze-website.ts';
import type { Backoff } from './backoff.ts';
import { decideValues, type DecideValuesInput, type DecideValuesResult } from './decide-values.ts';
import { restateInstruction, type RestateInput, type RestateResult } from './restate-instruction.ts';
import type { ModelBudget } from './budget.ts';
import { aiStatus, getAiContext, type AiStatus } from './providers.ts';
import type { SpendGate, UsageRecorder } from './usage.ts';

export {
  AiUnavailableError,
  analyzeWebsite,
  NO_CONTEXT_MESSAGE,
  NoWebsiteContextError,
  type WebsiteAnalysisResult,
} from './analyze-website.ts';
export {
  decideValues,
  MAX_ATTEMPTS,
  UNDECIDED_REASON,
  type AiDeps,
  type DecideValuesInput,
  type DecideValuesResult,
  type ValueDecision,
} from './decide-values.ts';
export { restateInstruction, type RestateInput, type RestateResult } from './restate-instruction.ts';
export { RULE_LANGUAGE } from './reading-prompt.ts';
export { MAX_EXAMPLES, type Decision, type DecisionExample } from './decision-prompt.ts';
export { AiPermanentError, AiTimeoutError, ModelBudgetExhaustedError } from './errors.ts';
export { aiStatus, OFFLINE_LABEL, resolveModel, type AiConfig, type AiStatus } from './providers.ts';

export type CallOptions = { signal?: AbortSignal; backoff?: Partial<Backoff> };

/** The AI layer bound to one configuration, e.g. `runtime.ai = createAiService(config, log)`. */
export type AiService = {
  status(): AiStatus;
  decideValues(input: DecideValuesInput, options?: CallOptions): Promise<DecideValuesResult>;
  /** One call: the column's instructions restated in the rule language (ADR 0034). */
  restateInstruction(input: RestateInput, options?: CallOptions): Promise<RestateResult>;
  analyzeWebsite(input: { url: string; selectedColumns: string[] }, options?: CallOptions): Promise<WebsiteAnalysisResult>;
};

export { currentUsageScope, withUsageScope, type ModelCallRecord, type SpendGate, type UsageRecorder, type UsageScope } from './usage.ts';
export { budgetFromConfig, createModelBudget, type ModelBudget } from './budget.ts';

export function createAiService(
  config: Config,
  log?: Logger,
  options: { budget?: ModelBudget | undefined; usage?: UsageRecorder; spendGate?: SpendGate } = {},
): AiService {
  // The budget and the recorder belong to this configuration's context (one per process), so every call path uses them.
  if (options.budget) getAiContext(config).budget = options.budget;
  if (options.usage) getAiContext(config).usage = options.usage;
  if (options.spendGate) getAiContext(config).spendGate = options.spendGate;
  const deps = (options: CallOptions = {}) => ({ config, ...(log ? { log } : {}), ...options });
  return {
    status: () => aiStatus(config),
    decideValues: (input, options) => decideValues(input, deps(options)),
    restateInstruction: (input, options) => restateInstruction(input, deps(options)),
    analyzeWebsite: (input, options) => analyzeWebsite(input, { ...deps(options), fetcher: getFetcher(config) }),
  };
}
