import type { ResearchEstimate, ResearchResultsResponse, ResearchWebsite } from '@leadsift/shared';
import { json, mockApi } from '../../filter/testing/mock-api';

export { json, mockApi };

export const configReply = (patch: { webSearchAvailable?: boolean; offlineRater?: boolean } = {}) =>
  json({ webSearchAvailable: false, offlineRater: false, maxPagesPerSite: 4, ...patch });

export const usageStatsReply = () =>
  json({ success: true, data: { creditsUsed: 0, creditsAvailable: 5_000, creditsTotal: 5_000, percentUsed: 0, resetDate: null } });

export const uploadReply = { fileId: 'up-1', filePath: 'research/up-1.csv', columns: ['Company', 'Website URL', 'City'] };

export function estimate(patch: Partial<ResearchEstimate> = {}): ResearchEstimate {
  return {
    websiteCount: 3,
    duplicates: 1,
    invalid: 1,
    totalRows: 5,
    creditsPerWebsite: 1,
    creditsNeeded: 3,
    maxWebsitesPerJob: 1_000,
    ...patch,
  };
}

export function website(host: string, patch: Partial<ResearchWebsite> = {}): ResearchWebsite {
  return {
    url: `https://${host}/`,
    host,
    status: 'done',
    decision: 'KEEP',
    reasoning: `${host} grows vegetables.`,
    qualityRanking: 'GOOD',
    bonusScore: 5,
    relevanceScore: 7,
    criteria: [],
    pagesVisited: [`https://${host}/`],
    error: null,
    creditsCharged: 1,
    rowCount: 1,
    ...patch,
  };
}

export function resultsPage(websites: ResearchWebsite[], patch: Partial<ResearchResultsResponse> = {}): ResearchResultsResponse {
  return {
    jobId: 'job-1',
    name: 'Farms',
    status: 'completed',
    completedAt: '2026-03-04T05:06:00.000Z',
    totalAccounts: 3,
    qualified: 2,
    disqualified: 1,
    notVisited: 0,
    total: websites.length,
    page: 1,
    pageSize: 25,
    offline: false,
    websites,
    ...patch,
  };
}
