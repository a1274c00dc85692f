import type { Readable } from 'node:stream';
import { and, asc, between, desc, eq, isNotNull } from 'drizzle-orm';
import { stateOf, xlsxRowsPerSheet } from '@leadsift/shared';
import type { Db } from '../../db/client.ts';
import { writeCsv } from '../../files/csv-writer.ts';
import { continuedSheets, neutralise, sheetCount, splitIntoSheets } from '../../files/export-format.ts';
import { writeXlsx, type XlsxCell } from '../../files/xlsx-writer.ts';
import { filterDecisions, user, type filterJobs } from '../../db/schema/index.ts';
import { explainedRows, exportHeader, type RowsView } from './export-rows.ts';

/** A stored decision as the shared state reads it: the user's override wins and clears the review mark. */
function valueOf(r: typeof filterDecisions.$inferSelect) {
  return { decision: r.override ?? r.decision ?? 'EXCLUDE', confidence: r.confidence ?? 0, overridden: r.override !== null } as const;
}

type Job = typeof filterJobs.$inferSelect;

/**
 * A job's decisions in the order they were chunked (per column, most frequent first), a few chunks at a
 * time (at most `size` rows): a column may have a million distinct values.
 */
export async function* decisionBatches(db: Db, job: Pick<Job, 'id' | 'chunkSize'>, size = 5000) {
  const d = filterDecisions;
  const chunks = await db
    .selectDistinct({ columnIndex: d.columnIndex, chunkNo: d.chunkNo })
    .from(d)
    .where(eq(d.filterId, job.id))
    .orderBy(asc(d.columnIndex), asc(d.chunkNo));
  const perPage = Math.max(1, Math.floor(size / job.chunkSize));
  for (let i = 0; i < chunks.length;) {
    const first = chunks[i]!;
    let n = 1;
    while (n < perPage && chunks[i + n]?.columnIndex === first.columnIndex) n++;
    const last = chunks[i + n - 1]!;
    i += n;
    yield await db
      .select()
      .from(d)
      .where(and(eq(d.filterId, job.id), eq(d.columnIndex, first.columnIndex), between(d.chunkNo, first.chunkNo, last.chunkNo)))
      .orderBy(asc(d.chunkNo), desc(d.frequency), asc(d.value));
  }
}

/**
 * The CSV export (ADR 0041, ADR 0058): the header and the rows of one view — the kept rows by default, as the
 * workbook's 'Qualified' sheets hold them, or the excluded ones, or all — each with its Decision, Needs review and reasons.
 */
export function exportCsv(db: Db, job: Job, columns: string[], view: RowsView = 'qualified'): Readable {
  async function* rows(): AsyncGenerator<XlsxCell[][]> {
    yield [exportHeader(job, columns)];
    yield* explainedRows(db, job, columns, view);
  }
  return writeCsv(rows());
}

export type ExportOptions = {
  /** The job's model usage line ('42 model calls · … tokens · ≈ $0.18 (model)') for the Criteria sheet. */
  usageLine?: string;
  /** A job stopped at its "Stop at" limit (ADR 0044): which rows the export covers. */
  coverageLine?: string;
  /** Rows under each sheet's header; tests split at a few rows, the export at Excel's 1,048,575. */
  rowsPerSheet?: number;
  /** Kept and excluded rows (qualifiedCounts); the sheets of each are laid out from these. */
  counts: { kept: number; excluded: number };
  /** The Criteria sheet's list of overrides with who made each and when (overrideLines). */
  overrides?: XlsxCell[][];
};

/** The Criteria sheet lists at most this many overrides; the Decisions sheet marks every one. */
export const MAX_LISTED_OVERRIDES = 10_000;

/**
 * The job's overrides for the Criteria sheet (ADR 0067): a heading, then column, value, decision, who made it
 * (their name, or 'deleted account') and when (UTC), most recent first.
 */
export async function overrideLines(db: Db, job: Pick<Job, 'id' | 'selectedColumns' | 'columnIndexes'>): Promise<XlsxCell[][]> {
  const d = filterDecisions;
  const rows = await db
    .select({ columnIndex: d.columnIndex, value: d.value, override: d.override, by: user.name, at: d.overriddenAt })
    .from(d)
    .leftJoin(user, eq(user.id, d.overriddenBy))
    .where(and(eq(d.filterId, job.id), isNotNull(d.override)))
    .orderBy(desc(d.overriddenAt), asc(d.columnIndex), asc(d.value))
    .limit(MAX_LISTED_OVERRIDES + 1);
  if (rows.length === 0) return [];
  const listed = rows
    .slice(0, MAX_LISTED_OVERRIDES)
    .map((r) => [
      neutralise(job.selectedColumns[job.columnIndexes.indexOf(r.columnIndex)] ?? ''),
      neutralise(r.value),
      r.override ?? '',
      neutralise(r.by ?? (r.at ? 'deleted account' : 'unknown')),
      r.at ? r.at.toISOString().replace('T', ' ').slice(0, 19) + ' UTC' : '',
    ]);
  const more =
    rows.length > MAX_LISTED_OVERRIDES
      ? [[`The first ${MAX_LISTED_OVERRIDES.toLocaleString('en-US')} are listed; the Decisions sheet marks every override.`]]
      : [];
  return [[], ['Overrides'], ['Column', 'Value', 'Decision', 'Overridden by', 'Overridden at'], ...listed, ...more];
}

/**
 * Streams the workbook (Qualified, Disqualified, Decisions, Criteria); rows are read from the database as
 * it is written. A table longer than one sheet (kept rows of a 10,000,000-row list; decisions of a
 * million-row list on Email and Company) goes on as 'Qualified (2)', 'Qualified (3)', ….
 */
export function exportWorkbook(db: Db, job: Job, columns: string[], options: ExportOptions): Readable {
  const perSheet = options.rowsPerSheet ?? xlsxRowsPerSheet;
  const header = exportHeader(job, columns);
  const upload = (name: string, view: 'kept' | 'excluded') =>
    continuedSheets(
      name,
      splitIntoSheets(
        explainedRows(db, job, columns, view === 'kept' ? 'qualified' : 'disqualified'),
        header,
        perSheet,
        sheetCount(options.counts[view], perSheet),
      ),
    );
  async function* decisions(): AsyncGenerator<XlsxCell[][]> {
    for await (const batch of decisionBatches(db, job))
      yield batch.map((r) => [
        neutralise(job.selectedColumns[job.columnIndexes.indexOf(r.columnIndex)] ?? ''),
        neutralise(r.value),
        stateOf(valueOf(r)),
        neutralise(r.reason ?? ''),
        r.confidence ?? 0,
        r.frequency,
        r.override ? 'yes' : 'no',
        stateOf(valueOf(r)) === 'REVIEW' ? 'yes' : 'no',
      ]);
  }
  // `Decision` is the value's state (REVIEW while nobody decided it with confidence); `Needs review` says the same
  // as yes / no for a filter (ADR 0058). The columns before it are as they were.
  const decisionsHeader = ['Column', 'Value', 'Decision', 'Reason', 'Confidence', 'Frequency', 'Overridden', 'Needs review'];
  const decisionSheets = splitIntoSheets(decisions(), decisionsHeader, perSheet, sheetCount(job.totalValues, perSheet));
  const criteria: XlsxCell[][] = [
    ['List name', neutralise(job.jobName)],
    ['Product/service context', neutralise(job.reasoningText)],
    ...(options.coverageLine ? [['Rows covered', options.coverageLine]] : []),
    ['Logic mode', job.logicMode === 'AND' ? 'Matches all criteria (AND)' : 'Matches at least one criterion (OR)'],
    ['Model', job.model],
    ...(options.usageLine ? [['Model usage', options.usageLine]] : []),
    ...job.selectedColumns.map((c) => [neutralise(c), neutralise(job.columnConfig[c]?.instructions ?? '')]),
    ...(options.overrides ?? []),
  ];
  return writeXlsx([
    ...upload('Qualified', 'kept'),
    ...upload('Disqualified', 'excluded'),
    ...continuedSheets('Decisions', decisionSheets),
    { name: 'Criteria', rows: [criteria] },
  ]);
}
