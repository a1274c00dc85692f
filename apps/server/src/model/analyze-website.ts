import type { GuardedFetcher } from '../fetcher/guarded-fetch.ts';
import { backoffDelay, defaultBackoff, wait } from './backoff.ts';
import { callStructured } from './call-model.ts';
import type { AiDeps } from './decide-values.ts';
import { classifyAiError } from './errors.ts';
import { offlineWebsiteAnalysis } from './offline-website.ts';
import { getAiContext } from './providers.ts';
import {
  buildWebsitePrompt,
  readWebsiteAnalysis,
  websiteJsonSchema,
  websiteSystemPrompt,
  type PageForPrompt,
  type WebsiteAnalysis,
} from './website-prompt.ts';

export const NO_CONTEXT_MESSAGE = 'No context could be extracted from the website';

/** The page had no readable words, or the model found nothing to say about it. */
export class NoWebsiteContextError extends Error {
  constructor() {
    super(NO_CONTEXT_MESSAGE);
    this.name = 'NoWebsiteContextError';
  }
}

/** The model kept failing with transient errors (rate limits, 5xx, timeouts, malformed answers). */
export class AiUnavailableError extends Error {
  constructor(detail: string) {
    super(`the AI model is not available right now (${detail})`);
    this.name = 'AiUnavailableError';
  }
}

/** A website analysis is interactive: fewer attempts than a background chunk. */
const WEBSITE_ATTEMPTS = 2;

export type WebsiteAnalysisResult = WebsiteAnalysis & {
  /** True when the offline heuristics wrote it (no AI model configured). */
  offline: boolean;
  /** The page read, after redirects. */
  url: string;
};

/**
 * Visits `url` with the guarded fetcher and describes the company behind it (`context`) with a suggested
 * instruction per selected column (`columnExamples`). Throws FetchError (visit failed), NoWebsiteContextError,
 * AiPermanentError or AiUnavailableError.
 */
export async function analyzeWebsite(
  input: { url: string; selectedColumns: string[] },
  deps: AiDeps & { fetcher: GuardedFetcher; model?: string },
): Promise<WebsiteAnalysisResult> {
  const fetched = await deps.fetcher.fetchPage(input.url, deps.signal ? { signal: deps.signal } : {});
  const page: PageForPrompt = {
    url: fetched.url,
    title: fetched.title,
    description: fetched.description,
    headings: fetched.headings,
    text: fetched.text,
  };
  if (!page.title && !page.description && page.headings.length === 0 && !page.text) throw new NoWebsiteContextError();
  const columns = [...new Set(input.selectedColumns)];
  if (deps.config.AI_PROVIDER === 'offline') {
    const analysis = offlineWebsiteAnalysis(page, columns);
    if (!analysis.context) throw new NoWebsiteContextError();
    return { ...analysis, offline: true, url: page.url };
  }
  return { ...(await summariseWithModel(page, columns, deps)), offline: false, url: page.url };
}

async function summariseWithModel(page: PageForPrompt, columns: string[], deps: AiDeps & { model?: string }): Promise<WebsiteAnalysis> {
  const ai = getAiContext(deps.config);
  const backoff = { ...defaultBackoff, ...deps.backoff };
  let lastError = '';
  for (let attempt = 1; attempt <= WEBSITE_ATTEMPTS; attempt++) {
    try {
      const analysis = await callStructured(ai, {
        modelId: deps.model ?? deps.config.AI_MODEL,
        system: websiteSystemPrompt,
        prompt: buildWebsitePrompt(page, columns),
        temperature: 0.3,
        schema: websiteJsonSchema,
        read: (value) => readWebsiteAnalysis(value, columns) ?? (isEmptyContext(value) ? { context: '', columnExamples: {} } : null),
        attempt,
        ...(deps.signal ? { signal: deps.signal } : {}),
      });
      if (!analysis.context) throw new NoWebsiteContextError();
      return analysis;
    } catch (err) {
      if (err instanceof NoWebsiteContextError || deps.signal?.aborted) throw err;
      const failure = classifyAiError(err, ai.secrets);
      if (failure.kind === 'permanent') throw failure.error;
      lastError = failure.message;
      deps.log?.warn({ attempt, reason: failure.reason, error: failure.message }, 'website analysis model call failed');
      if (attempt < WEBSITE_ATTEMPTS) await wait(backoffDelay(attempt, failure.retryAfterMs, backoff), deps.signal);
    }
  }
  throw new AiUnavailableError(lastError);
}

/** A well-formed answer whose context is blank: the model found nothing, which is not worth asking again. */
function isEmptyContext(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'context' in value && typeof value.context === 'string' && !value.context.trim();
}
