/**
 * The Research Agent's visit pipeline (ADR 0019): one website in, one rating out. The research module
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
 * (site-research/rate-prompt.ts). Quotes are verified against the fetched text (ADR 0019).
 */
import type { DbOrTx } from '../db/client.ts';
import { forgetFailedPages } from './page-cache.ts';
import { createResearchPipeline } from './pipeline.ts';
import { keyOf } from './visit.ts';
import type { SiteResearcher, SiteResearcherDeps } from './types.ts';

export type { SiteRating, SiteResearcher, SiteResearcherDeps, SiteResearchInput, SiteResearchOutcome } from './types.ts';

/** Built once per process (runtime.ts): it holds the FETCH_CONCURRENCY limiter and the per-host limit of 2. */
export function createSiteResearcher(deps: SiteResearcherDeps): SiteResearcher {
  return createResearchPipeline(deps);
}

/** Forgets the cached failed visits of these websites' home pages: their next visit asks the site again (ADR 0066). */
export async function forgetFailedVisits(db: DbOrTx, websiteUrls: string[]): Promise<void> {
  await forgetFailedPages(
    db,
    websiteUrls.flatMap((url) => keyOf(url) ?? []),
  );
}
