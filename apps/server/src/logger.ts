import { pino, type Logger } from 'pino';

/** Paths that may carry secrets; pino replaces their values before anything is written. */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.apiKey',
  '*.secret',
];

export function createLogger(level: string, name = 'leadsift'): Logger {
  return pino({ name, level, redact: { paths: redactPaths, censor: '[redacted]' } });
}

export type { Logger };
