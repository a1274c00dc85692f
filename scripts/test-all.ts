// `npm test`: every suite — unit/API on PGlite, the API again on PostgreSQL when TEST_DATABASE_URL is set,
// and the browser end-to-end tests — then one line `N passed, N failed` with the totals of all of them.
// The browser suite mostly waits (for pages, jobs, the website farm): it runs beside the two vitest passes,
// its output kept in a file and printed after them (ADR 0054).
import { spawn, type SpawnOptions } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { opensDatabase, testFiles } from './db-tests.ts';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, '.tmp/test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

type Totals = { passed: number; failed: number; ran: boolean };
type Suite = { name: string; totals: Totals; seconds: number; slowest: string[]; failures: string[] };
const suites: Suite[] = [];
/** The first line of a failure message, without colour codes: enough to tell which check failed. */
const firstLine = (message: string | undefined) =>
  stripVTControlCharacters(message ?? '')
    .trim()
    .split('\n')[0]
    ?.slice(0, 200) ?? '';
const since = (start: number) => (performance.now() - start) / 1000;
const clock = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
};
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

/** Runs a command to its end; its exit code (1 when it could not start). */
function run(command: string, args: string[], options: SpawnOptions): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, options);
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function vitest(name: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const file = path.join(out, `${name}.json`);
  console.log(`\n=== ${name} ===`);
  const start = performance.now();
  const code = await run(bin('vitest'), ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = since(start);
  const totals: Totals = { passed: 0, failed: 0, ran: false };
  let slowest: string[] = [];
  const failures: string[] = [];
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      testResults: {
        name: string;
        status: string;
        message?: string;
        startTime: number;
        endTime: number;
        assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
      }[];
    };
    for (const r of report.testResults) {
      const file = path.relative(root, r.name);
      if (r.status === 'failed' && r.assertionResults.length === 0) failures.push(`${file}: ${firstLine(r.message)}`);
      for (const a of r.assertionResults)
        if (a.status === 'failed') failures.push(`${file} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    }
    slowest = report.testResults
      .map((r) => ({ file: path.relative(root, r.name), ms: r.endTime - r.startTime }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5)
      .map((r) => `${r.file} ${(r.ms / 1000).toFixed(0)} s`);
    totals.passed = report.numPassedTests;
    // A file that failed to load ran no test; it still counts as one failure.
    const brokenFiles = report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
    totals.failed = report.numFailedTests + brokenFiles;
    totals.ran = true;
  } else {
    totals.failed = 1;
  }
  // An error outside the tests ("Projects … have different 'maxWorkers'", an unhandled rejection) ends vitest with
  // a failure while every test it ran passed, or before any ran: it counts as one failure, so the last line shows it.
  if (code !== 0 && totals.failed === 0) {
    totals.failed = 1;
    failures.push(`vitest ended with exit code ${code} outside any test (see its output above)`);
  }
  suites.push({ name, totals, seconds, slowest, failures });
}

/** The browser suite, its output into `log` (printed by the caller). */
async function playwright(log: string): Promise<void> {
  const file = path.join(out, 'e2e.json');
  const start = performance.now();
  const output = createWriteStream(log);
  await new Promise((resolve) => output.once('open', resolve));
  await run(process.execPath, ['--experimental-strip-types', path.join(root, 'scripts/e2e.ts'), '--reporter=list,json'], {
    cwd: root,
    stdio: ['ignore', output, output],
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
  });
  output.close();
  const seconds = since(start);
  const totals: Totals = { passed: 0, failed: 0, ran: false };
  const failures: string[] = [];
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8')) as PlaywrightSuite & {
      stats: { expected: number; unexpected: number; flaky: number };
      errors?: { message?: string }[];
    };
    collectPlaywrightFailures(report, failures);
    for (const e of report.errors ?? []) failures.push(firstLine(e.message));
    totals.passed = report.stats.expected + report.stats.flaky;
    totals.failed = report.stats.unexpected + (report.errors?.length ?? 0);
    totals.ran = true;
  } else {
    totals.failed = 1;
  }
  suites.push({ name: 'e2e', totals, seconds, slowest: [], failures });
}

type PlaywrightSuite = {
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[];
  }[];
};

function collectPlaywrightFailures(suite: PlaywrightSuite, into: string[]): void {
  for (const spec of suite.specs ?? [])
    for (const t of spec.tests)
      if (t.status === 'unexpected')
        into.push(`[${t.projectName}] ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(t.results.at(-1)?.error?.message)}`);
  for (const child of suite.suites ?? []) collectPlaywrightFailures(child, into);
}

const only = process.argv[2];
const e2eLog = path.join(out, 'e2e.log');
const e2e = !only || only === 'e2e' ? playwright(e2eLog) : undefined;
if (e2e && !only) console.log('\n(e2e: the browser suite runs beside the vitest passes; its output follows them)');
if (!only || only === 'unit') await vitest('unit+api (pglite)', [], { TEST_DB: 'pglite' });
if (!only || only === 'postgres') {
  // The server tests that open a database; the others never touch a driver and ran in the first pass.
  const dbTests = testFiles(path.join(root, 'apps/server/src'))
    .filter((f) => opensDatabase(f))
    .map((f) => path.relative(root, f));
  if (process.env.TEST_DATABASE_URL) await vitest('api (postgres)', ['--project', 'server', ...dbTests], { TEST_DB: 'postgres' });
  else console.log('\n!!! TEST_DATABASE_URL is not set: the PostgreSQL pass of the API tests is SKIPPED !!!');
}
if (e2e) {
  await e2e;
  console.log('\n=== e2e (Playwright, Chromium) ===');
  if (existsSync(e2eLog)) process.stdout.write(readFileSync(e2eLog));
}

console.log('\n=== summary ===');
for (const s of suites) {
  const note = s.totals.ran ? '' : ' (suite did not report)';
  console.log(`${s.name}: ${s.totals.passed} passed, ${s.totals.failed} failed${note} in ${clock(s.seconds)}`);
  // Per file, from start to end: files run two at a time, so these overlap.
  if (s.slowest.length) console.log(`  slowest files: ${s.slowest.join(', ')}`);
  // Named here so that the end of a long log says which tests failed.
  for (const f of s.failures.slice(0, 20)) console.log(`  FAILED ${f}`);
}
const passed = suites.reduce((n, s) => n + s.totals.passed, 0);
const failed = suites.reduce((n, s) => n + s.totals.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
