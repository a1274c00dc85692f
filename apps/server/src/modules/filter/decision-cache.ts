import type { Decision } from '@leadsift/shared';
import { createHash } from 'node:crypto';
import { and, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { DecisionExample } from '../../model/index.ts';
import { decisionCache } from '../../db/schema/index.ts';

/** Case, accents of compatibility forms, and runs of whitespace do not make a value different. */
export function normaliseValue(value: string): string {
  return value.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The cache key of docs/product.md#list-cleaner: (model, product context, column instructions, normalised value) — and
 * the labelled examples when there are any (the same instructions with other examples may
 * decide otherwise). Without examples the key is exactly what it always was, so earlier entries stay valid.
 */
export function cacheKey(input: {
  model: string;
  productContext: string;
  instructions: string;
  value: string;
  examples?: readonly DecisionExample[];
}): string {
  const parts = [input.model, input.productContext.trim(), input.instructions.trim(), normaliseValue(input.value)];
  if (input.examples?.length) parts.push(JSON.stringify(input.examples.map((e) => [e.value, e.decision])));
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

/**
 * Forgets the cached answers of `keys` given with a confidence under `below` (ADR 0066): a value asked again must
 * reach the model, not its earlier unsure answer. Confident answers stay (another job's may settle the value free).
 */
export async function forgetUnsureCached(db: DbOrTx, keys: string[], below: number): Promise<void> {
  for (let i = 0; i < keys.length; i += 5_000) {
    await db.delete(decisionCache).where(and(inArray(decisionCache.key, keys.slice(i, i + 5_000)), lt(decisionCache.confidence, below)));
  }
}
