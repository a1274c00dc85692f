import { Transform, type Readable } from 'node:stream';
import { quotaExceededMessage } from '@leadsift/shared';
import { HttpError } from '../../lib/http-error.ts';
import type { Runtime } from '../../runtime-types.ts';
import { storageUsage } from './uploads-files.service.ts';

/**
 * The storage quota on the receiving path (issue 29): an upload that would pass it is refused before
 * anything is stored when Content-Length tells its size, and otherwise stopped as soon as its bytes pass
 * what is left, so the store's own failure path removes what was written (nothing is left behind).
 */
export type QuotaGuard = {
  /** The file part's stream, counted: it fails once more bytes arrive than the quota leaves room for. */
  limit<T extends Readable & { truncated?: boolean }>(stream: T): T;
  /** Runs the ingest; a failure caused by passing the quota becomes the quota's 413. */
  watch<T>(ingest: () => Promise<T>): Promise<T>;
};

const unlimited: QuotaGuard = { limit: (stream) => stream, watch: (ingest) => ingest() };

const refusal = (used: number, quota: number) => new HttpError(413, quotaExceededMessage(used, quota));

/** Checks the quota before the body is read; throws the 413 when Content-Length alone passes it. */
export async function quotaGuard(
  runtime: Pick<Runtime, 'db' | 'config'>,
  userId: string,
  contentLength: string | undefined,
): Promise<QuotaGuard> {
  const { usedBytes, quotaBytes } = await storageUsage(runtime.db, runtime.config, userId);
  if (quotaBytes === null) return unlimited;
  const room = quotaBytes - usedBytes;
  // The multipart body is a little larger than the file it carries: a few hundred bytes of headers.
  const declared = contentLength === undefined ? NaN : Number(contentLength) - 1024;
  if (room <= 0 || (Number.isFinite(declared) && declared > room)) throw refusal(usedBytes, quotaBytes);
  let exceeded = false;
  let detach = () => {};
  return {
    limit(stream) {
      let seen = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          seen += chunk.length;
          if (seen <= room) return done(null, chunk);
          // Past the quota the part ends here, marked cut short like a body past MAX_UPLOAD_MB: the ingest
          // refuses it as it refuses any cut body, and `watch` answers the quota's 413. No stream error is
          // emitted: one raised while the ingest is between reads went unheard (an uncaught exception, and
          // the client got Node's bare 400). The route drains what the client still sends.
          exceeded = true;
          stream.unpipe(counted);
          done();
          counted.end();
        },
      });
      stream.on('error', (err) => counted.destroy(err));
      stream.pipe(counted);
      // Once the ingest is over (failed early for another reason, say), what the client still sends is
      // drained by the route, not counted: a count passing the quota then would be an error nobody hears.
      detach = () => {
        stream.unpipe(counted);
        counted.on('error', () => {});
        counted.destroy();
      };
      // A body cut at MAX_UPLOAD_MB, or here at the quota, is refused as cut short (the ingest reads the flag).
      Object.defineProperty(counted, 'truncated', { get: () => exceeded || stream.truncated });
      return counted as unknown as typeof stream;
    },
    async watch(ingest) {
      try {
        return await ingest();
      } catch (err) {
        if (exceeded) throw refusal(usedBytes, quotaBytes);
        throw err;
      } finally {
        detach();
      }
    },
  };
}
