import { Transform, type Readable } from 'node:stream';
import { quotaExceededMessage } from '@leadsift/shared';
import { HttpError } from '../../lib/http-error.ts';
import type { Runtime, WorkspaceCaller } from '../../runtime-types.ts';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploadReservations } from '../../db/schema/index.ts';
import { storageQuota, storageUsed } from './uploads-files.service.ts';

/**
 * The storage quota on the receiving path (ADR 0033): an upload that would pass it is refused before
 * anything is stored when Content-Length tells its size, and otherwise stopped as soon as its bytes pass
 * what is left, so the store's own failure path removes what was written (nothing is left behind).
 */
export type QuotaGuard = {
  /** The file part's stream, counted: it fails once more bytes arrive than the quota leaves room for. */
  limit<T extends Readable & { truncated?: boolean }>(stream: T): T;
  /** Runs the ingest; a failure caused by passing the quota becomes the quota's 413. Releases the room after. */
  watch<T>(ingest: () => Promise<T>): Promise<T>;
  /** Gives the held room back when no ingest will run (no file part); `watch` does it itself. */
  release(): Promise<void>;
};

const unlimited: QuotaGuard = { limit: (stream) => stream, watch: (ingest) => ingest(), release: async () => {} };

const refusal = (used: number, quota: number) => new HttpError(413, quotaExceededMessage(used, quota));

/** How long a reservation counts when its process dies before removing it. */
const reservationTtlSeconds = 6 * 3600;

type Reserved = { usedBytes: number; quotaBytes: number; room: number; release: () => Promise<void> };

/**
 * Takes the upload's room of the workspace's quota atomically (docs/security.md): under a per-workspace transaction lock, what is stored
 * plus what other uploads in flight hold is read, and this upload's share is held in upload_reservations —
 * its declared size, or all that is left when the size is unknown. Concurrent uploads (REST and MCP's
 * upload_list alike, on any node) thus never pass the quota together.
 */
async function reserveRoom(db: Db, caller: WorkspaceCaller, quotaBytes: number, declared: number): Promise<Reserved> {
  const workspaceId = caller.workspace.id;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`upload-quota:${workspaceId}`}))`);
    // What a process that died mid-upload left behind stops counting at its expiry, and goes here.
    await tx
      .delete(uploadReservations)
      .where(and(eq(uploadReservations.workspaceId, workspaceId), lte(uploadReservations.expiresAt, sql`now()`)));
    const [held] = await tx
      .select({ bytes: sql<string>`coalesce(sum(${uploadReservations.bytes}), 0)` })
      .from(uploadReservations)
      .where(and(eq(uploadReservations.workspaceId, workspaceId), gt(uploadReservations.expiresAt, sql`now()`)));
    const usedBytes = (await storageUsed(tx, workspaceId)) + Number(held?.bytes ?? 0);
    const room = quotaBytes - usedBytes;
    if (room <= 0 || (Number.isFinite(declared) && declared > room)) throw refusal(usedBytes, quotaBytes);
    // The multipart body is a little larger than the file: the declared size is held, capped at the room.
    const bytes = Number.isFinite(declared) ? Math.min(room, declared + 1024) : room;
    const [row] = await tx
      .insert(uploadReservations)
      .values({ workspaceId, userId: caller.userId, bytes, expiresAt: sql`now() + make_interval(secs => ${reservationTtlSeconds})` })
      .returning({ id: uploadReservations.id });
    let released = false;
    const release = async () => {
      if (released) return;
      released = true;
      await db.delete(uploadReservations).where(eq(uploadReservations.id, row!.id));
    };
    return { usedBytes, quotaBytes, room: bytes, release };
  });
}

/** Checks the quota before the body is read; throws the 413 when Content-Length alone passes it. */
export async function quotaGuard(
  runtime: Pick<Runtime, 'db' | 'config'>,
  caller: WorkspaceCaller,
  contentLength: string | undefined,
): Promise<QuotaGuard> {
  const quotaBytes = await storageQuota(runtime.db, runtime.config, caller.workspace.id);
  if (quotaBytes === null) return unlimited;
  // The multipart body is a little larger than the file it carries: a few hundred bytes of headers.
  const declared = contentLength === undefined ? NaN : Number(contentLength) - 1024;
  const { usedBytes, room, release } = await reserveRoom(runtime.db, caller, quotaBytes, declared);
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
      // A client that aborts mid-body destroys the part with an error, possibly before the ingest has started
      // reading (it is still awaiting the database): an 'error' nobody listens to then is an uncaught exception
      // that ends the process. The ingest still sees it: reading a stream destroyed with an error fails with it.
      counted.on('error', () => {});
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
        // The stored upload (if any) now counts by its own size.
        await release().catch(() => {});
      }
    },
    release: () => release().catch(() => {}),
  };
}
