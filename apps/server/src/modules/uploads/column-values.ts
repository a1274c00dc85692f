import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';

/**
 * Records the distinct values of the given columns (0-based) of an upload with their frequencies in
 * upload_values, each column once: later calls for a column already done cost one indexed read. Calls
 * for the same upload are serialised by a row lock, so concurrent jobs never count twice.
 */
export async function ensureColumnValues(db: DbOrTx, uploadId: string, columnIndexes: readonly number[]): Promise<void> {
  const wanted = [...new Set(columnIndexes)];
  if (wanted.length === 0) return;
  await db.transaction(async (tx) => {
    const [upload] = await tx
      .select({ valuesReady: uploads.valuesReady, columnCount: uploads.columnCount })
      .from(uploads)
      .where(eq(uploads.id, uploadId))
      .for('update');
    if (!upload) throw new Error(`Upload ${uploadId} not found`);
    const bad = wanted.find((i) => !Number.isInteger(i) || i < 0 || i >= upload.columnCount);
    if (bad !== undefined) throw new RangeError(`Upload ${uploadId} has no column ${bad}`);
    const missing = wanted.filter((i) => !upload.valuesReady.includes(i));
    if (missing.length === 0) return;
    for (const i of missing) {
      await tx.execute(sql`
        INSERT INTO upload_values (upload_id, column_index, value, frequency)
        SELECT ${uploadId}::uuid, ${i}::int, coalesce(cells[${i + 1}::int], ''), count(*)::int
        FROM upload_rows WHERE upload_id = ${uploadId}::uuid
        GROUP BY 3
        ON CONFLICT DO NOTHING`);
    }
    await tx
      .update(uploads)
      .set({ valuesReady: [...upload.valuesReady, ...missing].sort((a, b) => a - b) })
      .where(eq(uploads.id, uploadId));
  });
}
