// `npm run lint` (after depcruise): the top-level folders of each app's src import one way. dependency-cruiser's
// folder rule (.dependency-cruiser.cjs, ADR 0055) sees the folder that holds each file — a module folder such as
// `modules/filter` — but not `modules/` as a whole against `plugins/` or `files/`; this check collapses every file to
// `apps/<app>/src/<folder>` and refuses a circle among those (test files and test helpers excluded).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The top-level source folder a file belongs to, or undefined for a file outside an app's src folders. */
export function topFolder(file: string): string | undefined {
  const match = /^apps\/[^/]+\/src\/[^/]+\//.exec(file);
  return match ? match[0].slice(0, -1) : undefined;
}

/** Circles (strongly connected groups of two or more) in a graph of folder edges; each sorted, in sorted order. */
export function folderCircles(edges: ReadonlyArray<readonly [string, string]>): string[][] {
  const next = new Map<string, Set<string>>();
  for (const [from, to] of edges) if (from !== to) next.set(from, (next.get(from) ?? new Set()).add(to));
  const reaches = (from: string, to: string) => {
    const seen = new Set([from]);
    const stack = [from];
    while (stack.length) {
      for (const n of next.get(stack.pop()!) ?? []) {
        if (n === to) return true;
        if (!seen.has(n)) {
          seen.add(n);
          stack.push(n);
        }
      }
    }
    return false;
  };
  const nodes = [...new Set(edges.flat())].sort();
  const circles: string[][] = [];
  const placed = new Set<string>();
  for (const a of nodes) {
    if (placed.has(a)) continue;
    const circle = nodes.filter((b) => b === a || (reaches(a, b) && reaches(b, a)));
    if (circle.length > 1) circles.push(circle);
    for (const b of circle) placed.add(b);
  }
  return circles;
}

const isTest = (file: string) => /\.test(-helpers)?\.tsx?$|\/src\/test\/|\/src\/testing\//.test(file);

if (import.meta.main) {
  const cruise = spawnSync(path.join(root, 'node_modules/.bin/depcruise'), ['apps', '--output-type', 'json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (cruise.status !== 0) {
    process.stderr.write(cruise.stderr);
    process.exit(cruise.status ?? 1);
  }
  const result = JSON.parse(cruise.stdout) as { modules: { source: string; dependencies: { resolved: string }[] }[] };
  const imports: { file: string; imported: string; edge: [string, string] }[] = [];
  for (const m of result.modules) {
    const from = topFolder(m.source);
    if (!from || isTest(m.source)) continue;
    for (const d of m.dependencies) {
      const to = topFolder(d.resolved);
      if (to && to !== from && !isTest(d.resolved)) imports.push({ file: m.source, imported: d.resolved, edge: [from, to] });
    }
  }
  const edges = imports.map((i) => i.edge);
  const circles = folderCircles(edges);
  for (const circle of circles) {
    console.error(`folder circle: ${circle.join(' ⇄ ')} (move what both need down into a folder of its own)`);
    for (const i of imports) if (circle.includes(i.edge[0]) && circle.includes(i.edge[1])) console.error(`  ${i.file} → ${i.imported}`);
  }
  if (circles.length) process.exit(1);
  console.log(`folder-circles: ${new Set(edges.flat()).size} source folders import one way`);
}
