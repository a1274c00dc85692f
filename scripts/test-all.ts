// `npm test`: every suite — unit/API on PGlite, the API again on PostgreSQL when TEST_DATABASE_URL is set,
// and the browser end-to-end tests — then one line `N passed, N failed` with the totals of all of them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { opensDatabase, testFiles } from './db-tests.ts';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, '.tmp/test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

type Totals = { passed: number; failed: number; ran: boolean };
const suites: { name: string; totals: Totals }[] = [];
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

function vitest(name: string, args: string[], env: NodeJS.ProcessEnv): void {
  const file = path.join(out, `${name}.json`);
  console.log(`\n=== ${name} ===`);
  spawnSync(bin('vitest'), ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const totals: Totals = { passed: 0, failed: 0, ran: false };
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      testResults: { status: string; assertionResults: unknown[] }[];
    };
    totals.passed = report.numPassedTests;
    // A file that failed to load ran no test; it still counts as one failure.
    const brokenFiles = report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
    totals.failed = report.numFailedTests + brokenFiles;
    totals.ran = true;
  } else {
    totals.failed = 1;
  }
  suites.push({ name, totals });
}

function playwright(): void {
  const file = path.join(out, 'e2e.json');
  console.log('\n=== e2e (Playwright, Chromium) ===');
  spawnSync(process.execPath, ['--experimental-strip-types', path.join(root, 'scripts/e2e.ts'), '--reporter=list,json'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
  });
  const totals: Totals = { passed: 0, failed: 0, ran: false };
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number };
      errors?: unknown[];
    };
    totals.passed = report.stats.expected + report.stats.flaky;
    totals.failed = report.stats.unexpected + (report.errors?.length ?? 0);
    totals.ran = true;
  } else {
    totals.failed = 1;
  }
  suites.push({ name: 'e2e', totals });
}

const only = process.argv[2];
if (!only || only === 'unit') vitest('unit+api (pglite)', [], { TEST_DB: 'pglite' });
if (!only || only === 'postgres') {
  // The server tests that open a database; the others never touch a driver and ran in the first pass.
  const dbTests = testFiles(path.join(root, 'apps/server/src'))
    .filter((f) => opensDatabase(f))
    .map((f) => path.relative(root, f));
  if (process.env.TEST_DATABASE_URL) vitest('api (postgres)', ['--project', 'server', ...dbTests], { TEST_DB: 'postgres' });
  else console.log('\n!!! TEST_DATABASE_URL is not set: the PostgreSQL pass of the API tests is SKIPPED !!!');
}
if (!only || only === 'e2e') playwright();

console.log('\n=== summary ===');
for (const s of suites)
  console.log(`${s.name}: ${s.totals.passed} passed, ${s.totals.failed} failed${s.totals.ran ? '' : ' (suite did not report)'}`);
const passed = suites.reduce((n, s) => n + s.totals.passed, 0);
const failed = suites.reduce((n, s) => n + s.totals.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
