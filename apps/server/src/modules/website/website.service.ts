import { AiPermanentError, AiUnavailableError, NO_CONTEXT_MESSAGE, NoWebsiteContextError, createAiService } from '../../model/index.ts';
import { FetchError, type FetchErrorCode } from '../../fetcher/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { AnalyzeWebsiteBody, AnalyzeWebsiteResponse } from './website.schemas.ts';
import type { Runtime } from '../../runtime-types.ts';

export const EMPTY_URL_MESSAGE = 'Please enter a website URL';
export const FAILED_PREFIX = 'Failed to analyze website';

/** docs/product.md#validation: non-empty after trimming; 'https://' is prepended when no scheme is present. */
export function normaliseWebsiteUrl(raw: string): string {
  const url = raw.trim();
  if (!url) throw new HttpError(400, EMPTY_URL_MESSAGE);
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url.replace(/^\/+/, '')}`;
}

const FETCH_STATUS: Record<FetchErrorCode, number> = {
  'invalid-url': 400,
  'blocked-address': 400,
  robots: 422,
  'unsupported-content': 422,
  'too-large': 422,
  'http-status': 502,
  'too-many-redirects': 502,
  dns: 502,
  network: 502,
  tls: 502,
  timeout: 502,
};

/** The texts of docs/product.md#messages: the client shows 'Website analysis failed: {error}'. */
export function toHttpError(err: unknown): unknown {
  if (err instanceof FetchError) return new HttpError(FETCH_STATUS[err.code], `${FAILED_PREFIX}: ${err.message}`);
  if (err instanceof NoWebsiteContextError) return new HttpError(422, NO_CONTEXT_MESSAGE);
  if (err instanceof AiPermanentError || err instanceof AiUnavailableError) return new HttpError(502, `${FAILED_PREFIX}: ${err.message}`);
  return err;
}

export async function analyzeWebsiteContext(runtime: Runtime, body: AnalyzeWebsiteBody): Promise<AnalyzeWebsiteResponse> {
  const url = normaliseWebsiteUrl(body.url);
  try {
    const result = await createAiService(runtime.config, runtime.log).analyzeWebsite({ url, selectedColumns: body.selectedColumns });
    return { context: result.context, columnExamples: result.columnExamples, offline: result.offline, url: result.url };
  } catch (err) {
    throw toHttpError(err);
  }
}
