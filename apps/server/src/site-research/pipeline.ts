import type { Backoff } from '../model/backoff.ts';
import { getFetcher, type GuardedFetcher } from '../fetcher/index.ts';
import { splitCriteria, verifyCriteria, type EvidenceSource } from './criteria.ts';
import type { SiteRating, SiteResearcher, SiteResearcherDeps, SiteResearchInput, SiteResearchOutcome } from './types.ts';
import { offlineRate } from './offline-rater.ts';
import { createPageCache } from './page-cache.ts';
import { createFetchGate } from './politeness.ts';
import { rateWithModel } from './rate.ts';
import { createRatingCache, ratingKey } from './rating-cache.ts';
import { resolveModel } from '../model/index.ts';
import { createSearchProvider, searchQuery, type SearchResult } from './search.ts';
import { visitSite, type ReadPage } from './visit.ts';

export const LITTLE_CONTENT = 'Little readable content on the site';
/** Fewer characters of text (description and headings included) than this over all pages read: little content. */
export const LITTLE_CONTENT_CHARS = 200;
export const PER_HOST_IN_FLIGHT = 2;
const SEARCH_RESULTS = 5;

/** Test seams: a fetcher with a custom DNS lookup or guard, a fetch for the search provider, a short backoff. */
export type PipelineOptions = { fetcher?: GuardedFetcher; searchFetch?: typeof fetch; backoff?: Partial<Backoff> };

export function createResearchPipeline(deps: SiteResearcherDeps, options: PipelineOptions = {}): SiteResearcher {
  const { config, log } = deps;
  if (config.RESEARCH_ALLOW_PRIVATE_HOSTS) {
    log.warn(
      'RESEARCH_ALLOW_PRIVATE_HOSTS=1: the Research Agent and website analysis may visit private, loopback and cloud-metadata addresses. FOR TESTS ONLY — never set it on a server users can reach.',
    );
  }
  const fetcher = options.fetcher ?? getFetcher(config);
  const gate = createFetchGate({ perHost: PER_HOST_IN_FLIGHT, total: config.FETCH_CONCURRENCY });
  const cache = createPageCache(deps.db, config.RESEARCH_CACHE_HOURS);
  const search = createSearchProvider(config, options.searchFetch);
  const offline = config.AI_PROVIDER === 'offline';
  const ratings = createRatingCache(deps.db);

  async function webSearch(input: SiteResearchInput): Promise<SearchResult[]> {
    if (!input.enableWebSearch || !search) return [];
    try {
      const query = searchQuery(input.url, input.instructions, input.webSearchInstructions);
      return await search.search(query, { count: SEARCH_RESULTS, ...(input.signal ? { signal: input.signal } : {}) });
    } catch (err) {
      if (input.signal?.aborted) throw err;
      // The visit still rates the site on its pages; the search is extra evidence, not a reason to fail.
      log.warn({ err: err instanceof Error ? err.message : String(err), url: input.url }, 'web search failed');
      return [];
    }
  }

  async function research(input: SiteResearchInput): Promise<SiteResearchOutcome> {
    const visit = await visitSite(
      input.url,
      input.instructions,
      { fetcher, gate, cache, maxPages: config.RESEARCH_MAX_PAGES },
      input.signal,
    );
    if (visit.status === 'unreachable') {
      return { status: 'unreachable', error: `Could not be visited: ${visit.error}`, pageRequests: visit.requests };
    }
    const [pages, found] = [visit.pages, await webSearch(input)];
    const criteria = splitCriteria(input.instructions);
    const sources: EvidenceSource[] = [
      ...pages.map((p) => ({ url: p.finalUrl, text: pageText(p) })),
      ...found.map((r) => ({ url: r.url, text: `${r.title}\n${r.snippet}` })),
    ];
    const littleContent =
      pages.reduce((n, p) => n + p.text.length + p.description.length + p.headings.join(' ').length, 0) < LITTLE_CONTENT_CHARS;
    const pagesVisited = pages.map((p) => p.finalUrl);
    let rating: SiteRating;
    let reusedFrom: Date | undefined;
    if (offline) {
      const r = offlineRate(criteria, sources);
      rating = {
        ...r,
        criteria: verifyCriteria(criteria, r.criteria, sources),
        reasoning: littleContent ? `${r.reasoning} ${LITTLE_CONTENT}.` : r.reasoning,
        pagesVisited,
        littleContent,
        offline: true,
      };
    } else {
      const rateInput = {
        url: pages[0]?.finalUrl ?? input.url,
        instructions: input.instructions,
        criteria,
        pages: pages.map((p) => ({ url: p.finalUrl, title: p.title, description: p.description, headings: p.headings, text: p.text })),
        search: found,
        littleContent,
        ...(input.model ? { model: input.model } : {}),
      };
      const model = resolveModel(config, input.model);
      const key = ratingKey(rateInput, model, { enabled: input.enableWebSearch, instructions: input.webSearchInstructions });
      const cached = await ratings.get(key);
      if (cached) reusedFrom = cached.ratedAt;
      const r =
        cached?.rating ??
        (await rateWithModel(rateInput, {
          config,
          log,
          ...(input.signal ? { signal: input.signal } : {}),
          ...(options.backoff ? { backoff: options.backoff } : {}),
        }));
      if (!cached) await ratings.put(key, model, r);
      const reasoning = r.reasoning || 'No reasoning given.';
      rating = {
        decision: r.decision,
        qualityRanking: r.qualityRanking,
        bonusScore: r.bonusScore,
        relevanceScore: r.relevanceScore,
        reasoning: littleContent ? `${LITTLE_CONTENT}. ${reasoning}` : reasoning,
        criteria: verifyCriteria(criteria, r.criteria, sources),
        pagesVisited,
        littleContent,
        offline: false,
      };
    }
    return { status: 'done', rating, pageRequests: visit.requests, ...(reusedFrom ? { reusedFrom } : {}) };
  }

  return { research, webSearchAvailable: search !== null, offline };
}

/** Everything of a page a quote may come from. */
function pageText(page: ReadPage): string {
  return [page.title, page.description, ...page.headings, page.text].filter(Boolean).join('\n');
}
