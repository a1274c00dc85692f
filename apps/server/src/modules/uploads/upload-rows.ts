import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * Size of one INSERT: up to 5,000 rows or 50,000 cells (a wide file gets fewer rows per statement).
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

/**
 * Inserts a batch of rows in one statement: the rows travel as one JSON parameter and are unpacked by
 * the server, so a batch of thousands of rows costs one round trip on both drivers.
 */
export async function insertRowBatch(db: DbOrTx, uploadId: string, firstIndex: number, rows: string[][]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    INSERT INTO upload_rows (upload_id, row_index, cells)
    SELECT ${uploadId}::uuid, ${firstIndex}::int + t.ord::int - 1, ARRAY(SELECT jsonb_array_elements_text(t.r))
    FROM jsonb_array_elements(${JSON.stringify(rows)}::jsonb) WITH ORDINALITY AS t(r, ord)`);
}

/** Pads the rows read before the columns grew, so every row has `columnCount` cells. */
export async function padRows(db: DbOrTx, uploadId: string, columnCount: number): Promise<void> {
  await db.execute(sql`
    UPDATE upload_rows SET cells = cells || array_fill(''::text, ARRAY[${columnCount}::int - cardinality(cells)])
    WHERE upload_id = ${uploadId}::uuid AND cardinality(cells) < ${columnCount}::int`);
}

/**
 * Writes rows in statements of `limits` size while the next ones are being parsed (one statement in
 * flight at a time). Returns the number of rows written. Every started statement has settled when it
 * returns or throws.
 */
export type WriteRowsOptions = {
  /** Called with the rows written so far after each statement. */
  onRows?: (rows: number) => void;
  /** Stops between statements (a cancelled upload); the caller removes what was written. */
  signal?: AbortSignal;
};

export async function writeRows(
  db: DbOrTx,
  uploadId: string,
  batches: AsyncIterable<string[][]>,
  limits = rowBatch,
  { onRows, signal }: WriteRowsOptions = {},
): Promise<number> {
  let batch: string[][] = [];
  let cells = 0;
  let written = 0;
  let inFlight: Promise<void> | undefined;
  const flush = async () => {
    await inFlight;
    signal?.throwIfAborted();
    if (written > 0) onRows?.(written);
    const first = written;
    const current = batch;
    written += current.length;
    batch = [];
    cells = 0;
    inFlight = insertRowBatch(db, uploadId, first, current);
    // Its error is raised at the next await; until then it must not count as unhandled.
    inFlight.catch(() => {});
  };
  try {
    for await (const rows of batches) {
      for (const row of rows) {
        for (let i = 0; i < row.length; i++) row[i] = storableCell(row[i]!);
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
  }
}
