import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appendHistory, latestRunMarker, marked, replaceLatestRun, replaceSection, sectionMarkers } from '../bench/results-file.ts';

// `npm run bench` keeps docs/BENCHMARKS.md current (the latest run replaced) and appends every run to the history.
describe('where npm run bench writes', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'leadsift-bench-'));
  const current = path.join(dir, 'BENCHMARKS.md');
  const history = path.join(dir, 'benchmarks-history.md');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('replaces the latest run, keeps the figures and method above it, and appends each run to the history', () => {
    writeFileSync(current, `# Benchmarks\n\n## Current figures\n\nkept\n\n${latestRunMarker}\n\n## Latest run\n\nold run\n`);
    writeFileSync(history, '# Benchmark history\n\n## 2026-11-23\n\nfirst\n');
    const run = ['### Ingest\n\n| a |', marked('hostile', '#### Hostile uploads\n\n| h |'), marked('scale', '### Scale\n\n| s |')].join(
      '\n\n',
    );
    replaceLatestRun(current, run);
    appendHistory(history, 'npm run bench', '### Ingest\n\n| a |', new Date('2026-12-01T10:30:00Z'));
    const doc = readFileSync(current, 'utf8');
    expect(doc).toContain('## Current figures\n\nkept');
    expect(doc).not.toContain('old run');
    expect(doc.split(latestRunMarker)).toHaveLength(2);
    expect(readFileSync(history, 'utf8')).toBe(
      '# Benchmark history\n\n## 2026-11-23\n\nfirst\n\n## Run of 2026-12-01 10:30 UTC (`npm run bench`)\n\n#### Ingest\n\n| a |\n',
    );

    // `--only hostile` replaces its own part of the latest run and nothing else.
    replaceSection(current, sectionMarkers.hostile[0], sectionMarkers.hostile[1], '#### Hostile uploads\n\n| new |');
    const after = readFileSync(current, 'utf8');
    expect(after).toContain('| new |');
    expect(after).not.toContain('| h |');
    expect(after).toContain('| s |');
  });
});
