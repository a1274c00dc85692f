import { sql } from 'drizzle-orm';
import type { DecisionExample } from '../../model/index.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { cacheKey, lookupCached, type CachedDecision } from './decision-cache.ts';

/** What decides a value besides the value itself: the decision-cache key without the value. */
export type DecisionKey = { model: string; productContext: string; instructions: string; examples?: readonly DecisionExample[] };

export type TopValue = { value: string; frequency: number; key: string; cached: CachedDecision | undefined };

/**
 * The `limit` most frequent distinct values of a column (upload_values must hold it), each with its
 * cache key and the cached decision if there is one. One indexed read and one cache lookup.
 */
export async function topValues(
  db: DbOrTx,
  uploadId: string,
  columnIndex: number,
  decisionKey: DecisionKey,
  limit: number,
): Promise<TopValue[]> {
  const rows = await queryRows<{ value: string; frequency: number }>(
    db,
    sql`SELECT value, frequency FROM upload_values WHERE upload_id = ${uploadId}::uuid AND column_index = ${columnIndex}::int
        ORDER BY frequency DESC, value LIMIT ${limit}::int`,
  );
  const keyed = rows.map((r) => ({ ...r, key: cacheKey({ ...decisionKey, value: r.value }) }));
  const cached = await lookupCached(
    db,
    keyed.map((k) => k.key),
  );
  return keyed.map((k) => ({ ...k, cached: cached.get(k.key) }));
}
