import type { Readable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { writeXlsx, type XlsxCell } from '../../files/xlsx-writer.ts';
import { filterDecisions, type filterJobs } from '../../db/schema/index.ts';
import { qualifiedBatches } from './qualified-rows.ts';

type Job = typeof filterJobs.$inferSelect;

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with a quote. */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Content-Disposition with a safe ASCII `filename` and the exact UTF-8 `filename*`. */
export function contentDisposition(listName: string, extension = 'xlsx'): string {
  const base = listName.trim() || 'ListCleaner-filtered_data';
  const ascii =
    base
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\/:*?<>|;]/g, '_')
      .trim() || 'ListCleaner-filtered_data';
  const utf8 = encodeURIComponent(`${base}.${extension}`).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${utf8}`;
}

/** Streams the workbook (Qualified, Disqualified, Decisions, Criteria); rows are read from the database as it is written. */
export function exportWorkbook(db: Db, job: Job, columns: string[]): Readable {
  async function* upload(view: 'kept' | 'excluded'): AsyncGenerator<XlsxCell[][]> {
    yield [columns.map(neutralise)];
    for await (const batch of qualifiedBatches(db, job, view))
      yield batch.map((cells) => columns.map((_, i) => neutralise(cells[i] ?? '')));
  }
  async function* decisions(): AsyncGenerator<XlsxCell[][]> {
    yield [['Column', 'Value', 'Decision', 'Reason', 'Confidence', 'Frequency', 'Overridden']];
    const rows = await db
      .select()
      .from(filterDecisions)
      .where(eq(filterDecisions.filterId, job.id))
      .orderBy(asc(filterDecisions.columnIndex), asc(filterDecisions.chunkNo));
    const row = (r: (typeof rows)[number]): XlsxCell[] => [
      neutralise(job.selectedColumns[job.columnIndexes.indexOf(r.columnIndex)] ?? ''),
      neutralise(r.value),
      r.override ?? r.decision ?? 'EXCLUDE',
      neutralise(r.reason ?? ''),
      r.confidence ?? 0,
      r.frequency,
      r.override ? 'yes' : 'no',
    ];
    for (let i = 0; i < rows.length; i += 5000) yield rows.slice(i, i + 5000).map(row);
  }
  const criteria: XlsxCell[][] = [
    ['List name', neutralise(job.jobName)],
    ['Product/service context', neutralise(job.reasoningText)],
    ['Logic mode', job.logicMode === 'AND' ? 'Matches all criteria (AND)' : 'Matches at least one criteria (OR)'],
    ['Model', job.model],
    ...job.selectedColumns.map((c) => [neutralise(c), neutralise(job.columnConfig[c]?.instructions ?? '')]),
  ];
  return writeXlsx([
    { name: 'Qualified', rows: upload('kept') },
    { name: 'Disqualified', rows: upload('excluded') },
    { name: 'Decisions', rows: decisions() },
    { name: 'Criteria', rows: [criteria] },
  ]);
}
