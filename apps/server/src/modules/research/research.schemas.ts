import { createResearchJobBody, formatCount, researchEstimateBody, researchResultsQuery } from '@leadsift/shared';
import { z } from 'zod';

export { createResearchJobBody, researchEstimateBody, researchResultsQuery };
export type CreateResearchJob = z.output<typeof createResearchJobBody>;
export type EstimateResearch = z.output<typeof researchEstimateBody>;
export type ResultsQuery = z.output<typeof researchResultsQuery>;

export const WEB_SEARCH_UNAVAILABLE =
  'Enhanced web search is not available on this server (no search provider is configured). Please turn it off and try again.';

export { creditLimitMessage } from '@leadsift/shared';

/** docs/product.md#states: the job stops when the balance cannot pay for the next website. */
export const outOfCreditsMessage = (researched: number, total: number) =>
  `Out of credits: ${formatCount(researched)} of ${formatCount(total)} websites researched`;

export const researchJobParams = z.object({ id: z.string().min(1).max(100) });
