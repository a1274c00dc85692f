import type { Config } from '../config.ts';
import { createGuardedDownloader, type GuardedDownloader } from './guarded-download.ts';
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

type FetchConfig = Pick<Config, 'RESEARCH_ALLOW_PRIVATE_HOSTS' | 'BASE_URL'>;

/** One instance per process and configuration: `make` runs once per config object. */
function perConfig<T>(make: (config: FetchConfig) => T): (config: FetchConfig) => T {
  const made = new WeakMap<object, T>();
  return (config) => {
    let value = made.get(config);
    if (value === undefined) {
      value = make(config);
      made.set(config, value);
    }
    return value;
  };
}

const guardOptions = (config: FetchConfig) => ({
  allowPrivateHosts: config.RESEARCH_ALLOW_PRIVATE_HOSTS,
  userAgent: leadSiftUserAgent(config.BASE_URL),
});

/** The process's fetcher for a configuration (one connection pool and robots.txt cache), shared by website analysis and research. */
export const getFetcher: (config: FetchConfig) => GuardedFetcher = perConfig((config) => createGuardedFetcher(guardOptions(config)));

/** The process's file downloader for a configuration (automations' URL sources), behind the same guard as the fetcher. */
export const getDownloader: (config: FetchConfig) => GuardedDownloader = perConfig((config) =>
  createGuardedDownloader(guardOptions(config)),
);
