import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { ColumnReading, ReadingBody, ReadingResult } from '@leadsift/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { instructionReadings, type FilterColumnConfig } from '../../db/schema/index.ts';
import { describeReading, readInstructions } from '../../knowledge/index.ts';
import { resolveModel, withUsageScope, type UsageScope } from '../../model/index.ts';
import { ensureColumnValues } from '../uploads/uploads.service.ts';
import { uploadColumns } from './filter.service.ts';
import type { Runtime, WorkspaceCaller } from '../../runtime-types.ts';

/**
 * Model-assisted reading (ADR 0034). A column's instructions the rules cannot read are restated by
 * the model — once per (model, column header, instructions), remembered in instruction_readings — in the rule
 * language; when the restatement reads, the rules decide every value they can from it. The model never
 * decides here: a restatement that does not read changes nothing.
 */

/** Sample values shown to the model with the instructions: the column's most frequent ones. */
const SAMPLE_VALUES = 10;

export function readingKey(model: string, column: string, instructions: string): string {
  return createHash('sha256')
    .update(JSON.stringify(['reading', model, column, instructions.trim()]))
    .digest('hex');
}

const NOT_READ: ColumnReading = { source: 'none', text: null, asked: false };

/** A reading from the model's restatement ('' = it said the instructions cannot be restated). */
function fromRestatement(restatement: string): ColumnReading {
  const read = restatement ? readInstructions(restatement) : undefined;
  if (!read?.ok) return { ...NOT_READ, asked: true };
  return { source: 'model', text: describeReading(read), restatement, asked: true };
}

/** The instructions the rules apply: the user's own, or the model's restatement of them. */
export function rulesInstructions(instructions: string, reading: ColumnReading | undefined): { text: string; byModel: boolean } {
  return reading?.source === 'model' && reading.restatement
    ? { text: reading.restatement, byModel: true }
    : { text: instructions, byModel: false };
}

/** The estimate's runtime has no model service: it never asks. */
type ReadingRuntime = Pick<Runtime, 'db' | 'config'> & { ai?: Runtime['ai'] };

export type ReadingColumn = { column: string; columnIndex: number; instructions: string };
export type ReadingOptions = {
  model: string;
  uploadId: string;
  /** Ask the model for columns not read yet, inside this usage scope; without it only what is stored is used. */
  ask?: UsageScope;
};

/**
 * The reading of each column: the rules' own, else a stored restatement, else (with `ask` and a model
 * configured) one model call for the column. Returns the readings and the model calls made.
 */
export async function readColumns(
  runtime: ReadingRuntime,
  columns: ReadingColumn[],
  options: ReadingOptions,
): Promise<{ readings: Record<string, ColumnReading>; modelCalls: number }> {
  const readings: Record<string, ColumnReading> = {};
  const unread: Array<ReadingColumn & { key: string }> = [];
  for (const c of columns) {
    const own = readInstructions(c.instructions);
    if (own.ok) readings[c.column] = { source: 'rules', text: describeReading(own), asked: false };
    else if (runtime.config.AI_PROVIDER === 'offline' || !c.instructions.trim()) readings[c.column] = NOT_READ;
    else unread.push({ ...c, key: readingKey(options.model, c.column, c.instructions) });
  }
  const stored = await storedRestatements(
    runtime.db,
    unread.map((c) => c.key),
  );
  let modelCalls = 0;
  for (const c of unread) {
    const known = stored.get(c.key);
    if (known !== undefined) {
      readings[c.column] = fromRestatement(known);
      continue;
    }
    if (!options.ask || !runtime.ai) {
      readings[c.column] = NOT_READ;
      continue;
    }
    const samples = await sampleValues(runtime.db, options.uploadId, c.columnIndex);
    const ai = runtime.ai;
    const answer = await withUsageScope(options.ask, () =>
      ai.restateInstruction({ model: options.model, column: c.column, instructions: c.instructions, samples }),
    );
    modelCalls += answer.modelCalls;
    if (answer.restatement === null) {
      // No answer (an error): nothing is stored, so a later request may ask again; this one goes on without.
      readings[c.column] = { ...NOT_READ, asked: true };
      continue;
    }
    await runtime.db.insert(instructionReadings).values({ key: c.key, restatement: answer.restatement }).onConflictDoNothing();
    readings[c.column] = fromRestatement(answer.restatement);
  }
  return { readings, modelCalls };
}

async function storedRestatements(db: DbOrTx, keys: string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db.select().from(instructionReadings).where(inArray(instructionReadings.key, keys));
  return new Map(rows.map((r) => [r.key, r.restatement]));
}

async function sampleValues(db: DbOrTx, uploadId: string, columnIndex: number): Promise<string[]> {
  const rows = await queryRows<{ value: string }>(
    db,
    sql`SELECT value FROM upload_values WHERE upload_id = ${uploadId}::uuid AND column_index = ${columnIndex}::int AND value <> ''
        ORDER BY frequency DESC, value LIMIT ${SAMPLE_VALUES}`,
  );
  return rows.map((r) => r.value);
}

/** Each column's config with its reading, as stored with the job (and, from there, with a template). */
export function withReadings(
  columnConfig: Record<string, FilterColumnConfig>,
  readings: Record<string, ColumnReading>,
): Record<string, FilterColumnConfig> {
  return Object.fromEntries(
    Object.entries(columnConfig).map(([column, config]) => [column, readings[column] ? { ...config, reading: readings[column] } : config]),
  );
}

/**
 * The readings of a request's columns (their instructions trimmed, as a job stores them). With "Ask the model
 * for every value" the rules read nothing, so there is no reading to show or store.
 */
export function readRequestColumns(
  runtime: ReadingRuntime,
  body: {
    selectedColumns: string[];
    filterConfig: { columnConfig: Record<string, { instructions: string }> };
    askModelForEveryValue?: boolean;
  },
  columnIndexes: number[],
  model: string,
  uploadId: string,
  ask?: UsageScope,
): Promise<{ readings: Record<string, ColumnReading>; modelCalls: number }> {
  if (body.askModelForEveryValue) return Promise.resolve({ readings: {}, modelCalls: 0 });
  const columns = body.selectedColumns.map((column, i) => ({
    column,
    columnIndex: columnIndexes[i]!,
    instructions: body.filterConfig.columnConfig[column]?.instructions.trim() ?? '',
  }));
  return readColumns(runtime, columns, { model, uploadId, ...(ask ? { ask } : {}) });
}

/** POST /api/filter/reading: the criteria step's "Ask the model to read it" — the caller's own upload only. */
export async function readingsFor(runtime: Runtime, caller: WorkspaceCaller, body: ReadingBody): Promise<ReadingResult> {
  const { userId } = caller;
  const { upload, columnIndexes } = await uploadColumns(runtime.db, caller.workspace.id, body.fileId, body.selectedColumns);
  await ensureColumnValues(runtime.db, upload.id, columnIndexes);
  const model = resolveModel(runtime.config, body.model);
  return readRequestColumns(runtime, body, columnIndexes, model, upload.id, { kind: 'filter', userId });
}
