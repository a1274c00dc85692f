import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { LongWaitingFirst, longWaitingFiles } from './test-order.ts';

const root = path.resolve(import.meta.dirname, '..');
const project = (name: string) => ({ name, config: { sequence: { groupOrder: 0 }, isolate: true } });
const spec = (file: string, projectName = 'server') =>
  ({ moduleId: path.join(root, file), project: project(projectName) }) as unknown as TestSpecification;
// A fresh clone: no timings from an earlier run, so the base order is by file size.
const freshClone = { cache: { getTestSpecificationResult: () => undefined } } as unknown as Vitest;

describe('LongWaitingFirst', () => {
  it('starts the small but long-waiting files first in their project, the rest largest first', async () => {
    const files = [
      spec('apps/server/src/modules/webhooks/webhooks.test.ts'),
      spec('apps/server/src/modules/filter/filter.crash.test.ts'),
      spec('apps/server/src/app.test.ts'),
      spec('apps/server/src/modules/mcp/mcp.test.ts'),
      spec('apps/server/src/modules/research/research.crash.test.ts'),
    ];
    const sorted = await new LongWaitingFirst(freshClone).sort(files);
    // The rest by their size today (the files grow; the order must follow them, not a list written once).
    const rest = [
      'apps/server/src/modules/webhooks/webhooks.test.ts',
      'apps/server/src/modules/mcp/mcp.test.ts',
      'apps/server/src/app.test.ts',
    ];
    const bySize = rest.toSorted((a, b) => statSync(path.join(root, b)).size - statSync(path.join(root, a)).size);
    expect(sorted.map((s) => path.relative(root, s.moduleId))).toEqual([
      'apps/server/src/modules/filter/filter.crash.test.ts',
      'apps/server/src/modules/research/research.crash.test.ts',
      ...bySize,
    ]);
  });

  it('keeps projects apart', async () => {
    const files = [spec('apps/server/src/modules/filter/filter.crash.test.ts', 'server'), spec('scripts/test-order.test.ts', 'scripts')];
    const sorted = await new LongWaitingFirst(freshClone).sort(files);
    expect(sorted.map((s) => s.project.name)).toEqual(['scripts', 'server']);
  });

  it('names only files that exist', () => {
    expect(longWaitingFiles.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
  });
});
