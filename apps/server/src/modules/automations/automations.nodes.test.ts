import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { AutomationRun, CreatedAutomation } from '@leadsift/shared';
import { startFileServer } from '../../test/file-server.ts';
import { AppProcesses, nodeEnv, setUpAdmin } from '../../test/processes.ts';
import { createTestDatabase, testDriver } from '../../test/test-db.ts';
import { waitFor } from '../../test/webhook-receiver.ts';
import { runJobRef } from './run-queue.ts';

// An automation's schedule on two web nodes and a worker sharing one PostgreSQL (ADR 0065): every process runs
// pg-boss's scheduler, and a schedule must still fire once per period. pg-boss files a schedule's jobs in one-minute
// slots (its resolution: a finer expression still sends one job a minute), so the shortest period is a minute and
// this test watches three of them with an every-minute schedule. SCHEDULE_CHECK_SECONDS=1 makes every process look
// for due schedules every second: each period's occurrence is then seen by dozens of checks on three processes, and
// must still make one run. PGlite admits one process, so this runs on PostgreSQL only.

const minute = 60_000;
const minuteOf = (iso: string) => Math.floor(Date.parse(iso) / minute);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
const settled = (run: AutomationRun) =>
  run.status !== 'running' && (!run.jobId || run.jobStatus === 'completed' || run.jobStatus === 'failed');

describe.skipIf(testDriver !== 'postgres')(`a schedule on two web nodes and a worker (${testDriver})`, () => {
  const dirs: string[] = [];
  const processes = new AppProcesses();
  afterAll(() => {
    processes.killAll();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('fires once a minute: one run and one read of the file per period, whichever node checks', async () => {
    dirs.push(...[0, 1, 2].map(() => mkdtempSync(path.join(tmpdir(), 'leadsift-nodes-'))));
    const db = await createTestDatabase();
    const files = await startFileServer();
    try {
      const settings = { SCHEDULE_CHECK_SECONDS: '1', RESEARCH_ALLOW_PRIVATE_HOSTS: '1' };
      const [a, b, w] = await Promise.all(dirs.map((dir) => nodeEnv(dir, db.url)));
      await Promise.all([processes.startServer({ ...a!.env, ...settings }), processes.startServer({ ...b!.env, ...settings })]);
      const worker = processes.start('worker', { ...w!.env, ...settings });
      const outputs = () => processes.all.map((p, i) => `--- process ${i}:\n${p.output()}`).join('\n');

      // Sign in on one web node, create through the other, read the runs from the first.
      const auth = await setUpAdmin(a!.base);
      const json = { ...auth, 'content-type': 'application/json' };
      const template = await fetch(`${b!.base}/api/saved-filters`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          name: 'Software',
          filterConfig: { selectedColumns: ['Industry'], logicMode: 'AND', columnConfig: { Industry: { instructions: 'Keep: software' } } },
        }),
      });
      expect(template.status, await template.clone().text()).toBe(201);
      const templateId = ((await template.json()) as { filter: { id: string } }).filter.id;
      files.set('/leads.csv', {
        status: 200,
        body: 'Company,Industry\nAcme,Software\nBolt,Banking\n',
        headers: { etag: '"v1"' },
      });

      // A schedule created within a minute of its occurrence fires at once for it (pg-boss's due window is a
      // minute), so the first period is the minute it is created in: not in its last seconds, where that run
      // could start in the next minute beside the next period's.
      if (new Date().getUTCSeconds() > 45) await sleep(minute - (Date.now() % minute) + 2000);
      const created = await fetch(`${b!.base}/api/automations`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          name: 'Every minute',
          templateId,
          source: { type: 'url', url: files.url('/leads.csv') },
          schedule: { cron: '* * * * *' },
        }),
      });
      expect(created.status, await created.clone().text()).toBe(201);
      const automation = (await created.json()) as CreatedAutomation;
      const first = Math.floor(Date.now() / minute);

      // Three periods, and time for a second run of the last one to show if any check sent one.
      await sleep((first + 2) * minute + 15_000 - Date.now());
      const runsOf = async () => {
        const res = await fetch(`${a!.base}/api/automations/${automation.id}/runs`, { headers: auth });
        expect(res.status).toBe(200);
        return ((await res.json()) as { runs: AutomationRun[] }).runs;
      };
      // Pausing removes the schedule: no period starts while the runs are read.
      const paused = await fetch(`${a!.base}/api/automations/${automation.id}`, {
        method: 'PATCH',
        headers: json,
        body: JSON.stringify({ paused: true }),
      });
      expect(paused.status, await paused.clone().text()).toBe(200);
      const runs = await waitFor('settled runs', async () => {
        const all = await runsOf();
        return all.length >= 3 && all.every(settled) ? all : null;
      }).catch((err: Error) => {
        throw new Error(`${err.message}; the processes printed:\n${outputs()}`, { cause: err });
      });

      // One run a minute, every minute from the first: three at least (a fourth if the pause came after the
      // next minute began), each started by the schedule, none beside another in its minute.
      const oldestFirst = runs.toReversed();
      const minutes = oldestFirst.map((r) => minuteOf(r.createdAt));
      expect(minutes.length).toBeGreaterThanOrEqual(3);
      expect(minutes, outputs()).toEqual(minutes.map((_, i) => first + i));
      expect(oldestFirst.map((r) => r.trigger)).toEqual(oldestFirst.map(() => 'schedule'));
      // The first read the file and judged its rows; each later one asked again and was told it had not changed.
      expect(oldestFirst.map((r) => r.status)).toEqual(oldestFirst.map((_, i) => (i === 0 ? 'completed' : 'unchanged')));
      expect(oldestFirst[0]!.newRows).toBe(2);
      const reads = files.requests.filter((r) => r.path === '/leads.csv');
      expect(reads.map((r) => r.answered)).toEqual(oldestFirst.map((_, i) => (i === 0 ? 200 : 304)));

      // Behind that: the scheduler sent one job per period for this schedule (pg-boss's own send queue, one job a
      // slot however many checks saw the occurrence), and the run queue got one job from each.
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      try {
        const sent = await client.query<{ slot: string }>(
          `SELECT data->>'slot' AS slot FROM pgboss.job WHERE name = '__pgboss__send-it' AND data->>'key' = $1 ORDER BY 1`,
          [automation.id],
        );
        expect(sent.rows.map((r) => minuteOf(`${r.slot.replace(' ', 'T')}Z`))).toEqual(minutes);
        const queued = await client.query(`SELECT id FROM pgboss.job WHERE name = $1 AND singleton_key = $2`, [
          runJobRef.name,
          automation.id,
        ]);
        expect(queued.rowCount).toBe(minutes.length);
      } finally {
        await client.end();
      }
      expect(worker.child.exitCode).toBeNull();
    } finally {
      await processes.stopAll();
      await files.close();
      await db.drop();
    }
  }, 240_000);
});
