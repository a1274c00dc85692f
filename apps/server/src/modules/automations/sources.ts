import { Readable } from 'node:stream';
import { asc, eq, sql } from 'drizzle-orm';
import { intArray, queryRows } from '../../db/client.ts';
import { automationPushes, uploads, type AutomationRow } from '../../db/schema/index.ts';
import { getDownloader, type Validators } from '../../fetcher/index.ts';
import { limitsForRows, parseTabular, TabularError } from '../../files/parse/index.ts';
import type { Runtime } from '../../runtime-types.ts';
import type { Config } from '../../config.ts';
import { getOwnJob } from '../filter/filter.service.ts';
import { qualifiedRowIndexes } from '../filter/qualified-rows.ts';
import { actualFormat, declaredKind, type DeclaredKind } from '../uploads/upload-kind.ts';
import { RunFailure } from './run-failure.ts';
import { mergeTables, type Table } from './table.ts';

// Where a run's rows come from (ADR 0065): rows pushed and not yet taken, a file at a URL (read only when it
// changed), or the kept rows of a finished List Cleaner job.

export type SourceRead =
  | { status: 'unchanged' }
  | {
      status: 'read';
      table: Table;
      /** The last push taken (a push: removed once the run has its job). */
      pushedUpTo?: number;
      /** The URL's validators, stored once the run succeeds. */
      validators?: Validators;
    };

export async function readSource(runtime: Runtime, automation: AutomationRow): Promise<SourceRead> {
  if (automation.sourceType === 'url') return readUrl(runtime, automation);
  if (automation.sourceType === 'job') return { status: 'read', table: await readKeptRows(runtime, automation) };
  const pushes = await runtime.db
    .select()
    .from(automationPushes)
    .where(eq(automationPushes.automationId, automation.id))
    .orderBy(asc(automationPushes.id));
  return { status: 'read', table: mergeTables(pushes), pushedUpTo: pushes.at(-1)?.id ?? 0 };
}

async function readUrl(runtime: Runtime, automation: AutomationRow): Promise<SourceRead> {
  const { config } = runtime;
  const validators = { etag: automation.sourceEtag, lastModified: automation.sourceLastModified };
  const got = await getDownloader(config).download(automation.sourceUrl ?? '', {
    validators,
    maxBytes: config.MAX_UPLOAD_MB * 1024 * 1024,
  });
  if (got.status === 'unchanged') return { status: 'unchanged' };
  const table = await parseFile(got.body, declaredOrSniffed(got.filename, got.contentType), config);
  return { status: 'read', table, validators: got.validators };
}

/** A name or type we do not know (an export link's `/export?format=csv`) is read as its bytes say: a workbook or text. */
function declaredOrSniffed(filename: string, contentType: string): DeclaredKind {
  try {
    return declaredKind(filename, contentType);
  } catch {
    return { format: 'csv', extension: 'csv' };
  }
}

/** A downloaded CSV or workbook as a table, with the uploads' limits; a file that does not parse fails the run. */
export async function parseFile(body: Buffer, declared: DeclaredKind, config: Pick<Config, 'MAX_ROWS' | 'UPLOAD_PARSE_TIMEOUT_S'>) {
  try {
    const format = actualFormat(body.subarray(0, 8), declared);
    const table = await parseTabular(Readable.from([body]), {
      format,
      readXls: true,
      limits: limitsForRows(config.MAX_ROWS),
      deadline: AbortSignal.timeout(config.UPLOAD_PARSE_TIMEOUT_S * 1000),
    });
    const rows: string[][] = [];
    for await (const row of table.rows) rows.push(row);
    return { columns: [...table.columns], rows };
  } catch (err) {
    if (err instanceof TabularError) throw new RunFailure(`The file could not be read: ${err.message}`);
    throw err;
  }
}

/** The kept rows of a finished List Cleaner job of the automation's workspace, with every column of its file. */
async function readKeptRows(runtime: Runtime, automation: AutomationRow): Promise<Table> {
  const { db } = runtime;
  const job = await getOwnJob(db, automation.workspaceId, automation.sourceFilterId ?? '').catch(() => {
    throw new RunFailure('The List Cleaner job this automation reads was deleted');
  });
  if (job.status !== 'completed') throw new RunFailure(`The List Cleaner job this automation reads is ${job.status}, not completed`);
  const [upload] = await db.select().from(uploads).where(eq(uploads.id, job.uploadId));
  if (!upload) throw new RunFailure('The file of the List Cleaner job this automation reads is no longer available');
  const indexes = await qualifiedRowIndexes(db, job, 'kept');
  const rows: string[][] = [];
  for (let start = 0; start < indexes.length; start += 5000) {
    const part = indexes.subarray(start, start + 5000);
    const batch = await queryRows<{ cells: string[] }>(
      db,
      sql`SELECT cells FROM upload_rows WHERE upload_id = ${upload.id} AND row_index = ANY(${intArray(part)}) ORDER BY row_index`,
    );
    for (const r of batch) rows.push(r.cells);
  }
  return { columns: upload.columns, rows };
}
