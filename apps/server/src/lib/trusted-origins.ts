import { ConfigError } from './config-error.ts';

/** `TRUSTED_ORIGINS`: a comma list of http(s) origins; anything else is a configuration error. */
export function parseOrigins(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .map((v) => {
      let url: URL | null = null;
      try {
        url = new URL(v);
      } catch {
        // reported below
      }
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
        throw new ConfigError(`Invalid configuration: TRUSTED_ORIGINS=${JSON.stringify(value)} must be a comma list of http(s) origins`);
      }
      return url.origin;
    });
}
