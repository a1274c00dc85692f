import { describe, expect, it } from 'vitest';
import { decideAllOffline } from './offline-matcher.ts';
import { offlineColumnExample, offlineContext, offlineWebsiteAnalysis, siteKeywords } from './offline-website.ts';

const page = {
  url: 'https://acme.example/',
  title: 'Acme Payroll – payroll software',
  description: 'Payroll, tax filing and benefits for mid-sized companies.',
  headings: ['Payroll that runs itself', 'Automatic tax filing'],
  text: 'Welcome',
};

describe('offline website analysis', () => {
  it('builds a labelled context from the title, description and headings', () => {
    expect(offlineContext(page)).toBe(
      'Offline summary (no AI model configured): Acme Payroll – payroll software. Payroll, tax filing and benefits for mid-sized companies. Topics on the site: Payroll that runs itself; Automatic tax filing.',
    );
    expect(offlineContext({ ...page, title: '', description: '', headings: [], text: '' })).toBe('');
  });

  it('falls back to the first long line of text without a description', () => {
    const context = offlineContext({ ...page, description: '', text: 'Hi\nWe build payroll software for companies of every size.' });
    expect(context).toContain('We build payroll software for companies of every size.');
  });

  it('finds the site keywords, most frequent first', () => {
    expect(siteKeywords(page, 3)).toEqual(['payroll', 'filing', 'software']);
  });

  it('suggests an instruction per column from its name', () => {
    expect(offlineColumnExample('Job Title', [])).toMatch(/^keep: CEO/);
    expect(offlineColumnExample('Employee Count', [])).toMatch(/^keep: 11-50/);
    expect(offlineColumnExample('Email', [])).toMatch(/^exclude: gmail.com/);
    expect(offlineColumnExample('Industry', ['payroll', 'tax'])).toBe('keep: payroll, tax');
    expect(offlineColumnExample('Notes', [])).toBe('');
  });

  it('writes examples the offline matcher can apply', () => {
    const { columnExamples } = offlineWebsiteAnalysis(page, ['Job Title', 'Notes']);
    expect(columnExamples.Notes).toBe('keep: payroll, filing, software, tax, automatic');
    expect(offlineWebsiteAnalysis({ ...page, title: '', description: '', headings: [] }, ['Notes']).columnExamples).toEqual({});
    const decisions = decideAllOffline(['Chief Executive Officer (CEO)', 'Marketing Intern'], columnExamples['Job Title'] ?? '');
    expect(decisions.map((d) => d.decision)).toEqual(['KEEP', 'EXCLUDE']);
  });
});
