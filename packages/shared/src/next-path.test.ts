import { describe, expect, it } from 'vitest';
import { isSafeNextPath, safeNextPath } from './next-path.ts';

describe('safeNextPath', () => {
  it('keeps a path of this app', () => {
    for (const next of ['/oauth/consent?x=1', '/jobs', '/a/b?c=//d']) expect(safeNextPath(next), next).toBe(next);
  });

  it('refuses other sites, bare slashes and control characters', () => {
    for (const next of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      '/',
      '',
      'jobs',
      '/\t/evil.example',
      '/\n/x',
      '/a\u0000b',
      '/a\u007fb',
    ])
      expect(isSafeNextPath(next), JSON.stringify(next)).toBe(false);
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath('//evil.example')).toBe('/');
  });
});
