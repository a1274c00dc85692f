import { describe, expect, it } from 'vitest';
import { parseRobots, RobotsCache, robotsAllows } from './robots.ts';

const allows = (text: string, path: string) => robotsAllows(parseRobots(text, 'LeadSiftBot'), path);

describe('robots.txt', () => {
  it('applies the * group when none names us', () => {
    const text = 'User-agent: *\nDisallow: /private/\n';
    expect(allows(text, '/private/page')).toBe(false);
    expect(allows(text, '/public')).toBe(true);
  });

  it('prefers the group naming our product token, case-insensitively, over *', () => {
    const text = 'User-agent: *\nDisallow: /\n\nUser-agent: leadsiftbot\nDisallow: /admin\n';
    expect(allows(text, '/about')).toBe(true);
    expect(allows(text, '/admin/x')).toBe(false);
  });

  it('lets the longest rule win, Allow on a tie', () => {
    const text = 'User-agent: *\nDisallow: /shop\nAllow: /shop/public\nDisallow: /x\nAllow: /x\n';
    expect(allows(text, '/shop/cart')).toBe(false);
    expect(allows(text, '/shop/public/item')).toBe(true);
    expect(allows(text, '/x')).toBe(true);
  });

  it('supports * and $ in patterns', () => {
    const text = 'User-agent: *\nDisallow: /*.pdf$\nDisallow: /*?session=\n';
    expect(allows(text, '/files/a.pdf')).toBe(false);
    expect(allows(text, '/files/a.pdf?x=1')).toBe(true);
    expect(allows(text, '/page?session=abc')).toBe(false);
  });

  it('groups several user-agent lines and ignores comments, unknown keys and an empty Disallow', () => {
    const text = '# hello\nUser-agent: a\nUser-agent: *  # all\nCrawl-delay: 10\nDisallow:\nSitemap: /s.xml\n';
    expect(allows(text, '/anything')).toBe(true);
    const two = 'User-agent: other\nUser-agent: *\nDisallow: /no\n';
    expect(allows(two, '/no')).toBe(false);
  });

  it('allows everything for an empty file and always allows /robots.txt', () => {
    expect(allows('', '/x')).toBe(true);
    expect(allows('User-agent: *\nDisallow: /\n', '/robots.txt')).toBe(true);
    expect(robotsAllows('disallow-all', '/x')).toBe(false);
    expect(robotsAllows('disallow-all', '/robots.txt')).toBe(true);
  });

  it('compares percent-encoded unreserved characters decoded', () => {
    expect(allows('User-agent: *\nDisallow: /%7Ejoe/\n', '/~joe/index.html')).toBe(false);
  });
});

describe('RobotsCache', () => {
  it('expires entries and drops the oldest past its size', () => {
    const cache = new RobotsCache(2, 1000);
    cache.set('a', 'allow-all', 0);
    cache.set('b', 'disallow-all', 0);
    cache.set('c', 'allow-all', 0);
    expect(cache.get('a', 10)).toBeUndefined();
    expect(cache.get('b', 10)).toBe('disallow-all');
    expect(cache.get('b', 1000)).toBeUndefined();
  });
});
