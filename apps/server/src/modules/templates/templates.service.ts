import type { WorkspaceCaller } from '../../runtime-types.ts';
import { and, desc, eq, not } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { filterJobs, savedFilters } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { countOverrides, mergeOverrides } from './overrides.ts';
import {
  FILTER_DEFAULTS,
  FILTER_NAME_AND_ID_REQUIRED,
  NO_COLUMN_DATA,
  SAVED_FILTER_NOT_FOUND,
  type AppliedConfig,
  type SaveFilterBody,
  type SavedFilterConfig,
  type SavedFilterDto,
  type SavedOverrides,
  type UpdateSavedFilterBody,
} from '@leadsift/shared';

export type SavedFilterRow = typeof savedFilters.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Workspace-scoped condition: another workspace's template (or a malformed id) is simply not found (ADR 0067). */
function own(workspaceId: string, id: string) {
  return and(eq(savedFilters.id, id), eq(savedFilters.workspaceId, workspaceId));
}

export function toDto(row: SavedFilterRow): SavedFilterDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    is_favorite: row.isFavorite,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    source_filter_id: row.sourceFilterId,
    filter_config: row.filterConfig,
    overrides: row.overrides,
    overrideCount: countOverrides(row.overrides),
    columnCount: row.filterConfig.selectedColumns.length,
  };
}

/** The query of the workspace's templates (index saved_filters_workspace_idx; a test EXPLAINs it). */
export const workspaceTemplatesQuery = (db: Db, workspaceId: string) =>
  db
    .select()
    .from(savedFilters)
    .where(eq(savedFilters.workspaceId, workspaceId))
    .orderBy(desc(savedFilters.isFavorite), desc(savedFilters.createdAt), desc(savedFilters.id))
    .limit(1000);

/** Favourites first, then newest first (docs/product.md#screens). */
export async function listSavedFilters(db: Db, workspaceId: string): Promise<SavedFilterRow[]> {
  return workspaceTemplatesQuery(db, workspaceId);
}

export async function getOwnSavedFilter(db: DbOrTx, workspaceId: string, id: string): Promise<SavedFilterRow> {
  if (!UUID.test(id)) throw notFound(SAVED_FILTER_NOT_FOUND);
  const [row] = await db.select().from(savedFilters).where(own(workspaceId, id));
  if (!row) throw notFound(SAVED_FILTER_NOT_FOUND);
  return row;
}

/** The workspace's template, or undefined (no id, not a UUID, unknown or another workspace's). */
export async function findOwnSavedFilter(
  db: DbOrTx,
  workspaceId: string,
  id: string | null | undefined,
): Promise<SavedFilterRow | undefined> {
  if (!id || !UUID.test(id)) return undefined;
  const [row] = await db.select().from(savedFilters).where(own(workspaceId, id));
  return row;
}

/** The request's configuration; the source job (if any) fills what the request leaves out. */
function buildConfig(body: SaveFilterBody, job: typeof filterJobs.$inferSelect | undefined): SavedFilterConfig {
  const given = body.filterConfig ?? {};
  const temperature = given.temperature ?? job?.temperature;
  return {
    selectedColumns: given.selectedColumns ?? job?.selectedColumns ?? [],
    reasoningText: given.reasoningText ?? job?.reasoningText ?? '',
    model: given.model || job?.model || null,
    chunkSize: given.chunkSize ?? job?.chunkSize ?? FILTER_DEFAULTS.chunkSize,
    logicMode: given.logicMode ?? job?.logicMode ?? FILTER_DEFAULTS.logicMode,
    // A job's columns may carry labelled examples; a template keeps the instructions (its overrides are the
    // examples) and the reading the job ran with (ADR 0034).
    columnConfig:
      given.columnConfig ??
      Object.fromEntries(
        Object.entries(job?.columnConfig ?? {}).map(([c, { instructions, reading }]) => [
          c,
          reading ? { instructions, reading } : { instructions },
        ]),
      ),
    ...(temperature === undefined ? {} : { temperature }),
  };
}

/** docs/product.md#validation checks in order, then one insert; the original template's overrides merge under the current ones. */
export async function createSavedFilter(db: Db, caller: WorkspaceCaller, body: SaveFilterBody): Promise<SavedFilterRow> {
  const workspaceId = caller.workspace.id;
  return db.transaction(async (tx) => {
    let job: typeof filterJobs.$inferSelect | undefined;
    if (body.filterId !== undefined) {
      [job] = await tx
        .select()
        .from(filterJobs)
        .where(and(eq(filterJobs.id, body.filterId), eq(filterJobs.workspaceId, workspaceId)));
      if (!job) throw badRequest(FILTER_NAME_AND_ID_REQUIRED);
    }
    const filterConfig = buildConfig(body, job);
    if (filterConfig.selectedColumns.length === 0) throw badRequest(NO_COLUMN_DATA);

    const current: SavedOverrides = body.overrides ?? {};
    // A template deleted meanwhile (or not the caller's) contributes nothing; the save still succeeds.
    const original = await findOwnSavedFilter(tx, workspaceId, body.templateId);
    const overrides = original ? mergeOverrides(original.overrides, current) : mergeOverrides({}, current);

    const [row] = await tx
      .insert(savedFilters)
      .values({
        workspaceId,
        userId: caller.userId,
        name: body.name,
        description: body.description?.trim() ?? '',
        isFavorite: body.isFavorite,
        filterConfig,
        overrides,
        sourceFilterId: job?.id ?? null,
      })
      .returning();
    return row!;
  });
}

export async function deleteSavedFilter(db: Db, workspaceId: string, id: string): Promise<void> {
  if (!UUID.test(id)) throw notFound(SAVED_FILTER_NOT_FOUND);
  const deleted = await db.delete(savedFilters).where(own(workspaceId, id)).returning({ id: savedFilters.id });
  if (deleted.length === 0) throw notFound(SAVED_FILTER_NOT_FOUND);
}

/** One atomic UPDATE, so two quick clicks flip twice instead of racing on a read value. */
export async function toggleFavorite(db: Db, workspaceId: string, id: string): Promise<SavedFilterRow> {
  if (!UUID.test(id)) throw notFound(SAVED_FILTER_NOT_FOUND);
  const [row] = await db
    .update(savedFilters)
    .set({ isFavorite: not(savedFilters.isFavorite), updatedAt: new Date() })
    .where(own(workspaceId, id))
    .returning();
  if (!row) throw notFound(SAVED_FILTER_NOT_FOUND);
  return row;
}

/** The records of `columns` only. */
function only<T>(record: Record<string, T>, columns: readonly string[]): Record<string, T> {
  const keep = new Set(columns);
  return Object.fromEntries(Object.entries(record).filter(([column]) => keep.has(column)));
}

/**
 * The owner's edit: given fields replace the stored ones, the criteria merge over the stored
 * criteria; a new column list drops the settings and overrides of the columns it leaves out. Read and written in one
 * transaction, the row locked, so two edits never merge over the same old criteria.
 */
export async function updateSavedFilter(db: Db, workspaceId: string, id: string, body: UpdateSavedFilterBody): Promise<SavedFilterRow> {
  if (!UUID.test(id)) throw notFound(SAVED_FILTER_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(savedFilters).where(own(workspaceId, id)).for('update');
    if (!row) throw notFound(SAVED_FILTER_NOT_FOUND);
    const given = body.filterConfig ?? {};
    const merged: SavedFilterConfig = {
      ...row.filterConfig,
      ...(given.selectedColumns ? { selectedColumns: [...new Set(given.selectedColumns)] } : {}),
      ...(given.reasoningText === undefined ? {} : { reasoningText: given.reasoningText }),
      ...(given.model === undefined ? {} : { model: given.model?.trim() || null }),
      ...(given.chunkSize === undefined ? {} : { chunkSize: given.chunkSize }),
      ...(given.logicMode === undefined ? {} : { logicMode: given.logicMode }),
      ...(given.columnConfig === undefined ? {} : { columnConfig: given.columnConfig }),
      ...(given.temperature === undefined ? {} : { temperature: given.temperature }),
    };
    let overrides = body.overrides ?? row.overrides;
    if (given.selectedColumns) {
      merged.columnConfig = only(merged.columnConfig, merged.selectedColumns);
      overrides = only(overrides, merged.selectedColumns);
    }
    const [updated] = await tx
      .update(savedFilters)
      .set({
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.description === undefined ? {} : { description: body.description?.trim() ?? '' }),
        filterConfig: merged,
        overrides,
        updatedAt: new Date(),
      })
      .where(own(workspaceId, id))
      .returning();
    return updated!;
  });
}

/** docs/product.md#entities 'Template configuration applied'. */
export function appliedConfigOf(row: SavedFilterRow): AppliedConfig {
  const c = row.filterConfig;
  return {
    selectedColumns: c.selectedColumns,
    model: c.model,
    reasoningText: c.reasoningText,
    chunkSize: c.chunkSize,
    logicMode: c.logicMode,
    columnConfig: c.columnConfig,
    ...(c.temperature === undefined ? {} : { temperature: c.temperature }),
    overrides: row.overrides,
  };
}
