import { pino, type DestinationStream, type Logger } from 'pino';
import pinoPretty from 'pino-pretty';
import { redactUrl } from './lib/redact-url.ts';

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

/** The shape of a request in the log (Fastify's own fields), with the URL's tokens redacted (docs/security.md). */
type LoggedRequest = { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } };
export const serializers = {
  req: (req: LoggedRequest) => ({
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    // request.ip: the socket's peer, or what a proxy TRUST_PROXY names forwarded.
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
};

/** `destination`: where JSON lines go instead of stdout (tests read the log from it). */
export function createLogger(level: string, name = 'leadsift', format: LogFormat = 'json', destination?: DestinationStream): Logger {
  const options = { name, level, serializers, redact: { paths: redactPaths, censor: '[redacted]' } };
  // pino-pretty as a stream in this thread (no transport worker): same redaction, lines written in order.
  if (format === 'pretty')
    return pino(options, pinoPretty({ colorize: Boolean(process.stdout.isTTY), translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }));
  return destination ? pino(options, destination) : pino(options);
}

export type { Logger };
