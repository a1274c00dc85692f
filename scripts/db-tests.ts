// Which server test files open a database: those the PostgreSQL pass of `npm test` runs again. A test file
// opens one when it, or a test helper it imports (apps/server/src/test/*, *.test-helpers.ts), uses the
// test database or runtime. The others (parsers, rules, limiters, signatures…) never touch a driver, so a
// second pass would run exactly the same code.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const markers = /test-runtime|test-db|createTestContext|TEST_DB\b|testDriver|processes\.ts|cli-harness/;
const importPattern = /from\s+'(\.[^']+)'/g;

function isHelper(file: string): boolean {
  return file.includes(`${path.sep}src${path.sep}test${path.sep}`) || /\.test-helpers?\.ts$/.test(file);
}

/** Whether `file` (or a test helper it imports, transitively) mentions the database or runtime helpers. */
export function opensDatabase(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  if (markers.test(text)) return true;
  for (const match of text.matchAll(importPattern)) {
    const target = path.resolve(path.dirname(file), match[1]!);
    if (isHelper(target) && existsSync(target) && opensDatabase(target, seen)) return true;
  }
  return false;
}

/** Every `*.test.ts` under `dir`, sorted. */
export function testFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => path.join(dir, f))
    .sort();
}
