import { describe, expect, it } from 'vitest';
import { SourcePlanner, websiteOf } from './websites.ts';

describe('websiteOf', () => {
  it.each([
    ['acme.com', 'https://acme.com/', 'acme.com', 'acme.com'],
    ['  www.acme.co.uk/about ', 'https://www.acme.co.uk/about', 'www.acme.co.uk', 'acme.co.uk'],
    ['http://Shop.Acme.com/path?q=1#top', 'http://shop.acme.com/path?q=1', 'shop.acme.com', 'acme.com'],
    ['HTTPS://acme.io', 'https://acme.io/', 'acme.io', 'acme.io'],
    ['alice.github.io', 'https://alice.github.io/', 'alice.github.io', 'alice.github.io'],
    ['http://127.0.0.2:8080/home', 'http://127.0.0.2:8080/home', '127.0.0.2:8080', '127.0.0.2:8080'],
    ['bücher.de', 'https://xn--bcher-kva.de/', 'xn--bcher-kva.de', 'xn--bcher-kva.de'],
  ])('%s → %s', (cell, url, host, key) => {
    expect(websiteOf(cell)).toEqual({ url, host, key });
  });

  it.each([
    '',
    '   ',
    'N/A',
    '-',
    'acme',
    'Acme Inc',
    'localhost',
    'ftp://acme.com',
    'mailto:bob@acme.com',
    'bob@acme.com',
    'javascript:alert(1)',
    'https://',
    '.com',
    'acme..com',
  ])('refuses %j', (cell) => {
    expect(websiteOf(cell)).toBeNull();
  });
});

describe('SourcePlanner', () => {
  it('merges rows of one registrable domain, keeps invalid cells apart and maps every row', () => {
    const planner = new SourcePlanner();
    ['acme.com', 'https://www.acme.com/about', '', 'globex.co.uk', 'n/a', 'ACME.com', '', 'initech.io'].forEach((cell, i) =>
      planner.add(i * 2, cell),
    );
    const plan = planner.plan();
    expect(plan.websiteCount).toBe(3);
    expect(plan.duplicates).toBe(2);
    expect(plan.invalid).toBe(3);
    expect(plan.totalRows).toBe(8);
    expect(plan.sites.map((s) => [s.siteNo, s.key, s.rowCount])).toEqual([
      [0, 'acme.com', 3],
      [1, 'globex.co.uk', 1],
      [2, 'initech.io', 1],
      [3, 'invalid:', 2],
      [4, 'invalid:n/a', 1],
    ]);
    expect(plan.sites[0]!.url).toBe('https://acme.com/');
    expect(plan.rows).toEqual([
      [0, 0],
      [2, 0],
      [4, 3],
      [6, 1],
      [8, 4],
      [10, 0],
      [12, 3],
      [14, 2],
    ]);
  });
});
