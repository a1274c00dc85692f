import type { Config } from '../config.ts';
import { createGuardedFetcher, leadSiftUserAgent, type GuardedFetcher } from './guarded-fetch.ts';

export { FetchError, type FetchErrorCode } from './errors.ts';
export {
  createGuardedFetcher,
  leadSiftUserAgent,
  type FetchCallOptions,
  type FetchedPage,
  type FetchedText,
  type GuardedFetcher,
  type GuardedFetcherOptions,
} from './guarded-fetch.ts';
export { createGuardedDownloader, filenameOf, type Download, type GuardedDownloader, type Validators } from './guarded-download.ts';
export { checkWebhookUrl, createGuardedPoster, type GuardedPoster, type GuardedPostResult } from './guarded-post.ts';
export { extractPage, type ExtractedPage, type PageLink, type PageText } from './html-extract.ts';
export { isBlockedAddress } from './ip-guard.ts';

const fetchers = new WeakMap<object, GuardedFetcher>();

/** The process's fetcher for a configuration (one connection pool and robots.txt cache), shared by website analysis and research. */
export function getFetcher(config: Pick<Config, 'RESEARCH_ALLOW_PRIVATE_HOSTS' | 'BASE_URL'>): GuardedFetcher {
  let fetcher = fetchers.get(config);
  if (!fetcher) {
    fetcher = createGuardedFetcher({
      allowPrivateHosts: config.RESEARCH_ALLOW_PRIVATE_HOSTS,
      userAgent: leadSiftUserAgent(config.BASE_URL),
    });
    fetchers.set(config, fetcher);
  }
  return fetcher;
}
