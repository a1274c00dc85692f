import { describe, expect, it } from 'vitest';
import { folderCircles, topFolder } from './folder-circles.ts';

describe('folder circles', () => {
  it('collapses a file to its app source folder', () => {
    expect(topFolder('apps/server/src/modules/filter/filter.routes.ts')).toBe('apps/server/src/modules');
    expect(topFolder('apps/web/src/features/files/files-page.tsx')).toBe('apps/web/src/features');
    expect(topFolder('apps/server/src/app.ts')).toBeUndefined();
    expect(topFolder('packages/shared/src/index.ts')).toBeUndefined();
  });

  it('finds a two-way pair and a longer circle, and nothing in a one-way graph', () => {
    expect(
      folderCircles([
        ['modules', 'plugins'],
        ['plugins', 'modules'],
        ['files', 'db'],
        ['lib', 'a'],
        ['a', 'b'],
        ['b', 'lib'],
      ]),
    ).toEqual([
      ['a', 'b', 'lib'],
      ['modules', 'plugins'],
    ]);
    expect(
      folderCircles([
        ['modules', 'files'],
        ['files', 'db'],
        ['modules', 'db'],
        ['db', 'db'],
      ]),
    ).toEqual([]);
  });
});
