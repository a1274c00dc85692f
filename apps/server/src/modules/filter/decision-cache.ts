import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { decisionCache, type Decision } from '../../db/schema/index.ts';

/** Case, accents of compatibility forms, and runs of whitespace do not make a value different. */
export function normaliseValue(value: string): string {
  return value.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The cache key of DESIGN.md §3: (model, product context, column instructions, normalised value). */
export function cacheKey(input: { model: string; productContext: string; instructions: string; value: string }): string {
  const parts = [input.model, input.productContext.trim(), input.instructions.trim(), normaliseValue(input.value)];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

export type CachedDecision = { decision: Decision; reason: string; confidence: number };

export async function lookupCached(db: DbOrTx, keys: string[]): Promise<Map<string, CachedDecision>> {
  if (keys.length === 0) return new Map();
  const rows = await db.select().from(decisionCache).where(inArray(decisionCache.key, keys));
  return new Map(rows.map((r) => [r.key, { decision: r.decision, reason: r.reason, confidence: r.confidence }]));
}

export async function storeCached(db: DbOrTx, entries: Array<{ key: string } & CachedDecision>): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(decisionCache).values(entries).onConflictDoNothing();
}
