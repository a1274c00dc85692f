import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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

/** Streams the workbook (Qualified, Disqualified, Decisions, Criteria) without holding the rows in memory. */
export function exportWorkbook(db: Db, job: Job, columns: string[]): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const write = async () => {
    for (const [name, view] of [
      ['Qualified', 'kept'],
      ['Disqualified', 'excluded'],
    ] as const) {
      const sheet = workbook.addWorksheet(name);
      sheet.addRow(columns.map(neutralise)).commit();
      for await (const batch of qualifiedBatches(db, job, view)) {
        for (const cells of batch) sheet.addRow(columns.map((_, i) => neutralise(cells[i] ?? ''))).commit();
      }
      sheet.commit();
    }
    const decisions = workbook.addWorksheet('Decisions');
    decisions.addRow(['Column', 'Value', 'Decision', 'Reason', 'Confidence', 'Frequency', 'Overridden']).commit();
    const rows = await db
      .select()
      .from(filterDecisions)
      .where(eq(filterDecisions.filterId, job.id))
      .orderBy(asc(filterDecisions.columnIndex), asc(filterDecisions.chunkNo));
    for (const r of rows) {
      const column = job.selectedColumns[job.columnIndexes.indexOf(r.columnIndex)] ?? '';
      decisions
        .addRow([
          neutralise(column),
          neutralise(r.value),
          r.override ?? r.decision ?? 'EXCLUDE',
          neutralise(r.reason ?? ''),
          r.confidence ?? 0,
          r.frequency,
          r.override ? 'yes' : 'no',
        ])
        .commit();
    }
    decisions.commit();
    const criteria = workbook.addWorksheet('Criteria');
    criteria.addRow(['List name', neutralise(job.jobName)]).commit();
    criteria.addRow(['Product/service context', neutralise(job.reasoningText)]).commit();
    criteria.addRow(['Logic mode', job.logicMode === 'AND' ? 'Matches all criteria (AND)' : 'Matches at least one criteria (OR)']).commit();
    criteria.addRow(['Model', job.model]).commit();
    for (const c of job.selectedColumns) criteria.addRow([neutralise(c), neutralise(job.columnConfig[c]?.instructions ?? '')]).commit();
    criteria.commit();
    await workbook.commit();
  };
  write().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
