import { describe, expect, it } from 'vitest';
import { jobOfPath, jobResultsPath } from './app-paths.ts';

describe('jobResultsPath / jobOfPath', () => {
  it('names a job by its product and id, and reads it back', () => {
    expect(jobResultsPath('filter', 'a1b2')).toBe('/activity/list-cleaner/a1b2');
    expect(jobResultsPath('research', 'c3')).toBe('/activity/research/c3');
    expect(jobOfPath('/activity/list-cleaner/a1b2')).toEqual({ product: 'filter', id: 'a1b2' });
    expect(jobOfPath(jobResultsPath('research', 'id with/slash'))).toEqual({ product: 'research', id: 'id with/slash' });
  });

  it('reads no job from any other path', () => {
    for (const path of [
      null,
      undefined,
      '',
      '/activity',
      '/activity/research',
      '/activity/files/x',
      '/account',
      '/activity/research/x/y',
    ]) {
      expect(jobOfPath(path)).toBeNull();
    }
    expect(jobOfPath('/activity/research/%E0%A4%A')).toBeNull();
  });
});
