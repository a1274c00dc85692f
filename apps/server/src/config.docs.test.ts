import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from './config.ts';

// .env.example and the configuration table of docs/self-hosting.md are written by hand; this keeps both in step with the schema.
const root = path.resolve(import.meta.dirname, '../../..');
const variables = Object.keys(envSchema.shape).sort();

/** `NAME=` lines, commented-out examples (`# NAME=`) included. */
function envExampleNames(): string[] {
  const text = readFileSync(path.join(root, '.env.example'), 'utf8');
  return [...new Set([...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!))].sort();
}

/** Every `NAME` in the first cell of a row of the "## Configuration" table of docs/self-hosting.md. */
function guideTableNames(): string[] {
  const guide = readFileSync(path.join(root, 'docs/self-hosting.md'), 'utf8');
  const section = guide.split(/^## Configuration$/m)[1]!.split(/^## /m)[0]!;
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

  it('the configuration table of docs/self-hosting.md names every variable of the schema, and no other', () => {
    expect(guideTableNames()).toEqual(variables);
  });
});
