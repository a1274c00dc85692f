import {
  AUTOMATION_DEBOUNCE_DEFAULT,
  AUTOMATION_JOB_SOURCE_RESEARCH_ONLY,
  AUTOMATION_NOT_FOUND,
  describeCron,
  type AutomationItem,
  type AutomationSource,
  type CreateAutomationBody,
  type CreatedAutomation,
  type UpdateAutomationBody,
} from '@leadsift/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { automationPushes, automations, savedFilters, type AutomationRow } from '../../db/schema/index.ts';
import { base62, hashApiKey } from '../../lib/api-key-format.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { Runtime, WorkspaceCaller } from '../../runtime-types.ts';
import { getOwnJob } from '../filter/filter.service.ts';
import { WEB_SEARCH_UNAVAILABLE } from '../research/research.schemas.ts';
import { findOwnSavedFilter } from '../templates/templates.service.ts';
import { latestRuns } from './runs.service.ts';
import { queueRun, scheduleRuns, unscheduleRuns } from './run-queue.ts';
import { randomBytes } from 'node:crypto';

// Automations' own records (ADR 0065): create, read, change, delete — every query scoped to the caller's workspace
// (ADR 0067). An automation runs as the member who made it, charging the workspace.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const PUSH_KEY_PREFIX = 'lsp_';

/** The workspace's automation, or 404 (an unknown id, a malformed one, another workspace's). */
export async function getOwnAutomation(db: DbOrTx, workspaceId: string, id: string): Promise<AutomationRow> {
  if (!UUID.test(id)) throw notFound(AUTOMATION_NOT_FOUND);
  const [row] = await db
    .select()
    .from(automations)
    .where(and(eq(automations.id, id), eq(automations.workspaceId, workspaceId)));
  if (!row) throw notFound(AUTOMATION_NOT_FOUND);
  return row;
}

export function sourceOf(row: AutomationRow): AutomationSource {
  if (row.sourceType === 'url') return { type: 'url', url: row.sourceUrl ?? '' };
  if (row.sourceType === 'job') return { type: 'job', filterId: row.sourceFilterId ?? '' };
  return { type: 'push' };
}

/** The answer's shape of each row, with its template's name, waiting rows and last run. */
async function toItems(db: Db, rows: AutomationRow[]): Promise<AutomationItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const templateIds = [...new Set(rows.flatMap((r) => (r.templateId ? [r.templateId] : [])))];
  const [templates, pending, last] = await Promise.all([
    templateIds.length
      ? db.select({ id: savedFilters.id, name: savedFilters.name }).from(savedFilters).where(inArray(savedFilters.id, templateIds))
      : [],
    db
      .select({ id: automationPushes.automationId, n: sql<number>`sum(${automationPushes.rowCount})::int` })
      .from(automationPushes)
      .where(inArray(automationPushes.automationId, ids))
      .groupBy(automationPushes.automationId),
    latestRuns(db, ids),
  ]);
  const templateName = new Map(templates.map((t) => [t.id, t.name]));
  const pendingRows = new Map(pending.map((p) => [p.id, Number(p.n)]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    templateId: row.templateId,
    templateName: row.templateId ? (templateName.get(row.templateId) ?? null) : null,
    research: row.research,
    source: sourceOf(row),
    schedule: row.cron ? { cron: row.cron, description: describeCron(row.cron) } : null,
    debounceSeconds: row.debounceSeconds,
    batchRows: row.batchRows,
    creditLimit: row.creditLimit,
    revisitAfterDays: row.revisitAfterDays,
    status: row.status,
    pausedReason: row.pausedReason,
    consecutiveFailures: row.consecutiveFailures,
    lastError: row.lastError,
    pushKeyLastFour: row.pushKeyLastFour,
    pendingRows: pendingRows.get(row.id) ?? 0,
    lastRun: last.get(row.id) ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function listAutomations(db: Db, workspaceId: string): Promise<AutomationItem[]> {
  const rows = await db
    .select()
    .from(automations)
    .where(eq(automations.workspaceId, workspaceId))
    .orderBy(desc(automations.createdAt))
    .limit(500);
  return toItems(db, rows);
}

export async function getAutomation(db: Db, workspaceId: string, id: string): Promise<AutomationItem> {
  return (await toItems(db, [await getOwnAutomation(db, workspaceId, id)]))[0]!;
}

/** Checks what the automation will use is the workspace's and usable now; a later change makes a run fail instead. */
async function checkCreate(runtime: Runtime, workspaceId: string, body: CreateAutomationBody): Promise<void> {
  if (body.templateId && !(await findOwnSavedFilter(runtime.db, workspaceId, body.templateId))) throw badRequest('Template not found');
  if (body.research?.enableWebSearch && !runtime.siteResearcher.webSearchAvailable) throw badRequest(WEB_SEARCH_UNAVAILABLE);
  if (body.source.type === 'job') {
    if (!body.research) throw badRequest(AUTOMATION_JOB_SOURCE_RESEARCH_ONLY);
    await getOwnJob(runtime.db, workspaceId, body.source.filterId);
  }
}

/** Creates the automation (and its schedule); a push source gets its key, in this answer only. */
export async function createAutomation(runtime: Runtime, caller: WorkspaceCaller, body: CreateAutomationBody): Promise<CreatedAutomation> {
  await checkCreate(runtime, caller.workspace.id, body);
  const pushKey = body.source.type === 'push' ? PUSH_KEY_PREFIX + base62(randomBytes(32), 43) : undefined;
  const [row] = await runtime.db
    .insert(automations)
    .values({
      workspaceId: caller.workspace.id,
      userId: caller.userId,
      name: body.name,
      kind: body.research ? 'research' : 'filter',
      templateId: body.templateId ?? null,
      research: body.research ?? null,
      sourceType: body.source.type,
      sourceUrl: body.source.type === 'url' ? body.source.url : null,
      sourceFilterId: body.source.type === 'job' ? body.source.filterId : null,
      pushKeyHash: pushKey ? hashApiKey(pushKey) : null,
      pushKeyLastFour: pushKey ? pushKey.slice(-4) : null,
      cron: body.schedule?.cron ?? null,
      debounceSeconds: body.debounceSeconds ?? AUTOMATION_DEBOUNCE_DEFAULT,
      batchRows: body.batchRows ?? null,
      creditLimit: body.creditLimit ?? null,
      revisitAfterDays: body.revisitAfterDays ?? null,
    })
    .returning();
  if (row!.cron) {
    try {
      await scheduleRuns(runtime, row!.id, row!.cron);
    } catch (err) {
      await runtime.db.delete(automations).where(eq(automations.id, row!.id));
      throw err;
    }
  }
  const [item] = await toItems(runtime.db, [row!]);
  return { ...item!, ...(pushKey ? { pushKey } : {}) };
}

/**
 * Changes what the body gives. Pausing removes the schedule (pushed rows wait); resuming puts it back, clears
 * the failure count and queues a run for rows that waited.
 */
export async function updateAutomation(
  runtime: Runtime,
  workspaceId: string,
  id: string,
  body: UpdateAutomationBody,
): Promise<AutomationItem> {
  const before = await getOwnAutomation(runtime.db, workspaceId, id);
  if (body.url !== undefined && before.sourceType !== 'url')
    throw badRequest('Only an automation that reads a URL has an address to change');
  const status = body.paused === undefined ? before.status : body.paused ? 'paused' : 'active';
  const cron = body.schedule === undefined ? before.cron : (body.schedule?.cron ?? null);
  const resumed = before.status === 'paused' && status === 'active';
  const changedUrl = body.url !== undefined && body.url !== before.sourceUrl;
  // The schedule first: an expression the scheduler refuses changes nothing.
  if (status === 'active' && cron) await scheduleRuns(runtime, id, cron);
  else await unscheduleRuns(runtime, id);
  await runtime.db.transaction(async (tx) => {
    await tx
      .update(automations)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.debounceSeconds !== undefined ? { debounceSeconds: body.debounceSeconds } : {}),
        ...(body.batchRows !== undefined ? { batchRows: body.batchRows } : {}),
        ...(body.creditLimit !== undefined ? { creditLimit: body.creditLimit } : {}),
        ...(body.revisitAfterDays !== undefined ? { revisitAfterDays: body.revisitAfterDays } : {}),
        ...(changedUrl ? { sourceUrl: body.url, sourceEtag: null, sourceLastModified: null } : {}),
        cron,
        status,
        ...(status === 'active' ? { pausedReason: null } : body.paused ? { pausedReason: 'Paused by you' } : {}),
        ...(resumed ? { consecutiveFailures: 0 } : {}),
        updatedAt: new Date(),
      })
      .where(eq(automations.id, id));
    if (resumed && (await pendingRowCount(tx, id)) > 0)
      await queueRun(runtime, tx, { automationId: id, trigger: 'push' }, { delaySeconds: 0, hurry: true });
  });
  return getAutomation(runtime.db, workspaceId, id);
}

export async function pendingRowCount(db: DbOrTx, automationId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT coalesce(sum(row_count), 0)::int AS n FROM automation_pushes WHERE automation_id = ${automationId}`,
  );
  return Number(row?.n ?? 0);
}

/** Deletes the automation with its runs, waiting rows and memory of seen rows; the jobs it started stay. */
export async function deleteAutomation(runtime: Runtime, workspaceId: string, id: string): Promise<void> {
  await getOwnAutomation(runtime.db, workspaceId, id);
  await unscheduleRuns(runtime, id);
  await runtime.db.delete(automations).where(and(eq(automations.id, id), eq(automations.workspaceId, workspaceId)));
}

/** Queues a run now (or moves a waiting one to now). */
export async function runNow(runtime: Runtime, workspaceId: string, id: string): Promise<{ queued: true }> {
  await getOwnAutomation(runtime.db, workspaceId, id);
  await runtime.db.transaction((tx) => queueRun(runtime, tx, { automationId: id, trigger: 'manual' }, { delaySeconds: 0, hurry: true }));
  return { queued: true };
}
