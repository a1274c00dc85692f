import { timingSafeEqual } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { inTransaction } from '../../db/dump/catalog.ts';
import { dumpLines } from '../../db/dump/dump.ts';
import { writeDump } from '../../db/dump/files.ts';
import { notFound } from '../../lib/http-error.ts';
import type { AppInstance, Runtime } from '../../runtime-types.ts';

export const controlTokenHeader = 'x-leadsift-control-token';

/** The caller is on this machine: loopback, or the very address the request came in on (the socket's, not a header). */
export function fromThisMachine(request: FastifyRequest): boolean {
  const remote = request.raw.socket.remoteAddress ?? '';
  const local = request.raw.socket.localAddress ?? '';
  return remote === '127.0.0.1' || remote === '::1' || remote === '::ffff:127.0.0.1' || (remote !== '' && remote === local);
}

function tokenMatches(expected: string | undefined, given: unknown): boolean {
  if (!expected || typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `npm run db -- backup` while a PGlite server runs (ADR 0013/0016): the CLI cannot open the held data folder,
 * so it asks the server, with the token of the lock file (readable only by who can read DATA_DIR) and from this
 * machine only. Anything else answers 404, as if the route did not exist.
 */
export async function opsRoutes(app: AppInstance, runtime: Runtime): Promise<void> {
  app.post(
    '/api/ops/backup',
    { schema: { hide: true }, config: { public: 'the CLI on this machine, with the control token' } },
    async (request, reply) => {
      if (
        runtime.database.kind !== 'pglite' ||
        !fromThisMachine(request) ||
        !tokenMatches(runtime.controlToken, request.headers[controlTokenHeader])
      ) {
        throw notFound('Not found');
      }
      const out = new PassThrough();
      // The dump runs in one transaction (one snapshot); requests wait for PGlite's one connection meanwhile.
      inTransaction(runtime.database, 'read', (sql) => writeDump(dumpLines(sql), out)).catch((err: unknown) => {
        runtime.log.error({ err }, 'backup failed');
        out.destroy(err as Error);
      });
      return reply.header('content-type', 'application/gzip').header('cache-control', 'no-store').send(out);
    },
  );
}
