import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, testDriver } from '../test/test-db.ts';
import { createTestApp } from '../test/test-runtime.ts';
import { defineJob } from './queue.ts';

const seen: string[] = [];
const recordJob = defineJob({
  name: 'test.record',
  payload: z.object({ value: z.string() }),
  handler: async (data: { value: string }) => {
    seen.push(data.value);
  },
});
const extraJobs = [recordJob];

async function waitFor(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe(`job queue (${testDriver})`, { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'leadsift-jobs-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('works a job sent inside a committed transaction, and drops one from a rolled-back transaction', async () => {
    const ctx = await createTestApp({ extraJobs });
    try {
      await ctx.runtime.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await ctx.runtime.jobs.sendInTx(tx, recordJob, { value: 'committed' });
      });
      await ctx.runtime.db
        .transaction(async (tx) => {
          await ctx.runtime.jobs.sendInTx(tx, recordJob, { value: 'rolled-back' });
          throw new Error('abort');
        })
        .catch(() => {});
      await waitFor(() => seen.includes('committed'));
      await new Promise((r) => setTimeout(r, 500));
      expect(seen).not.toContain('rolled-back');
    } finally {
      await ctx.close();
    }
  });

  it('keeps a job enqueued before a restart and runs it afterwards', async () => {
    const db = testDriver === 'postgres' ? await createTestDatabase() : undefined;
    try {
      const first = await createTestApp({ extraJobs, work: false, dataDir, databaseUrl: db?.url });
      await first.runtime.jobs.send(recordJob, { value: 'survivor' });
      await first.close();
      expect(seen).not.toContain('survivor');

      const second = await createTestApp({ extraJobs, work: true, dataDir, databaseUrl: db?.url });
      try {
        await waitFor(() => seen.includes('survivor'));
      } finally {
        await second.close();
      }
    } finally {
      await db?.drop();
    }
  });
});
