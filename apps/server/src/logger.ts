import { pino, type Logger } from 'pino';
import pinoPretty from 'pino-pretty';

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

export type LogFormat = 'json' | 'pretty';

/** LOG_FORMAT when set; else readable lines in a terminal and JSON (for collectors) everywhere else. */
export function logFormat(setting: LogFormat | undefined, isTTY = Boolean(process.stdout.isTTY)): LogFormat {
  return setting ?? (isTTY ? 'pretty' : 'json');
}

export function createLogger(level: string, name = 'leadsift', format: LogFormat = 'json'): Logger {
  const options = { name, level, redact: { paths: redactPaths, censor: '[redacted]' } };
  // pino-pretty as a stream in this thread (no transport worker): same redaction, lines written in order.
  if (format === 'pretty')
    return pino(options, pinoPretty({ colorize: Boolean(process.stdout.isTTY), translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }));
  return pino(options);
}

export type { Logger };
