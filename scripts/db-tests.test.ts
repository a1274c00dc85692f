import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { opensDatabase, testFiles } from './db-tests.ts';

const server = path.resolve(import.meta.dirname, '../apps/server/src');
const at = (p: string) => path.join(server, p);

describe('the server tests the PostgreSQL pass runs again', () => {
  it('takes the tests that open a database, directly or through a test helper', () => {
    expect(opensDatabase(at('modules/webhooks/webhooks.test.ts'))).toBe(true);
    expect(opensDatabase(at('modules/mcp/mcp.test.ts'))).toBe(true);
    expect(opensDatabase(at('modules/admin/admin.test.ts'))).toBe(true);
  });

  it('leaves out pure tests that never touch a driver', () => {
    expect(opensDatabase(at('files/parse/csv.test.ts'))).toBe(false);
    expect(opensDatabase(at('modules/webhooks/signature.test.ts'))).toBe(false);
    expect(opensDatabase(at('knowledge/places.test.ts'))).toBe(false);
  });

  it('finds most of the server tests as database tests', () => {
    const all = testFiles(server);
    const db = all.filter((f) => opensDatabase(f));
    expect(all.length).toBeGreaterThan(100);
    expect(db.length).toBeGreaterThan(all.length / 2);
  });
});
