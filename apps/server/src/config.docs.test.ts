import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from './config.ts';

// .env.example and README's configuration table are written by hand; this keeps both in step with the schema.
const root = path.resolve(import.meta.dirname, '../../..');
const variables = Object.keys(envSchema.shape).sort();

/** `NAME=` lines, commented-out examples (`# NAME=`) included. */
function envExampleNames(): string[] {
  const text = readFileSync(path.join(root, '.env.example'), 'utf8');
  return [...new Set([...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!))].sort();
}

/** Every `NAME` in the first cell of a row of README's "## Configuration" table. */
function readmeTableNames(): string[] {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.split(/^## Configuration$/m)[1]!.split(/^## /m)[0]!;
  const firstCells = section
    .split('\n')
    .filter((l) => l.startsWith('| `'))
    .map((l) => l.split('|')[1]!);
  return [...new Set(firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!)))].sort();
}

describe('configuration documents', () => {
  it('.env.example lists every variable of the schema, and no other', () => {
    expect(envExampleNames()).toEqual(variables);
  });

  it("README's configuration table names every variable of the schema, and no other", () => {
    expect(readmeTableNames()).toEqual(variables);
  });
});
