// The eval through the List Cleaner's real decision path, as the UI drives it: upload a CSV (one column per
// phrasing of each criterion), create jobs, poll progress, read the Decisions table, and score it.
import { score, total, type Decided, type Row, type Tally } from './score.ts';
import type { Criterion } from './build-kit.ts';
import { MODEL_READ_NOTE } from '../packages/shared/src/filter-reading.ts';

/** The HTTP edge the eval talks to: a real server over fetch, or Fastify's inject in a test. */
export type EvalClient = {
  call<T>(method: string, url: string, body?: unknown): Promise<T>;
  upload(name: string, csv: string): Promise<{ fileId: string }>;
};
export type EvalOptions = { askModelForEveryValue?: boolean; chunkSize?: number; model?: string; columnsPerJob?: number };
/**
 * The model-assisted reading (ADR 0034): columns whose instructions the rules read, the model restated into
 * something the rules read, or neither; and the values the rules then decided from a model's restatement.
 */
export type ReadingTally = { byRules: number; byModel: number; notRead: number; valuesFromModelReading: number };
export type EvalResult = { rows: Row[]; overall: Row; seconds: number; reading: ReadingTally };

const cell = (v: string) => (/[",\n\r]/.test(v) || v !== v.trim() ? `"${v.replace(/"/g, '""')}"` : v);

/** A column's header: "eu #1", or with the criterion's real header first, "State / Region (HQ) [real-us-only-state #1]". */
export const columnName = (c: Criterion, i: number) => (c.column ? `${c.column} [${c.id} #${i + 1}]` : `${c.id} #${i + 1}`);

/** One column per (criterion, phrasing): "eu #1", "eu #2" … */
export function evalCsv(criteria: Criterion[]): {
  csv: string;
  columns: Array<{ name: string; criterion: Criterion; instructions: string }>;
} {
  const columns = criteria.flatMap((c) =>
    c.instructions.map((instructions, i) => ({ name: columnName(c, i), criterion: c, instructions })),
  );
  const rows = Math.max(...criteria.map((c) => c.values.length));
  const lines = [columns.map((c) => cell(c.name)).join(',')];
  // Shorter columns repeat their values (a value's frequency does not change its decision), so no column has
  // an empty cell to decide.
  for (let r = 0; r < rows; r++) lines.push(columns.map((c) => cell(c.criterion.values[r % c.criterion.values.length]!.value)).join(','));
  return { csv: `${lines.join('\n')}\n`, columns };
}

type DecisionRow = { column: string; value: string; decision: 'KEEP' | 'EXCLUDE'; reason: string; confidence: number };
type Job = { filterId: string; columns: string[]; seconds: number; modelCalls: number };

export async function runEval(client: EvalClient, criteria: Criterion[], options: EvalOptions = {}): Promise<EvalResult> {
  const started = performance.now();
  const { csv, columns } = evalCsv(criteria);
  const { fileId } = await client.upload('eval.csv', csv);
  const perJob = options.columnsPerJob ?? 30;
  const jobs: Job[] = [];
  const reading: ReadingTally = { byRules: 0, byModel: 0, notRead: 0, valuesFromModelReading: 0 };
  for (let i = 0; i < columns.length; i += perJob) {
    const batch = columns.slice(i, i + perJob);
    const jobStarted = performance.now();
    const { filterId } = await client.call<{ filterId: string }>('POST', '/api/filter', {
      jobName: `eval ${i / perJob + 1}`,
      fileId,
      selectedColumns: batch.map((c) => c.name),
      chunkSize: options.chunkSize ?? 300,
      temperature: 0,
      ...(options.model ? { model: options.model } : {}),
      askModelForEveryValue: options.askModelForEveryValue ?? false,
      filterConfig: { columnConfig: Object.fromEntries(batch.map((c) => [c.name, { instructions: c.instructions }])) },
    });
    for (;;) {
      const p = await client.call<{ status: string; modelCalls?: number; error?: string }>('GET', `/api/progress/${filterId}`);
      if (p.status === 'completed') break;
      if (p.status === 'failed') throw new Error(`eval job failed: ${p.error ?? ''}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const { modelCalls, filterConfig } = await client.call<{
      modelCalls: number;
      filterConfig?: { columnConfig: Record<string, { reading?: { source: 'rules' | 'model' | 'none' } }> };
    }>('GET', `/api/results/${filterId}?page=1&pageSize=1`);
    for (const c of batch) {
      const source = filterConfig?.columnConfig[c.name]?.reading?.source ?? 'none';
      reading[source === 'rules' ? 'byRules' : source === 'model' ? 'byModel' : 'notRead']++;
    }
    jobs.push({ filterId, columns: batch.map((c) => c.name), seconds: (performance.now() - jobStarted) / 1000, modelCalls });
  }

  // Column by column: sorted by value alone, values shared by several columns tie and an OFFSET page can repeat
  // or skip them; within one column every value is distinct, so the pages are exact.
  const decisions = new Map<string, Decided[]>();
  for (const job of jobs) {
    for (const column of job.columns) {
      const rows: Decided[] = [];
      for (let page = 1; ; page++) {
        const res = await client.call<{ total: number; rows: DecisionRow[] }>(
          'GET',
          `/api/results/${job.filterId}/decisions?column=${encodeURIComponent(column)}&pageSize=1000&page=${page}&sort=value`,
        );
        rows.push(...res.rows);
        reading.valuesFromModelReading += res.rows.filter((r) => r.reason.endsWith(`(${MODEL_READ_NOTE})`)).length;
        if (page * 1000 >= res.total) break;
      }
      decisions.set(column, rows);
    }
  }

  const rows: Row[] = [];
  const all: Tally[] = [];
  const owner = new Map(columns.map((c) => [c.name, c.criterion.id]));
  const share = (criterion: Criterion, key: 'seconds' | 'modelCalls') =>
    jobs.reduce((n, j) => n + (j[key] * j.columns.filter((c) => owner.get(c) === criterion.id).length) / j.columns.length, 0);
  for (const c of criteria) {
    const labels = new Map(c.values.map((v) => [v.value, v.label]));
    const tallies = c.instructions.map((_, i) => score(c.id, labels, decisions.get(columnName(c, i)) ?? []));
    all.push(...tallies);
    rows.push(total(c.id, tallies, { modelCalls: Math.round(share(c, 'modelCalls')), tokens: 0, seconds: share(c, 'seconds') }));
  }
  const seconds = (performance.now() - started) / 1000;
  const overall = total('overall', all, { modelCalls: jobs.reduce((n, j) => n + j.modelCalls, 0), tokens: 0, seconds });
  return { rows, overall, seconds, reading };
}
