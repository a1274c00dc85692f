import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { AiProvider, Config } from '../config.ts';
import type { ModelBudget } from './budget.ts';
import { createLimiter, type Limiter } from '../lib/semaphore.ts';
import type { SpendGate, UsageRecorder } from './usage.ts';

/** The part of Config the AI layer reads (a Runtime's config satisfies it). */
export type AiConfig = Pick<
  Config,
  | 'AI_PROVIDER'
  | 'AI_MODEL'
  | 'AI_MODELS'
  | 'OPENAI_API_KEY'
  | 'ANTHROPIC_API_KEY'
  | 'AI_BASE_URL'
  | 'AI_API_KEY'
  | 'AI_CONCURRENCY'
  | 'AI_TIMEOUT_MS'
>;

export const OFFLINE_LABEL = 'Offline keyword matcher (no AI model configured)';

export type AiStatus = {
  provider: AiProvider;
  model: string;
  models: string[];
  offline: boolean;
  label: string;
};

/** What the UI shows about the active provider; never contains a key or the base URL's credentials. */
export function aiStatus(config: AiConfig): AiStatus {
  const offline = config.AI_PROVIDER === 'offline';
  return {
    provider: config.AI_PROVIDER,
    model: config.AI_MODEL,
    models: config.AI_MODELS,
    offline,
    label: offline ? OFFLINE_LABEL : `${providerName(config.AI_PROVIDER)} · ${config.AI_MODEL}`,
  };
}

/**
 * The model a job should use: the requested one when it is offered (AI_MODELS), else the default
 * (a request for the documented default 'gpt-4o' on an Ollama server runs on AI_MODEL instead of failing).
 */
export function resolveModel(config: Pick<AiConfig, 'AI_PROVIDER' | 'AI_MODEL' | 'AI_MODELS'>, requested: string | undefined): string {
  if (config.AI_PROVIDER === 'offline') return config.AI_MODEL;
  const wanted = requested?.trim();
  return wanted && config.AI_MODELS.includes(wanted) ? wanted : config.AI_MODEL;
}

function providerName(provider: AiProvider): string {
  switch (provider) {
    case 'openai':
      return 'OpenAI';
    case 'anthropic':
      return 'Anthropic';
    case 'openai-compatible':
      return 'OpenAI-compatible';
    case 'offline':
      return 'Offline';
  }
}

/** One provider factory, one concurrency limiter per configuration (in practice: per process). */
export type AiContext = {
  config: AiConfig;
  limiter: Limiter;
  /** The AI SDK model for a model id; throws for the offline provider, which has none. */
  model(modelId: string): LanguageModel;
  /** Values that must never appear in logs or error messages. */
  secrets: string[];
  /** The cluster-wide budget (AI_MAX_IN_FLIGHT, AI_MAX_PER_MINUTE), when configured; see model/budget.ts. */
  budget?: ModelBudget;
  /** Stores every call's tokens and outcome (modules/cost), when the process has a database. */
  usage?: UsageRecorder;
  /** The monthly model budget (modules/cost/model-budget.ts), when the process has a database. */
  spendGate?: SpendGate;
};

const contexts = new WeakMap<AiConfig, AiContext>();

export function getAiContext(config: AiConfig): AiContext {
  let context = contexts.get(config);
  if (!context) {
    context = createAiContext(config);
    contexts.set(config, context);
  }
  return context;
}

function createAiContext(config: AiConfig): AiContext {
  const build = modelFactory(config);
  const models = new Map<string, LanguageModel>();
  return {
    config,
    limiter: createLimiter(config.AI_CONCURRENCY),
    secrets: [config.OPENAI_API_KEY, config.ANTHROPIC_API_KEY, config.AI_API_KEY].filter((s): s is string => Boolean(s)),
    model(modelId) {
      let model = models.get(modelId);
      if (!model) {
        model = build(modelId);
        models.set(modelId, model);
      }
      return model;
    },
  };
}

function modelFactory(config: AiConfig): (modelId: string) => LanguageModel {
  switch (config.AI_PROVIDER) {
    case 'openai': {
      // The Responses API (the SDK's default for OpenAI); AI_BASE_URL allows a proxy in front of it.
      const openai = createOpenAI({ apiKey: config.OPENAI_API_KEY, ...(config.AI_BASE_URL ? { baseURL: config.AI_BASE_URL } : {}) });
      return (modelId) => openai(modelId);
    }
    case 'openai-compatible': {
      // Chat Completions with response_format json_schema: what Ollama, vLLM, LM Studio and OpenRouter speak.
      const compatible = createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: requireBaseUrl(config.AI_BASE_URL),
        ...(config.AI_API_KEY ? { apiKey: config.AI_API_KEY } : {}),
        supportsStructuredOutputs: true,
      });
      return (modelId) => compatible.chatModel(modelId);
    }
    case 'anthropic': {
      const anthropic = createAnthropic({
        apiKey: config.ANTHROPIC_API_KEY,
        ...(config.AI_BASE_URL ? { baseURL: config.AI_BASE_URL } : {}),
      });
      return (modelId) => anthropic(modelId);
    }
    case 'offline':
      return () => {
        throw new Error('The offline keyword matcher has no language model');
      };
  }
}

function requireBaseUrl(url: string | undefined): string {
  if (!url) throw new Error('AI_BASE_URL is required when AI_PROVIDER=openai-compatible');
  return url.replace(/\/+$/, '');
}
