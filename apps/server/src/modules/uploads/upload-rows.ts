import { finished } from 'node:stream/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isPacked, type RowBatch } from '../../files/parse/packed-rows.ts';
import { copyHeader, copyTrailer } from '../../db/copy-format.ts';
import { fillPackedTuples, uploadRowsCopyBinary } from '../../files/copy-binary.ts';

/**
 * Size of one COPY statement: up to 5,000 rows or 50,000 cells (a wide file gets fewer rows per statement).
 * Measured (docs/BENCHMARKS.md, Ingest): larger batches gained nothing end to end and kept more rows alive.
 */
export const rowBatch = { maxRows: 5000, maxCells: 50_000 };

const copyRows = 'COPY upload_rows (upload_id, row_index, cells) FROM STDIN (FORMAT binary)';
const copyRowsFromBlob = "COPY upload_rows (upload_id, row_index, cells) FROM '/dev/blob' (FORMAT binary)";

/**
 * What PGlite reads '/dev/blob' from: it only asks for `arrayBuffer()`. A real Blob keeps its bytes in
 * memory V8 does not count, so the ~200 Blobs of a 1,000,000-row upload stayed alive until a full
 * collection (server peak RSS 519 → 766 MB in the ingest benchmark); these bytes are an ordinary buffer.
 */
function bytesBlob(bytes: Buffer): Blob {
  // Exactly the COPY input: PostgreSQL refuses bytes after the binary trailer.
  const arrayBuffer = () => Promise.resolve(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const blob: Pick<Blob, 'arrayBuffer' | 'size'> = { size: bytes.byteLength, arrayBuffer };
  return blob as Blob;
}

/**
 * Where one upload's batches go: one COPY statement (the parts of one COPY input) per batch, on one of
 * `lanes` connections held for the upload, each with one statement at a time.
 */
type RowSink = { lanes: number; write: (lane: number, parts: Buffer[]) => Promise<void>; close: (failed: boolean) => void };

/**
 * A second connection if the pool has one to spare now; never waits long for one, as every ingest already
 * holds a connection and several waiting for a second could hold them all.
 */
async function spareConnection(pool: pg.Pool): Promise<pg.PoolClient | undefined> {
  if (pool.waitingCount > 0 || (pool.idleCount === 0 && pool.totalCount >= (pool.options.max ?? 10))) return undefined;
  const pending = pool.connect();
  const conn = await Promise.race([pending.catch(() => undefined), delay(100).then(() => undefined)]);
  // Came too late: it goes back to the pool when it arrives.
  if (!conn)
    pending.then(
      (late) => late.release(),
      () => {},
    );
  return conn;
}

/**
 * The raw client under the Drizzle database: PostgreSQL gets a pool connection of its own for the whole
 * upload (COPY … FROM STDIN through pg-copy-streams), and a second one when the pool has it to spare:
 * batches then alternate between the two, so the database works on one while the other's bytes arrive
 * (1,000,000 rows: 4.5 → 3.9 s, docs/BENCHMARKS.md). PGlite reads each batch from '/dev/blob'.
 */
async function openRowSink(db: Db): Promise<RowSink> {
  const client: unknown = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const first = await client.connect();
    const second = await spareConnection(client);
    const conns = second ? [first, second] : [first];
    return {
      lanes: conns.length,
      write: async (lane, parts) => {
        const stream = conns[lane]!.query(copyFrom(copyRows));
        for (const part of parts.slice(0, -1)) stream.write(part);
        stream.end(parts.at(-1));
        await finished(stream);
      },
      // A connection whose COPY failed is not given back to the pool.
      close: (failed) => {
        for (const conn of conns) conn.release(failed);
      },
    };
  }
  if (client instanceof PGlite) {
    return {
      lanes: 1,
      write: async (_lane, parts) => {
        await client.query(copyRowsFromBlob, [], { blob: bytesBlob(parts.length === 1 ? parts[0]! : Buffer.concat(parts)) });
      },
      close: () => {},
    };
  }
  throw new Error('writeRows needs the database itself (PGlite or a node-postgres pool), not a transaction');
}

/** Pads the rows read before the columns grew, so every row has `columnCount` cells. */
export async function padRows(db: DbOrTx, uploadId: string, columnCount: number): Promise<void> {
  await db.execute(sql`
    UPDATE upload_rows SET cells = cells || array_fill(''::text, ARRAY[${columnCount}::int - cardinality(cells)])
    WHERE upload_id = ${uploadId}::uuid AND cardinality(cells) < ${columnCount}::int`);
}

export type WriteRowsOptions = {
  /** Called with the rows written so far after each statement. */
  onRows?: (rows: number) => void;
  /** Stops between statements (a cancelled upload); the caller removes what was written. */
  signal?: AbortSignal;
};

/**
 * Writes rows with one binary `COPY … FROM STDIN` (PGlite: FROM '/dev/blob') per batch of `limits` size while
 * the next batch is being parsed (one statement in flight at a time); each batch commits on its own.
 * Rows come as strings or packed (packed-rows.ts, with `packedRowReserve` bytes reserved: their bytes are
 * sent as they are). Returns the number of rows written. Every started statement has settled when it
 * returns or throws.
 */
export async function writeRows(
  db: Db,
  uploadId: string,
  batches: AsyncIterable<RowBatch>,
  limits = rowBatch,
  { onRows, signal }: WriteRowsOptions = {},
): Promise<number> {
  let batch: string[][] = [];
  let packed: Buffer[] = [];
  let packedRows = 0;
  let cells = 0;
  let written = 0;
  let failed = false;
  const sink = await openRowSink(db);
  const inFlight: (Promise<void> | undefined)[] = Array.from({ length: sink.lanes }, () => undefined);
  const scratches: { buffer?: Buffer }[] = inFlight.map(() => ({}));
  let lane = 0;
  let releases: (() => void)[] = [];
  const send = async (parts: (scratch: { buffer?: Buffer }) => Buffer[], rows: number, done: (() => void)[] = []) => {
    const current = lane;
    lane = (lane + 1) % sink.lanes;
    await inFlight[current];
    signal?.throwIfAborted();
    if (written > 0) onRows?.(written);
    written += rows;
    // The previous statement has finished (awaited above), so the scratch buffer is written over.
    const started = sink.write(current, parts(scratches[current]!)).then(
      () => {
        // The packed rows' buffers are used again for the rows read next.
        for (const release of done) release();
      },
      (err: unknown) => {
        failed = true;
        throw err;
      },
    );
    // Its error is raised at the next await; until then it must not count as unhandled.
    started.catch(() => {});
    inFlight[current] = started;
  };
  const flush = async () => {
    if (packed.length) {
      const parts = [copyHeader, ...packed, copyTrailer];
      const rows = packedRows;
      const done = releases;
      packed = [];
      packedRows = 0;
      releases = [];
      cells = 0;
      await send(() => parts, rows, done);
    }
    if (batch.length) {
      const current = batch;
      const first = written;
      batch = [];
      cells = 0;
      await send((scratch) => [uploadRowsCopyBinary(uploadId, first, current, scratch)], current.length);
    }
  };
  const full = (rows: number) => rows >= limits.maxRows || cells >= limits.maxCells;
  try {
    for await (const rows of batches) {
      if (isPacked(rows)) {
        if (batch.length) await flush();
        cells += fillPackedTuples(rows, uploadId, written + packedRows);
        packed.push(rows.bytes);
        if (rows.release) releases.push(rows.release);
        packedRows += rows.rows;
        if (full(packedRows)) await flush();
        continue;
      }
      if (packed.length) await flush();
      for (const row of rows) {
        // NUL is dropped here; the binary encoder writes a lone surrogate as U+FFFD: together what
        // `storableCell` does, without checking every cell for surrogates (0.3 s a million rows).
        for (let i = 0; i < row.length; i++) if (row[i]!.includes('\u0000')) row[i] = row[i]!.replaceAll('\u0000', '');
        batch.push(row);
        cells += row.length;
        if (full(batch.length)) await flush();
      }
    }
    await flush();
    await Promise.all(inFlight);
    signal?.throwIfAborted();
    onRows?.(written);
    return written;
  } finally {
    await Promise.all(inFlight.map((started) => started?.catch(() => {})));
    sink.close(failed);
  }
}
