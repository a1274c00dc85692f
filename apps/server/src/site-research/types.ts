import type { QualityRanking, ResearchCriterion, ResearchDecision } from '@leadsift/shared';
import type { AiService } from '../model/index.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';

/** What the visit pipeline takes and gives (index.ts documents the outcomes). */
export type SiteResearchInput = {
  /** Normalised https://host/path from the source cell. */
  url: string;
  /** The job's research instructions. */
  instructions: string;
  enableWebSearch: boolean;
  webSearchInstructions?: string | null;
  /** As the List Cleaner passes its model (resolved with ai's resolveModel). */
  model?: string;
  signal?: AbortSignal;
};

export type SiteRating = {
  decision: ResearchDecision;
  qualityRanking: QualityRanking;
  bonusScore: number;
  relevanceScore: number;
  reasoning: string;
  criteria: ResearchCriterion[];
  pagesVisited: string[];
  littleContent: boolean;
  /** Rated by the offline keyword rater. */
  offline: boolean;
};

export type SiteResearchOutcome =
  | {
      status: 'done';
      rating: SiteRating;
      pageRequests: number;
      /** The model's rating was reused from a run on this date (rating cache): no model call was made. */
      reusedFrom?: Date;
    }
  | { status: 'unreachable'; error: string; pageRequests: number };

export type SiteResearcher = {
  research(input: SiteResearchInput): Promise<SiteResearchOutcome>;
  /** A search provider is configured (SEARCH_PROVIDER); without one enableWebSearch must be refused. */
  webSearchAvailable: boolean;
  /** No AI model: ratings come from the offline keyword rater. */
  offline: boolean;
};

export type SiteResearcherDeps = { config: Config; db: Db; log: Logger; ai: AiService };
