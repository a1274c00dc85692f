import { RESEARCH_COLUMN_MISSING, RESEARCH_FILE_MISSING, RESEARCH_SOURCE_FILTER_MISSING } from '@leadsift/shared';
import { and, eq, sql } from 'drizzle-orm';
import { intArray, queryRows, type DbOrTx } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { getOwnJob } from '../filter/filter.service.ts';
import { qualifiedRowIndexes } from '../filter/qualified-rows.ts';
import { getUpload, type Upload } from '../uploads/uploads.service.ts';
import { SourcePlanner, type SourcePlan } from './websites.ts';

export type SourceInput = {
  sourceType: 'file' | 'filter';
  columnName: string;
  uploadedFileId?: string | null;
  filePath?: string | null;
  sourceFilterId?: string | null;
};

export type ResolvedSource = {
  upload: Upload;
  columnIndex: number;
  sourceFilterId: string | null;
  /** Upload row indexes to read, in order; null = every row of the upload. */
  rowIndexes: Int32Array | null;
};

const batchSize = 5000;

/** The workspace's upload by id, or by its stored file key (`filePath` of the upload answer). */
async function ownUpload(db: DbOrTx, workspaceId: string, input: SourceInput): Promise<Upload> {
  if (input.uploadedFileId) {
    const upload = await getUpload(db, workspaceId, input.uploadedFileId);
    if (upload) return upload;
  } else if (input.filePath) {
    const [row] = await db
      .select()
      .from(uploads)
      .where(and(eq(uploads.fileKey, input.filePath), eq(uploads.workspaceId, workspaceId), eq(uploads.status, 'ready')));
    if (row) return row;
  } else throw badRequest(RESEARCH_FILE_MISSING);
  throw new HttpError(404, 'File data is missing or incomplete. Please upload your file again.');
}

function columnOf(upload: Upload, columnName: string): number {
  const index = upload.columns.indexOf(columnName);
  if (index < 0) throw badRequest(`${RESEARCH_COLUMN_MISSING} (no column named ${JSON.stringify(columnName)})`);
  return index;
}

/**
 * Where a job's websites come from: a file of the workspace, or the kept rows of one of its completed filter
 * jobs. Another workspace's file or job answers 404.
 */
export async function resolveSource(db: DbOrTx, workspaceId: string, input: SourceInput): Promise<ResolvedSource> {
  if (input.sourceType === 'file') {
    const upload = await ownUpload(db, workspaceId, input);
    return { upload, columnIndex: columnOf(upload, input.columnName), sourceFilterId: null, rowIndexes: null };
  }
  if (!input.sourceFilterId) throw badRequest(RESEARCH_SOURCE_FILTER_MISSING);
  const job = await getOwnJob(db, workspaceId, input.sourceFilterId);
  if (job.status !== 'completed') throw badRequest('This List Cleaner job has not completed yet');
  const [upload] = await db.select().from(uploads).where(eq(uploads.id, job.uploadId));
  if (!upload) throw new HttpError(404, 'This List Cleaner job’s file is no longer available');
  return {
    upload,
    columnIndex: columnOf(upload, input.columnName),
    sourceFilterId: job.id,
    rowIndexes: await qualifiedRowIndexes(db, job, 'kept'),
  };
}

/** The source column's cells in source order, a batch at a time. */
async function* sourceCells(db: DbOrTx, source: ResolvedSource): AsyncGenerator<Array<{ rowIndex: number; cell: string | null }>> {
  const { upload, columnIndex, rowIndexes } = source;
  const cell = sql`cells[${columnIndex + 1}::int]`;
  if (rowIndexes) {
    for (let start = 0; start < rowIndexes.length; start += batchSize) {
      const part = rowIndexes.subarray(start, start + batchSize);
      yield queryRows<{ rowIndex: number; cell: string | null }>(
        db,
        sql`SELECT row_index AS "rowIndex", ${cell} AS cell FROM upload_rows
            WHERE upload_id = ${upload.id} AND row_index = ANY(${intArray(part)}) ORDER BY row_index`,
      );
    }
    return;
  }
  for (let after = -1; ;) {
    const rows = await queryRows<{ rowIndex: number; cell: string | null }>(
      db,
      sql`SELECT row_index AS "rowIndex", ${cell} AS cell FROM upload_rows
          WHERE upload_id = ${upload.id} AND row_index > ${after} ORDER BY row_index LIMIT ${batchSize}`,
    );
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.rowIndex;
  }
}

/** Reads the source column and folds it into websites (one per registrable domain). */
export async function planSource(db: DbOrTx, source: ResolvedSource): Promise<SourcePlan> {
  const planner = new SourcePlanner();
  for await (const batch of sourceCells(db, source)) for (const r of batch) planner.add(r.rowIndex, r.cell ?? '');
  return planner.plan();
}
