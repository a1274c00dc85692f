import { finished } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db, DbOrTx } from '../../db/client.ts';
import { uploadRowsCopyBinary } from './copy-binary.ts';

/**
 * Size of one COPY statement: up to 5,000 rows or 50,000 cells (a wide file gets fewer rows per statement).
 * Measured (docs/BENCHMARKS.md, Ingest): larger batches gained nothing end to end and kept more rows alive.
 */
export const rowBatch = { maxRows: 5000, maxCells: 50_000 };

/** PostgreSQL text holds neither NUL nor lone UTF-16 surrogates: they are dropped / replaced (U+FFFD). */
export function storableCell(cell: string): string {
  let out = cell;
  if (out.includes('\u0000')) out = out.replaceAll('\u0000', '');
  // ES2024 string methods (Node 20+); the project's type library is ES2023.
  const text = out as unknown as { isWellFormed(): boolean; toWellFormed(): string };
  if (!text.isWellFormed()) out = text.toWellFormed();
  return out;
}

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

/** Where one upload's batches go: one COPY statement per batch, on the connection held for the upload. */
type RowSink = { write: (bytes: Buffer) => Promise<void>; close: (failed: boolean) => void };

/**
 * The raw client under the Drizzle database: PostgreSQL gets a pool connection of its own for the
 * whole upload (COPY … FROM STDIN through pg-copy-streams); PGlite reads each batch from '/dev/blob'.
 */
async function openRowSink(db: Db): Promise<RowSink> {
  const client: unknown = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const conn = await client.connect();
    return {
      write: async (bytes) => {
        const stream = conn.query(copyFrom(copyRows));
        stream.end(bytes);
        await finished(stream);
      },
      // A connection whose COPY failed is not given back to the pool.
      close: (failed) => conn.release(failed),
    };
  }
  if (client instanceof PGlite) {
    return {
      write: async (bytes) => {
        await client.query(copyRowsFromBlob, [], { blob: bytesBlob(bytes) });
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
 * Returns the number of rows written. Every started statement has settled when it returns or throws.
 */
export async function writeRows(
  db: Db,
  uploadId: string,
  batches: AsyncIterable<string[][]>,
  limits = rowBatch,
  { onRows, signal }: WriteRowsOptions = {},
): Promise<number> {
  let batch: string[][] = [];
  let cells = 0;
  let written = 0;
  let inFlight: Promise<void> | undefined;
  let failed = false;
  const sink = await openRowSink(db);
  const scratch: { buffer?: Buffer } = {};
  const flush = async () => {
    await inFlight;
    signal?.throwIfAborted();
    if (written > 0) onRows?.(written);
    const first = written;
    const current = batch;
    written += current.length;
    batch = [];
    cells = 0;
    // The previous statement has finished (awaited above), so its buffer is written over.
    inFlight = sink.write(uploadRowsCopyBinary(uploadId, first, current, scratch)).catch((err: unknown) => {
      failed = true;
      throw err;
    });
    // Its error is raised at the next await; until then it must not count as unhandled.
    inFlight.catch(() => {});
  };
  try {
    for await (const rows of batches) {
      for (const row of rows) {
        // NUL is dropped here; the binary encoder writes a lone surrogate as U+FFFD: together what
        // `storableCell` does, without checking every cell for surrogates (0.3 s a million rows).
        for (let i = 0; i < row.length; i++) if (row[i]!.includes('\u0000')) row[i] = row[i]!.replaceAll('\u0000', '');
        batch.push(row);
        cells += row.length;
        if (batch.length >= limits.maxRows || cells >= limits.maxCells) await flush();
      }
    }
    if (batch.length) await flush();
    await inFlight;
    signal?.throwIfAborted();
    onRows?.(written);
    return written;
  } finally {
    await inFlight?.catch(() => {});
    sink.close(failed);
  }
}
