import { noWebsiteReachedMessage, type ResearchJob } from '@leadsift/shared';
import { describe, expect, it } from 'vitest';
import { stopNote } from './components/research-job-row';
import {
  avgRelevanceText,
  researchCompletionText,
  researchOutcomeNote,
  researchQualifiedOverTotal,
  researchStatusShown,
} from './research-job-format';
import { formatDateTime } from '../../lib/format-date-time';

const job = (patch: Partial<ResearchJob>): ResearchJob => ({
  jobId: 'j',
  name: 'Farms',
  instructions: 'x',
  status: 'processing',
  createdAt: '2026-01-01T00:00:00Z',
  completedAt: null,
  totalWebsites: 120,
  processedWebsites: 37,
  keptCount: 1234,
  avgRelevanceScore: null,
  totalRows: 130,
  enableWebSearch: false,
  message: null,
  ...patch,
});

describe('research job formatting', () => {
  it("shows '37 of 120 websites' until the job completes, then the completion time", () => {
    expect(researchCompletionText(job({}))).toBe('37 of 120 websites');
    expect(researchCompletionText(job({ status: 'paused' }))).toBe('37 of 120 websites');
    expect(researchCompletionText(job({ status: 'completed', completedAt: '2026-03-04T05:06:00Z' }))).toBe(
      formatDateTime('2026-03-04T05:06:00Z'),
    );
    expect(researchCompletionText(job({ totalWebsites: 0, processedWebsites: 0 }))).toBe('—');
  });

  it('shows qualified over total websites, and the mean relevance as a percent (docs/product.md#limits)', () => {
    expect(researchQualifiedOverTotal(job({ keptCount: 1234, totalWebsites: 5000 }))).toBe('1,234 / 5,000');
    expect(avgRelevanceText(job({ avgRelevanceScore: 7.24 }))).toBe('72%');
    expect(avgRelevanceText(job({ avgRelevanceScore: 0 }))).toBe('0%');
    expect(avgRelevanceText(job({ avgRelevanceScore: null }))).toBe('—');
  });

  it('says why a job stopped, but not a bare status', () => {
    expect(stopNote(job({ status: 'paused', message: 'Out of credits: 50 of 120 websites researched' }))).toBe(
      'Out of credits: 50 of 120 websites researched',
    );
    expect(stopNote(job({ status: 'paused', message: 'Paused' }))).toBeNull();
    expect(stopNote(job({ status: 'processing', message: 'Resumed' }))).toBeNull();
    expect(stopNote(job({ status: 'failed', message: 'Failed: model unavailable' }))).toBe('Failed: model unavailable');
  });

  it("says how many websites a completed job could not visit and what it cost: 'Completed — 7 of 7 not visited, 0 credits'", () => {
    const done = { status: 'completed', completedAt: '2026-03-04T05:06:00Z', totalWebsites: 7, processedWebsites: 7 };
    expect(researchOutcomeNote(job({ ...done, notVisited: 7, creditsCharged: 0 }))).toBe('Completed — 7 of 7 not visited, 0 credits');
    expect(researchOutcomeNote(job({ ...done, notVisited: 2, creditsCharged: 1 }))).toBe('Completed — 2 of 7 not visited, 1 credit');
    expect(researchOutcomeNote(job({ ...done, notVisited: 0, creditsCharged: 7 }))).toBeNull();
    expect(researchOutcomeNote(job({ notVisited: 3 }))).toBeNull();
  });

  it("shows a job that visited nothing as an amber 'Not visited', with the likely cause, never a green 'Completed'", () => {
    const done = { status: 'completed', completedAt: '2026-03-04T05:06:00Z', totalWebsites: 7, processedWebsites: 7, notVisited: 7 };
    const offline = job({ ...done, outcome: 'not_visited', outcomeMessage: noWebsiteReachedMessage, creditsCharged: 0 });
    expect(researchStatusShown(offline)).toEqual({ label: 'Not visited', color: 'warning' });
    expect(researchOutcomeNote(offline)).toBe('No website could be reached — this server may have no internet access — not charged');
    expect(researchStatusShown(job({ ...done, notVisited: 2, outcome: 'researched' }))).toBeUndefined();
    expect(researchStatusShown(job({ status: 'processing' }))).toBeUndefined();
  });
});
