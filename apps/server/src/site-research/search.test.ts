import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeSearch, type FakeSearch } from '../test/fake-search.ts';
import { createSearchProvider, SearchError, searchQuery } from './search.ts';

describe('web search providers against the fake search server', () => {
  let fake: FakeSearch;
  beforeAll(async () => {
    fake = await startFakeSearch({ apiKey: 'brave-key' });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.queries.length = 0;
    fake.setStatus(null);
  });

  it('is unavailable without a provider', () => {
    expect(createSearchProvider({ SEARCH_PROVIDER: undefined, SEARCH_URL: undefined, SEARCH_API_KEY: undefined })).toBeNull();
    expect(createSearchProvider({ SEARCH_PROVIDER: 'brave', SEARCH_URL: undefined, SEARCH_API_KEY: undefined })).toBeNull();
  });

  it('asks SearXNG for JSON and reads title, url and content', async () => {
    const provider = createSearchProvider({ SEARCH_PROVIDER: 'searxng', SEARCH_URL: `${fake.url}/`, SEARCH_API_KEY: undefined });
    const results = await provider?.search('acme.com payroll', { count: 1 });
    expect(fake.queries).toEqual([{ provider: 'searxng', q: 'acme.com payroll' }]);
    expect(results).toEqual([
      {
        title: 'acme.com raises Series B',
        url: 'https://news.example.com/acme.com',
        snippet: 'acme.com raised a Series B round to expand in Europe.',
      },
    ]);
  });

  it('asks Brave with the subscription token and reads title, url and description', async () => {
    const provider = createSearchProvider({ SEARCH_PROVIDER: 'brave', SEARCH_URL: fake.url, SEARCH_API_KEY: 'brave-key' });
    const results = await provider?.search('acme.com payroll');
    expect(fake.queries).toEqual([{ provider: 'brave', q: 'acme.com payroll' }]);
    expect(results?.map((r) => r.url)).toEqual(['https://news.example.com/acme.com', 'https://directory.example.org/acme.com']);
    expect(results?.[1]?.snippet).toBe('acme.com: 120 employees, founded 2015.');
  });

  it('turns a rejected key, a server error and an unreachable provider into SearchError', async () => {
    const wrongKey = createSearchProvider({ SEARCH_PROVIDER: 'brave', SEARCH_URL: fake.url, SEARCH_API_KEY: 'wrong' });
    await expect(wrongKey?.search('x')).rejects.toThrow(new SearchError('the search provider answered HTTP 401'));
    fake.setStatus(500);
    const searx = createSearchProvider({ SEARCH_PROVIDER: 'searxng', SEARCH_URL: fake.url, SEARCH_API_KEY: undefined });
    await expect(searx?.search('x')).rejects.toThrow(new SearchError('the search provider answered HTTP 500'));
    const nowhere = createSearchProvider({ SEARCH_PROVIDER: 'searxng', SEARCH_URL: 'http://127.0.0.1:1', SEARCH_API_KEY: undefined });
    await expect(nowhere?.search('x')).rejects.toThrow(new SearchError('the search provider could not be reached'));
  });

  it('builds the query from the host and the web search instructions, else the instructions', () => {
    expect(searchQuery('https://www.acme.com/about', 'B2B payroll', 'funding news')).toBe('acme.com funding news');
    expect(searchQuery('https://acme.com/', 'B2B  payroll\nsoftware', '  ')).toBe('acme.com B2B payroll software');
  });
});
