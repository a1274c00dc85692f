import type { FastifyInstance } from 'fastify';

export type BodyTimeouts = {
  /** No byte of the body for this long: the connection is closed. */
  idleMs: number;
  /** After this long, a body arriving slower than `minBytesPerSecond` on average is cut off too. */
  graceMs: number;
  minBytesPerSecond: number;
  /** How often the socket is looked at. */
  checkMs: number;
};

/**
 * Generous for a person on a poor connection (2 KB/s is 7 MB an hour), and still ends a slowloris client
 * that trickles a byte now and then within a minute. Requests without a body are not watched.
 */
export const defaultBodyTimeouts: BodyTimeouts = { idleMs: 30_000, graceMs: 30_000, minBytesPerSecond: 2048, checkMs: 1_000 };

/**
 * Closes the connection of a request whose body trickles in (slowloris) or stops arriving. Fastify sets
 * no request timeout, and Node's `headersTimeout` only covers the headers. The socket's own byte counter
 * is read, so no stream is touched; destroying the request makes the upload's stream fail, and the
 * upload removes its file (uploads.service.ts) like any other failed ingest.
 */
export function registerBodyWatchdog(app: FastifyInstance, timeouts: BodyTimeouts = defaultBodyTimeouts): void {
  app.addHook('onRequest', async (request) => {
    const raw = request.raw;
    const hasBody = Number(raw.headers['content-length'] ?? 0) > 0 || raw.headers['transfer-encoding'] !== undefined;
    const socket = raw.socket;
    if (!hasBody || !socket) return;
    const started = Date.now();
    const base = socket.bytesRead;
    let seen = base;
    let lastByteAt = started;
    const timer = setInterval(() => {
      const now = Date.now();
      if (socket.bytesRead !== seen) {
        seen = socket.bytesRead;
        lastByteAt = now;
      }
      const elapsed = now - started;
      const idle = now - lastByteAt >= timeouts.idleMs;
      const slow = elapsed >= timeouts.graceMs && ((seen - base) * 1000) / elapsed < timeouts.minBytesPerSecond;
      if (!idle && !slow) return;
      stop();
      request.log.warn({ bytes: seen - base, seconds: Math.round(elapsed / 1000), idle }, 'request body too slow; connection closed');
      raw.destroy();
    }, timeouts.checkMs);
    timer.unref();
    const stop = () => clearInterval(timer);
    // 'end': the whole body was read; 'close': the request is over either way.
    raw.once('end', stop);
    raw.once('close', stop);
  });
}
