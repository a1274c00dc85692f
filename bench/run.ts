// `npm run bench`: every benchmark, one after the other (they need the machine to themselves), then the
// Markdown they print goes into docs/BENCHMARKS.md under "Latest run", replacing the previous one, and is
// appended, dated, to docs/benchmarks-history.md (bench/results-file.ts).
// `npm run bench -- --only hostile` runs just the hostile uploads (ADR 0032); `--only scale [--rows 10000000]`
// just the scale benchmark (ADR 0041), whose --rows is --scale-rows in a full run.
// Options are passed on: npm run bench -- --rows 100000 --big-rows 100000 --drivers postgres --users 50 --list-rows 5000 --workers 1,2,4 --values 20000 --rule-values 100000
// One part alone: node scripts/run.mjs bench/rules.ts (rules), bench/engine.ts --parts decisions …
import { spawn } from 'node:child_process';
import path from 'node:path';
import { appendHistory, marked, replaceLatestRun, replaceSection, sectionMarkers } from './results-file.ts';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const pick = (names: string[]) =>
  args.flatMap((a, i) => (a.startsWith('--') && names.includes(a.slice(2)) && args[i + 1] ? [a, args[i + 1]!] : []));

async function run(script: string, scriptArgs: string[]): Promise<string> {
  console.log(`\n$ node ${script} ${scriptArgs.join(' ')}`);
  const child = spawn(process.execPath, [path.join(root, script), ...scriptArgs], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => {
    const text = d.toString();
    out += text;
    process.stdout.write(text);
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`${script} exited with ${code}`);
  // Only the Markdown the scripts print (headings, tables, the machine line), not server logs.
  return out
    .split('\n')
    .filter((line) => /^(\||#|machine:|date:|$)/.test(line))
    .join('\n');
}

const file = path.join(root, 'docs/BENCHMARKS.md');
const history = path.join(root, 'docs/benchmarks-history.md');

// `--only hostile`: just the hostile uploads (ADR 0032), its table replacing the previous one in BENCHMARKS.md.
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
/** Replaces (or appends) one benchmark's own section of BENCHMARKS.md, between its two markers, and dates it in the history. */
function writeSection(part: keyof typeof sectionMarkers, markdown: string): void {
  const [start, end] = sectionMarkers[part];
  replaceSection(file, start, end, markdown);
  appendHistory(history, `npm run bench -- --only ${only}`, markdown);
  console.log(`\nWrote the ${only} table to ${path.relative(root, file)} and ${path.relative(root, history)}.`);
}
if (only === 'hostile') {
  const hostile = await run('bench/hostile.ts', pick(['drivers']));
  writeSection('hostile', hostile);
  process.exit(0);
} else if (only === 'scale') {
  const scale = await run('bench/scale.ts', pick(['rows']));
  writeSection('scale', scale);
  process.exit(0);
} else if (only) {
  throw new Error(`--only knows "hostile" and "scale", not "${only}"`);
}

const ingest = await run('bench/ingest.ts', pick(['rows', 'drivers']));
const engine = await run('bench/engine.ts', pick(['big-rows', 'drivers']));
const load = await run('bench/load.ts', pick(['drivers', 'users', 'list-rows']));
const scaleOut = await run('bench/scale-out.ts', pick(['workers', 'values']));
const research = await run('bench/research.ts', pick(['sites']));
const bundle = await run('bench/login-bundle.ts', []);
const hostileRun = await run('bench/hostile.ts', pick(['drivers']));
const rules = await run(
  'bench/rules.ts',
  pick(['rule-values']).map((a) => (a === '--rule-values' ? '--values' : a)),
);
const scale = await run(
  'bench/scale.ts',
  pick(['scale-rows']).map((a) => (a === '--scale-rows' ? '--rows' : a)),
);
const parts = [ingest, engine, load, scaleOut, research, bundle].map((part) => part.trim());
replaceLatestRun(
  file,
  [`### Ingest\n\n${parts.join('\n\n')}`, marked('hostile', hostileRun), rules.trim(), marked('scale', scale)].join('\n\n'),
);
appendHistory(
  history,
  'npm run bench',
  [`### Ingest\n\n${parts.join('\n\n')}`, hostileRun, rules, scale].map((p) => p.trim()).join('\n\n'),
);
console.log(`\nWrote the results to ${path.relative(root, file)} and ${path.relative(root, history)}.`);
