import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { researchRatings } from '../db/schema/index.ts';
import { buildResearchPrompt, researchSystemPrompt, type ModelRating } from './rate-prompt.ts';
import type { RateInput } from './rate.ts';

/**
 * The research rating cache (ADR 0039). The key hashes what the model is shown and asked: the prompt
 * (instructions, criteria, the pages' text, the search results), the system prompt, the web-search setting
 * and the model. Changing the instructions or the model, or a page whose text changed, misses — and asks.
 */
export function ratingKey(input: RateInput, model: string, webSearch: { enabled: boolean; instructions?: string | null }): string {
  const hash = createHash('sha256');
  hash.update(
    JSON.stringify({
      model,
      webSearch: webSearch.enabled ? (webSearch.instructions ?? '') : null,
      system: researchSystemPrompt,
      prompt: buildResearchPrompt(input),
    }),
  );
  return hash.digest('hex');
}

export type CachedRating = { rating: ModelRating; ratedAt: Date };

export type RatingCache = {
  get(key: string): Promise<CachedRating | null>;
  put(key: string, model: string, rating: ModelRating): Promise<void>;
};

export function createRatingCache(db: Db): RatingCache {
  return {
    async get(key) {
      const [row] = await db.select().from(researchRatings).where(eq(researchRatings.key, key));
      if (!row) return null;
      const stored = row.rating as unknown as ModelRating;
      // JSON keeps an answer's missing criteria as null; the reader expects undefined there.
      return { rating: { ...stored, criteria: stored.criteria.map((c) => c ?? undefined) }, ratedAt: row.createdAt };
    },
    async put(key, model, rating) {
      // The first rating stays: a concurrent job that rated the same site again keeps the older date.
      await db
        .insert(researchRatings)
        .values({ key, model, rating: rating as unknown as Record<string, unknown> })
        .onConflictDoNothing();
    },
  };
}
