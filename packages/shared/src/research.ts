import { jobUsage, usageEstimate } from './cost.ts';
import { creditLimit, resumeJobBody } from './credit-limit.ts';
import { decision } from './filter-settings.ts';
import { actorRef } from './workspaces.ts';
import { z } from 'zod';

// The Research Agent's API contract (docs/product.md#research-agent, #entities,
// #validation, #api and #limits of docs/product.md). The server builds its answers with these schemas and the web
// parses them with the same ones.

export const RESEARCH_INSTRUCTIONS_MISSING = 'Please provide research instructions';
export const RESEARCH_INSUFFICIENT_CREDITS =
  'Insufficient credits to create this research job. Please reduce the number of websites or ask your administrator for more credits.';
export const RESEARCH_FILE_MISSING = 'Please upload a CSV file';
export const RESEARCH_COLUMN_MISSING = 'Please select a column containing website URLs';
export const RESEARCH_SOURCE_FILTER_MISSING = 'Please select a cleaned list';
export const RESEARCH_UPLOAD_TYPES = 'Please upload a CSV or Excel file (.csv, .xlsx, .xls)';
export const RESEARCH_CREATED = 'Research job created successfully!';

export const researchDecision = decision;
export type ResearchDecision = z.infer<typeof researchDecision>;

export const qualityRanking = z.enum(['EXCELLENT', 'GOOD', 'ACCEPTABLE']);
export type QualityRanking = z.infer<typeof qualityRanking>;

/** docs/product.md#limits: EXCELLENT 3, GOOD 2, ACCEPTABLE 1. */
export const QUALITY_WEIGHTS: Record<QualityRanking, number> = { EXCELLENT: 3, GOOD: 2, ACCEPTABLE: 1 };

/** docs/product.md#limits: sort score = 100 × quality weight + bonus score (a site without a rating scores 0). */
export function qualitySortScore(ranking: QualityRanking | null | undefined, bonusScore: number | null | undefined): number {
  if (!ranking) return 0;
  return 100 * QUALITY_WEIGHTS[ranking] + (bonusScore ?? 0);
}

/** docs/product.md#limits: the mean relevance (0–10) shown as a percent; null when nothing was rated yet. */
export function relevancePercent(avgRelevance: number | null | undefined): number | null {
  if (avgRelevance == null || Number.isNaN(avgRelevance)) return null;
  return Math.round(avgRelevance * 10);
}

const companySiteName = /website|web site|domain|homepage|home page/i;
const linkName = /url|link/i;
/** Columns of links to people or pictures (a LinkedIn export's profile 'URL' column, 'Twitter URL', 'Logo URL'). */
const personalLinkName = /linkedin|profile|twitter|facebook|instagram|e-?mail|logo|image|photo|avatar/i;

/**
 * docs/product.md#validation, sharpened: the website column is the first named like a company website ('Website',
 * 'Domain', 'Homepage'), else the first other URL/link column that is not a person's profile or a picture,
 * else the first containing 'url' or 'website', else the first.
 */
export function pickWebsiteColumn(columns: readonly string[]): string | undefined {
  const named = (name: RegExp) => columns.find((c) => name.test(c) && !personalLinkName.test(c));
  return named(companySiteName) ?? named(linkName) ?? columns.find((c) => /url|website/i.test(c)) ?? columns[0];
}

/**
 * The one domain most of a column's websites share (a LinkedIn export's profile links all point to
 * linkedin.com): at least 3 rows and more than half the rows that hold a website. Null otherwise.
 */
export function dominantDomain(sites: readonly { key: string; rowCount: number }[]): { domain: string; rows: number } | null {
  let top: { key: string; rowCount: number } | undefined;
  let rows = 0;
  for (const site of sites) {
    rows += site.rowCount;
    if (!top || site.rowCount > top.rowCount) top = site;
  }
  return top && top.rowCount >= 3 && top.rowCount * 2 > rows ? { domain: top.key, rows: top.rowCount } : null;
}

/** Credits one website costs (docs/product.md#what-it-does and docs/product.md#limits). */
export function creditsPerWebsite(enableWebSearch: boolean): number {
  return enableWebSearch ? 2 : 1;
}

export const researchSourceType = z.enum(['file', 'filter']);
export type ResearchSourceType = z.infer<typeof researchSourceType>;

/** POST /api/research/estimate. */
export const researchEstimateBody = z.object({
  sourceType: researchSourceType,
  sourceFilterId: z.string().max(100).nullish(),
  uploadedFileId: z.string().max(100).nullish(),
  columnName: z.string({ error: RESEARCH_COLUMN_MISSING }).min(1, RESEARCH_COLUMN_MISSING).max(1000),
  enableWebSearch: z.boolean().optional().default(false),
});
export type ResearchEstimateBody = z.input<typeof researchEstimateBody>;

export const researchEstimate = z.object({
  /** Distinct valid websites (one per registrable domain): what is researched and charged. */
  websiteCount: z.number().int().min(0),
  /** Source rows whose website repeats an earlier one's domain (merged, charged once). */
  duplicates: z.number().int().min(0),
  /** Source rows with no usable website (blank or no host): skipped, never charged. */
  invalid: z.number().int().min(0),
  /** Source rows read. */
  totalRows: z.number().int().min(0),
  creditsPerWebsite: z.number().int().min(1),
  creditsNeeded: z.number().int().min(0),
  /** The caller's tier limit of websites per job; -1 unlimited. */
  maxWebsitesPerJob: z.number().int().min(-1),
  /** Expected model tokens and money (ADR 0039); absent with the offline rater. */
  usage: usageEstimate.optional(),
  /** The domain most of the column's rows share (profile links, not company websites?); null when none does. */
  commonDomain: z.object({ domain: z.string(), rows: z.number().int() }).nullable().optional(),
});
export type ResearchEstimate = z.infer<typeof researchEstimate>;

export const researchEstimateResponse = z.object({ success: z.literal(true), data: researchEstimate });

/** POST /api/research/jobs — docs/product.md#entities research create payload. */
export const createResearchJobBody = z.object({
  sourceType: researchSourceType,
  columnName: z.string({ error: RESEARCH_COLUMN_MISSING }).trim().min(1, RESEARCH_COLUMN_MISSING).max(1000),
  name: z.string().trim().max(200).nullish(),
  instructions: z.string({ error: RESEARCH_INSTRUCTIONS_MISSING }).trim().min(1, RESEARCH_INSTRUCTIONS_MISSING).max(20_000),
  enableWebSearch: z.boolean().optional().default(false),
  webSearchInstructions: z.string().max(5_000).nullish(),
  configuration: z.record(z.string(), z.unknown()).optional().default({}),
  uploadedFileId: z.string().max(100).nullish(),
  filePath: z.string().max(1000).nullish(),
  sourceFilterId: z.string().max(100).nullish(),
  /** "Stop at N credits" (ADR 0044): the job pauses before it holds more credits than this. */
  creditLimit,
});
export type CreateResearchJobBody = z.input<typeof createResearchJobBody>;

export const createResearchJobResponse = z.object({ jobId: z.string() });

/** Job statuses as the filter jobs have them (docs/product.md#states); unknown values are shown raw. */
export const researchJobStatus = z.enum(['created', 'processing', 'paused', 'failed', 'completed']);
export type ResearchJobStatus = z.infer<typeof researchJobStatus>;

/**
 * What a completed job did (docs/product.md#research-agent): `not_visited` when websites were tried and none
 * could be visited (the status stays `completed`, as webhooks and scripts read it); `researched` otherwise.
 */
export const researchOutcome = z.enum(['researched', 'not_visited']);
export type ResearchOutcome = z.infer<typeof researchOutcome>;

/** Said when every website tried failed to resolve (DNS): most likely the server cannot reach the internet. */
export const noWebsiteReachedMessage = 'No website could be reached — this server may have no internet access';

/** A job's websites by how they ended: rated, not visited, and of those how many hosts failed to resolve. */
export type ResearchOutcomeCounts = { rated: number; notVisited: number; dnsFailed: number };

/** The outcome of a completed job and what to tell the user; null for a job not completed. */
export function researchOutcomeOf(
  status: string,
  counts: ResearchOutcomeCounts,
): { outcome: ResearchOutcome; outcomeMessage: string | null } | null {
  if (status !== 'completed') return null;
  if (counts.rated > 0 || counts.notVisited === 0) return { outcome: 'researched', outcomeMessage: null };
  const outcomeMessage =
    counts.dnsFailed === counts.notVisited
      ? noWebsiteReachedMessage
      : counts.notVisited === 1
        ? 'The website could not be visited'
        : `None of the ${counts.notVisited.toLocaleString('en-US')} websites could be visited`;
  return { outcome: 'not_visited', outcomeMessage };
}

/** POST /api/research/jobs/:id/resume: optionally a new "Stop at" limit (null removes it). */
export const resumeResearchBody = resumeJobBody;

/** A row of GET /api/research/jobs (docs/product.md#entities research job, plus what the history needs). */
export const researchJob = z.object({
  jobId: z.string(),
  name: z.string(),
  instructions: z.string(),
  status: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** Distinct websites to research. */
  totalWebsites: z.number().int(),
  /** Websites finished (rated, or could not be visited). */
  processedWebsites: z.number().int(),
  keptCount: z.number().int(),
  /** Mean relevance 0–10 of the rated websites; null before the first. Shown ×10 as a percent. */
  avgRelevanceScore: z.number().nullable(),
  /** Source rows (every row gets its website's verdict). */
  totalRows: z.number().int(),
  enableWebSearch: z.boolean(),
  /** Why the job stopped: 'Out of credits: N of M websites researched', a failure, … */
  message: z.string().nullable(),
  /** Websites that could not be visited (refunded); in the job list only. */
  notVisited: z.number().int().min(0).optional(),
  /** Credits the job's websites hold now (after refunds); in the job list only. */
  creditsCharged: z.number().int().min(0).optional(),
  /** A completed job's outcome ('not_visited': no website could be visited) and why; absent before it completes. */
  outcome: researchOutcome.optional(),
  outcomeMessage: z.string().nullable().optional(),
  /** Who ran it in the workspace (ADR 0067); null once that account is deleted. Always sent; optional for older answers. */
  createdBy: actorRef.optional(),
});
export type ResearchJob = z.infer<typeof researchJob>;

export const researchJobsResponse = z.object({ jobs: z.array(researchJob) });

export const criterionStatus = z.enum(['met', 'not_met', 'unknown']);
export type CriterionStatus = z.infer<typeof criterionStatus>;

/** One line of the criteria checklist: a quote only when it was found verbatim in the page at `url`. */
export const researchCriterion = z.object({
  criterion: z.string(),
  status: criterionStatus,
  quote: z.string().nullable(),
  url: z.string().nullable(),
});
export type ResearchCriterion = z.infer<typeof researchCriterion>;

/**
 * A website's state: `pending` not started; `done` rated; `unreachable` could not be visited (refunded);
 * `invalid` the source cell held no website (never charged).
 */
export const websiteStatus = z.enum(['pending', 'done', 'unreachable', 'invalid']);
export type WebsiteStatus = z.infer<typeof websiteStatus>;

export const researchWebsite = z.object({
  url: z.string(),
  host: z.string(),
  status: websiteStatus,
  decision: researchDecision.nullable(),
  reasoning: z.string().nullable(),
  qualityRanking: qualityRanking.nullable(),
  bonusScore: z.number().int().nullable(),
  relevanceScore: z.number().nullable(),
  criteria: z.array(researchCriterion),
  pagesVisited: z.array(z.string()),
  /** Why it could not be visited ('Could not be visited: …') or 'Invalid website' for skipped cells. */
  error: z.string().nullable(),
  /** Credits this website cost (0 when refunded or skipped). */
  creditsCharged: z.number().int().min(0),
  /** Source rows that carry this website. */
  rowCount: z.number().int().min(0),
  /** The rating was reused from a run on this date (ISO): no model call, no credits (ADR 0039). */
  reusedFrom: z.string().nullable().optional(),
  /** An invalid website's source rows, numbered from 1 below the header (at most `listedRows`); results only. */
  rowNumbers: z.array(z.number().int().min(1)).optional(),
});
export type ResearchWebsite = z.infer<typeof researchWebsite>;

/** How many rows of an invalid website the results name ('Invalid website · rows 2, 5 and 9'). */
export const listedRows = 20;

export const researchResultsTab = z.enum(['qualified', 'disqualified', 'not_visited', 'all']);
export const researchResultsSort = z.enum(['quality', 'website', 'decision']);

/** GET /api/research/jobs/:id/results query. */
export const researchResultsQuery = z.object({
  tab: researchResultsTab.optional().default('all'),
  sort: researchResultsSort.optional().default('quality'),
  search: z.string().max(500).optional(),
  page: z.coerce.number().int().min(1).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(25),
});

export const researchResultsResponse = z.object({
  jobId: z.string(),
  name: z.string(),
  status: z.string(),
  completedAt: z.string().nullable(),
  /** Distinct websites in the job (the documented 'Total Accounts'). */
  totalAccounts: z.number().int(),
  qualified: z.number().int(),
  disqualified: z.number().int(),
  /** Websites that could not be visited (refunded, not charged): Total = Qualified + Disqualified + Not visited + pending. */
  notVisited: z.number().int(),
  /** A completed job's outcome and why (as on the job); absent before it completes. */
  outcome: researchOutcome.optional(),
  outcomeMessage: z.string().nullable().optional(),
  /** Websites matching tab + search (for paging). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** True when the ratings came from the offline keyword rater, not a model. */
  offline: z.boolean(),
  /** What the job's model calls used and cost (ADR 0039). */
  usage: jobUsage.optional(),
  /** Websites whose rating was reused from an earlier run, and the earliest such run's date. */
  reused: z.object({ count: z.number().int(), since: z.string().nullable() }).optional(),
  /** Who ran the job (null: that account was deleted); absent from a server older than workspaces. */
  createdBy: actorRef.optional(),
  websites: z.array(researchWebsite),
});
export type ResearchResultsResponse = z.infer<typeof researchResultsResponse>;

/** GET /api/research/config: what the form may offer. */
export const researchConfigResponse = z.object({
  webSearchAvailable: z.boolean(),
  offlineRater: z.boolean(),
  maxPagesPerSite: z.number().int(),
});
export type ResearchConfigResponse = z.infer<typeof researchConfigResponse>;
