import { describe, expect, it } from 'vitest';
import { createAutomationBody, describeCron, looksLikeCron, presetOf, runSummary, SCHEDULE_PRESETS } from './automations.ts';

describe('automation schedules', () => {
  it('describes the presets and simple expressions in words, others as the expression', () => {
    expect(describeCron(SCHEDULE_PRESETS.hourly)).toBe('Every hour');
    expect(describeCron(SCHEDULE_PRESETS.daily)).toBe('Every day at 06:00 UTC');
    expect(describeCron(SCHEDULE_PRESETS.weekly)).toBe('Every Monday at 06:00 UTC');
    expect(describeCron('30 * * * *')).toBe('Every hour at :30');
    expect(describeCron('5 17 * * 0')).toBe('Every Sunday at 17:05 UTC');
    expect(describeCron('*/15 9-17 * * 1-5')).toBe('Cron: */15 9-17 * * 1-5');
    expect(presetOf('0 6 * * *')).toBe('daily');
    expect(presetOf('0 7 * * *')).toBe('cron');
  });

  it('takes five fields of cron characters', () => {
    expect(looksLikeCron('*/15 9-17 * * MON-FRI')).toBe(true);
    expect(looksLikeCron('0 6 * *')).toBe(false);
    expect(looksLikeCron('0 6 * * * *')).toBe(false);
    expect(looksLikeCron('0 6 * * $(rm)')).toBe(false);
  });
});

describe('creating an automation', () => {
  it('needs a template or research instructions, not both', () => {
    const source = { type: 'push' };
    expect(createAutomationBody.safeParse({ name: 'A', templateId: 't', source }).success).toBe(true);
    expect(createAutomationBody.safeParse({ name: 'A', research: { instructions: 'x', columnName: 'Website' }, source }).success).toBe(
      true,
    );
    expect(createAutomationBody.safeParse({ name: 'A', source }).success).toBe(false);
    expect(
      createAutomationBody.safeParse({ name: 'A', templateId: 't', research: { instructions: 'x', columnName: 'W' }, source }).success,
    ).toBe(false);
  });

  it('reads a URL source of http or https only', () => {
    const body = (url: string) => ({ name: 'A', templateId: 't', source: { type: 'url', url } });
    expect(createAutomationBody.safeParse(body('https://example.com/leads.csv')).success).toBe(true);
    expect(createAutomationBody.safeParse(body('ftp://example.com/leads.csv')).success).toBe(false);
    expect(createAutomationBody.safeParse(body('leads.csv')).success).toBe(false);
  });
});

describe("a run's summary", () => {
  const run = { status: 'completed' as const, newRows: 120, seenRows: 4880, credits: 120, error: null };
  it('says what was new, what it cost and what was free', () => {
    expect(runSummary(run)).toBe('120 new rows (120 credits), 4,880 seen before (free)');
    expect(runSummary({ ...run, newRows: 1, credits: 1, seenRows: 1 })).toBe('1 new row (1 credit), 1 seen before (free)');
    expect(runSummary({ ...run, newRows: 0, credits: 0 })).toBe('Nothing new: 4,880 rows seen before (free)');
    expect(runSummary({ ...run, newRows: 0, credits: 0, seenRows: 0 })).toBe('No rows to judge');
    expect(runSummary({ ...run, status: 'failed', error: 'The source answered HTTP 500' })).toBe('Failed: The source answered HTTP 500');
    expect(runSummary({ ...run, status: 'unchanged' })).toMatch(/^The file has not changed/);
  });
});
