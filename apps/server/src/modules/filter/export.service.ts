import type { Readable } from 'node:stream';
import { and, asc, between, desc, eq } from 'drizzle-orm';
import { xlsxRowsPerSheet } from '@leadsift/shared';
import type { Db } from '../../db/client.ts';
import { writeCsv } from '../../files/csv-writer.ts';
import { continuedSheets, neutralise, sheetCount, splitIntoSheets } from '../../files/export-format.ts';
import { writeXlsx, type XlsxCell } from '../../files/xlsx-writer.ts';
import { filterDecisions, type filterJobs } from '../../db/schema/index.ts';
import { qualifiedBatches } from './qualified-rows.ts';

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

/** A job's kept or excluded rows in file order, formula-safe, in batches (without the header). */
export async function* leadRows(db: Db, job: Job, columns: string[], view: 'kept' | 'excluded'): AsyncGenerator<XlsxCell[][]> {
  for await (const batch of qualifiedBatches(db, job, view)) yield batch.map((cells) => columns.map((_, i) => neutralise(cells[i] ?? '')));
}

/** The CSV export (ADR 0041): the header and every kept row, as the workbook's 'Qualified' sheets hold them. */
export function exportCsv(db: Db, job: Job, columns: string[]): Readable {
  async function* rows(): AsyncGenerator<XlsxCell[][]> {
    yield [columns.map(neutralise)];
    yield* leadRows(db, job, columns, 'kept');
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
};

/**
 * Streams the workbook (Qualified, Disqualified, Decisions, Criteria); rows are read from the database as
 * it is written. A table longer than one sheet (kept rows of a 10,000,000-row list; decisions of a
 * million-row list on Email and Company) goes on as 'Qualified (2)', 'Qualified (3)', ….
 */
export function exportWorkbook(db: Db, job: Job, columns: string[], options: ExportOptions): Readable {
  const perSheet = options.rowsPerSheet ?? xlsxRowsPerSheet;
  const header = columns.map(neutralise);
  const upload = (name: string, view: 'kept' | 'excluded') =>
    continuedSheets(name, splitIntoSheets(leadRows(db, job, columns, view), header, perSheet, sheetCount(options.counts[view], perSheet)));
  async function* decisions(): AsyncGenerator<XlsxCell[][]> {
    for await (const batch of decisionBatches(db, job))
      yield batch.map((r) => [
        neutralise(job.selectedColumns[job.columnIndexes.indexOf(r.columnIndex)] ?? ''),
        neutralise(r.value),
        r.override ?? r.decision ?? 'EXCLUDE',
        neutralise(r.reason ?? ''),
        r.confidence ?? 0,
        r.frequency,
        r.override ? 'yes' : 'no',
      ]);
  }
  const decisionsHeader = ['Column', 'Value', 'Decision', 'Reason', 'Confidence', 'Frequency', 'Overridden'];
  const decisionSheets = splitIntoSheets(decisions(), decisionsHeader, perSheet, sheetCount(job.totalValues, perSheet));
  const criteria: XlsxCell[][] = [
    ['List name', neutralise(job.jobName)],
    ['Product/service context', neutralise(job.reasoningText)],
    ...(options.coverageLine ? [['Rows covered', options.coverageLine]] : []),
    ['Logic mode', job.logicMode === 'AND' ? 'Matches all criteria (AND)' : 'Matches at least one criterion (OR)'],
    ['Model', job.model],
    ...(options.usageLine ? [['Model usage', options.usageLine]] : []),
    ...job.selectedColumns.map((c) => [neutralise(c), neutralise(job.columnConfig[c]?.instructions ?? '')]),
  ];
  return writeXlsx([
    ...upload('Qualified', 'kept'),
    ...upload('Disqualified', 'excluded'),
    ...continuedSheets('Decisions', decisionSheets),
    { name: 'Criteria', rows: [criteria] },
  ]);
}
