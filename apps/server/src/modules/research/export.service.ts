import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { qualitySortScore, usageLine, xlsxRowsPerSheet, type ModelPriceTable, type ResearchCriterion } from '@leadsift/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import type { ResearchJobRow, ResearchWebsiteRow } from '../../db/schema/index.ts';
import { writeCsv } from '../../files/csv-writer.ts';
import { writeXlsx, type XlsxCell } from '../../files/xlsx-writer.ts';
import { contentDisposition, continuedSheets, exportTypes, neutralise, sheetCount, splitIntoSheets } from '../../files/export-format.ts';
import { jobUsage } from '../cost/usage-log.ts';
import { getUploadColumns } from '../uploads/uploads.service.ts';

type ExportRow = { rowIndex: number; cells: string[] | null } & Pick<
  ResearchWebsiteRow,
  | 'url'
  | 'host'
  | 'status'
  | 'decision'
  | 'qualityRanking'
  | 'bonusScore'
  | 'relevanceScore'
  | 'reasoning'
  | 'criteria'
  | 'pagesVisited'
  | 'error'
>;

/** `research-results-{id}.xlsx` (or `.csv`) when the job's name gives no usable file name. */
export function researchDisposition(job: Pick<ResearchJobRow, 'id' | 'name'>, extension: 'xlsx' | 'csv' = 'xlsx'): string {
  return contentDisposition(job.name, extension, `research-results-${job.id}`);
}

const criterionMark = { met: 'Met', not_met: 'Not met', unknown: 'Unknown' } as const;

/** The checklist in one cell: `[Met] criterion — "quote" (url)` per line. */
export function criteriaText(criteria: ResearchCriterion[] | null): string {
  return (criteria ?? [])
    .map((c) => `[${criterionMark[c.status]}] ${c.criterion}${c.quote ? ` — "${c.quote}"` : ''}${c.url ? ` (${c.url})` : ''}`)
    .join('\n');
}

function statusText(row: Pick<ExportRow, 'status' | 'error'>): string {
  if (row.status === 'done') return 'Researched';
  if (row.status === 'pending' || row.status === 'running') return 'Not researched yet';
  return row.error ?? (row.status === 'invalid' ? 'Invalid website' : 'Could not be visited');
}

/** Source rows joined to their website's verdict, in source order, a batch at a time. */
async function* exportRows(db: Db, job: ResearchJobRow, batchSize = 2000): AsyncGenerator<ExportRow[]> {
  for (let after = -1; ;) {
    const rows = await queryRows<ExportRow>(
      db,
      sql`
      SELECT r.row_index AS "rowIndex", u.cells, w.url, w.host, w.status, w.decision, w.quality_ranking AS "qualityRanking",
             w.bonus_score AS "bonusScore", w.relevance_score AS "relevanceScore", w.reasoning, w.criteria,
             w.pages_visited AS "pagesVisited", w.error
      FROM research_rows r
      JOIN research_websites w ON w.job_id = r.job_id AND w.site_no = r.site_no
      LEFT JOIN upload_rows u ON u.upload_id = ${job.uploadId}::uuid AND u.row_index = r.row_index
      WHERE r.job_id = ${job.id} AND r.row_index > ${after}
      ORDER BY r.row_index LIMIT ${batchSize}`,
    );
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.rowIndex;
  }
}

const verdictHeader = [
  'Website',
  'Status',
  'Decision',
  'Quality',
  'Bonus score',
  'Sort score',
  'Relevance (0-10)',
  'Reasoning',
  'Criteria',
  'Pages visited',
];

/**
 * The 'Results' table's header: the list's columns, then the verdict's — each name once (docs/product.md#research-agent):
 * a verdict column whose name the list already has ('Website') is called 'Website (research)'.
 */
export function resultsHeader(columns: string[]): XlsxCell[] {
  const taken = new Set(columns.map((c) => c.trim().toLowerCase()));
  const verdict = verdictHeader.map((name) => {
    let unique = name;
    for (let n = 1; taken.has(unique.toLowerCase()); n++) unique = n === 1 ? `${name} (research)` : `${name} (research ${n})`;
    taken.add(unique.toLowerCase());
    return unique;
  });
  return [...columns, ...verdict].map(neutralise);
}

/**
 * The 'Results' table's rows (without the header): one per source row, its cells, then the website's
 * verdict, quality, bonus, relevance, reasoning and the criteria with quotes and URLs. Every text that came
 * from a file, a website or a model is neutralised so a spreadsheet never runs it as a formula.
 */
async function* resultBatches(db: Db, job: ResearchJobRow, columns: string[]): AsyncGenerator<XlsxCell[][]> {
  for await (const batch of exportRows(db, job))
    yield batch.map((r) => [
      ...columns.map((_, i) => neutralise(r.cells?.[i] ?? '')),
      neutralise(r.url),
      neutralise(statusText(r)),
      r.decision ?? '',
      r.qualityRanking ?? '',
      r.qualityRanking ? (r.bonusScore ?? 0) : '',
      r.qualityRanking ? qualitySortScore(r.qualityRanking, r.bonusScore) : '',
      r.relevanceScore ?? '',
      neutralise(r.reasoning ?? ''),
      neutralise(criteriaText(r.criteria)),
      neutralise((r.pagesVisited ?? []).join('\n')),
    ]);
}

/** The CSV export (ADR 0041): the 'Results' sheet's rows as one CSV file. */
export function exportResearchCsv(db: Db, job: ResearchJobRow, columns: string[]): Readable {
  async function* rows(): AsyncGenerator<XlsxCell[][]> {
    yield [resultsHeader(columns)];
    yield* resultBatches(db, job, columns);
  }
  return writeCsv(rows());
}

/** Rows under each sheet's header: tests split at a few, the export at Excel's 1,048,575. */
export type ResearchExportOptions = { rowsPerSheet?: number; /** The job's model usage line, for the 'Job' sheet. */ usage?: string };

/**
 * Streams the workbook: 'Results' (continued on 'Results (2)', … past Excel's height), 'Criteria' (one row
 * per website and criterion) and 'Job' (the instructions).
 */
export function exportResearchWorkbook(db: Db, job: ResearchJobRow, columns: string[], options: ResearchExportOptions = {}): Readable {
  async function* criteria(): AsyncGenerator<XlsxCell[][]> {
    yield [['Website', 'Criterion', 'Status', 'Quote', 'Source URL']];
    for (let after = -1; ;) {
      const sites = await queryRows<{ siteNo: number; url: string; criteria: ResearchCriterion[] | null }>(
        db,
        sql`SELECT site_no AS "siteNo", url, criteria FROM research_websites
            WHERE job_id = ${job.id} AND status = 'done' AND site_no > ${after} ORDER BY site_no LIMIT 1000`,
      );
      if (sites.length === 0) return;
      yield sites.flatMap((s) =>
        (s.criteria ?? []).map((c) => [
          neutralise(s.url),
          neutralise(c.criterion),
          criterionMark[c.status],
          neutralise(c.quote ?? ''),
          neutralise(c.url ?? ''),
        ]),
      );
      after = sites[sites.length - 1]!.siteNo;
    }
  }
  const about: XlsxCell[][] = [
    ['List name', neutralise(job.name)],
    ['Research instructions', neutralise(job.instructions)],
    ['Enhanced web search', job.enableWebSearch ? 'yes' : 'no'],
    ...(job.enableWebSearch ? [['Web search instructions', neutralise(job.webSearchInstructions ?? '')]] : []),
    ['Website column', neutralise(job.columnName)],
    ['Model', job.offline ? 'Offline keyword rater' : job.model],
    ...(options.usage ? [['Model usage', options.usage]] : []),
    ['Status', job.status],
  ];
  const perSheet = options.rowsPerSheet ?? xlsxRowsPerSheet;
  // Every source row of the job is one row of 'Results' (research_rows holds total_rows rows).
  const results = splitIntoSheets(resultBatches(db, job, columns), resultsHeader(columns), perSheet, sheetCount(job.totalRows, perSheet));
  return writeXlsx([...continuedSheets('Results', results), { name: 'Criteria', rows: criteria() }, { name: 'Job', rows: [about] }]);
}

/** Streams a research job's XLSX or CSV (the export route and the one-use export links). */
export async function sendResearchExport(
  db: Db,
  reply: FastifyReply,
  job: ResearchJobRow,
  format: keyof typeof exportTypes = 'xlsx',
  prices?: ModelPriceTable,
): Promise<FastifyReply> {
  const columns = await getUploadColumns(db, job.uploadId);
  reply
    .header('Content-Type', exportTypes[format])
    .header('Content-Disposition', researchDisposition(job, format))
    .header('Cache-Control', 'no-store');
  if (format === 'csv') return reply.send(exportResearchCsv(db, job, columns));
  const usage = prices ? usageLine(await jobUsage(db, job.id, prices)) : undefined;
  return reply.send(exportResearchWorkbook(db, job, columns, { usage }));
}
