import type { SiteResearcher, SiteResearcherDeps } from './index.ts';

/** Placeholder until the pipeline lands: every site is reported unreachable. */
export function createResearchPipeline(deps: SiteResearcherDeps): SiteResearcher {
  return {
    webSearchAvailable: Boolean(deps.config.SEARCH_PROVIDER),
    offline: deps.config.AI_PROVIDER === 'offline',
    research: () => Promise.resolve({ status: 'unreachable', error: 'Could not be visited: not implemented yet', pageRequests: 0 }),
  };
}
