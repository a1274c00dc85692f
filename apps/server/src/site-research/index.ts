/**
 * The Research Agent's visit pipeline (issue 10): one website in, one rating out. The research module
 * (modules/research/) calls `runtime.siteResearcher.research(...)` once per website from its job handler.
 *
 * Outcomes:
 * - `done`: pages were read and rated. A site with pages but little text is `done` with `littleContent: true`
 *   and reasoning starting 'Little readable content on the site'.
 * - `unreachable`: the visit failed before any page text was read (DNS failure, refused, timeout, robots.txt
 *   disallows us, non-HTML, too large, blocked address); `error` is 'Could not be visited: <why>'. The caller refunds it.
 * - Model errors after the retry budget (AiUnavailableError) and permanent model errors (AiPermanentError)
 *   are THROWN, so the job fails this attempt and pg-boss retries it later; an abort of `signal` rethrows its reason.
 *
 * `pageRequests` counts the HTTP requests attempted for this site (robots.txt and redirect hops included; 0 when
 * every page came from the page cache or the address was refused before connecting).
 *
 * Text budget: the model sees at most 12,000 characters of page text per site plus 2,000 of search snippets
 * (research/rate-prompt.ts). Quotes are verified against the fetched text (ADR 0019).
 */
import type { QualityRanking, ResearchCriterion, ResearchDecision } from '@leadsift/shared';
import type { AiService } from '../model/index.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { createResearchPipeline } from './pipeline.ts';

export type SiteResearchInput = {
  /** Normalised https://host/path from the source cell. */
  url: string;
  /** The job's research instructions. */
  instructions: string;
  enableWebSearch: boolean;
  webSearchInstructions?: string | null;
  /** As the List Cleaner passes its model (resolved with ai's resolveModel). */
  model?: string;
  signal?: AbortSignal;
};

export type SiteRating = {
  decision: ResearchDecision;
  qualityRanking: QualityRanking;
  bonusScore: number;
  relevanceScore: number;
  reasoning: string;
  criteria: ResearchCriterion[];
  pagesVisited: string[];
  littleContent: boolean;
  /** Rated by the offline keyword rater. */
  offline: boolean;
};

export type SiteResearchOutcome =
  { status: 'done'; rating: SiteRating; pageRequests: number } | { status: 'unreachable'; error: string; pageRequests: number };

export type SiteResearcher = {
  research(input: SiteResearchInput): Promise<SiteResearchOutcome>;
  /** A search provider is configured (SEARCH_PROVIDER); without one enableWebSearch must be refused. */
  webSearchAvailable: boolean;
  /** No AI model: ratings come from the offline keyword rater. */
  offline: boolean;
};

export type SiteResearcherDeps = { config: Config; db: Db; log: Logger; ai: AiService };

/** Built once per process (runtime.ts): it holds the FETCH_CONCURRENCY limiter and the per-host limit of 2. */
export function createSiteResearcher(deps: SiteResearcherDeps): SiteResearcher {
  return createResearchPipeline(deps);
}
