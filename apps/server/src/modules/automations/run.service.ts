import type { AutomationTrigger } from '@leadsift/shared';
import { and, eq, lte } from 'drizzle-orm';
import { automationPushes, automationRuns, automations, type AutomationRow, type AutomationRunRow } from '../../db/schema/index.ts';
import type { Tx } from '../../db/client.ts';
import type { Runtime, WorkspaceCaller } from '../../runtime-types.ts';
import { assertMemberLimit } from '../credits/member-limit.ts';
import { check } from '../credits/credits.service.ts';
import { ingestBuffer } from '../uploads/upload-slots.ts';
import { deleteUpload } from '../uploads/uploads.service.ts';
import { failRun } from './failures.ts';
import { planOf, runnerOf, type RunPlan } from './plan.ts';
import { failureReason, RunFailure } from './run-failure.ts';
import { unscheduleRuns } from './run-queue.ts';
import { rememberRows, splitSeen } from './seen-rows.ts';
import { readSource, type SourceRead } from './sources.ts';
import { csvOf, type Table } from './table.ts';

// One run of an automation (ADR 0065): read the source, tell the rows judged before from the new ones, and start an
// ordinary job — List Cleaner: over the whole list, the seen rows free (`freeRows`); research: over the new websites
// only. Runs of one automation never overlap (the 'automations.run' queue holds one active job per automation), so
// two runs never judge the same new row twice.

export const RUN_ENDED_WITH_PROCESS = 'The run stopped before it finished (its process ended); the next trigger runs again';

/** The job's name in Activity History: the automation's, and when it ran. */
export const runJobName = (automation: Pick<AutomationRow, 'name'>, at = new Date()) =>
  `${automation.name} (automation, ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC)`;

/**
 * Runs the automation now; answers the run (null when there is no such automation, or a paused one was
 * triggered by a push or its schedule). Every failure is the run's, with its reason: this never throws for one.
 */
export async function runAutomation(runtime: Runtime, automationId: string, trigger: AutomationTrigger): Promise<AutomationRunRow | null> {
  const [automation] = await runtime.db.select().from(automations).where(eq(automations.id, automationId));
  // Deleted with its workspace (a cascade pg-boss does not see): its schedule goes too.
  if (!automation && trigger === 'schedule') await unscheduleRuns(runtime, automationId);
  if (!automation || (automation.status === 'paused' && trigger !== 'manual')) return null;
  // Runs of one automation never overlap: one still 'running' now ended with its process.
  await runtime.db
    .update(automationRuns)
    .set({ status: 'failed', error: RUN_ENDED_WITH_PROCESS, finishedAt: new Date() })
    .where(and(eq(automationRuns.automationId, automationId), eq(automationRuns.status, 'running')));
  const [run] = await runtime.db.insert(automationRuns).values({ automationId, trigger }).returning();
  try {
    const runner = await runnerOf(runtime.db, automation);
    const plan = await planOf(runtime, automation, runner);
    const source = await readSource(runtime, automation);
    await judge(runtime, automation, runner, run!, plan, source);
  } catch (err) {
    const { reason, unexpected } = failureReason(err);
    if (unexpected) runtime.log.error({ err, automationId, runId: run!.id }, 'automation run failed');
    await failRun(runtime, automation, run!.id, reason);
  }
  const [after] = await runtime.db.select().from(automationRuns).where(eq(automationRuns.id, run!.id));
  return after ?? null;
}

/** The judged columns' positions in the source; a column that is gone fails the run. */
function columnIndexes(plan: RunPlan, table: Table): number[] {
  const missing = plan.columns.filter((c) => !table.columns.includes(c));
  if (missing.length > 0 && table.rows.length > 0) {
    const names = missing.map((c) => `"${c}"`).join(', ');
    throw new RunFailure(
      `The column${missing.length > 1 ? 's' : ''} ${names} ${missing.length > 1 ? 'are' : 'is'} no longer in the source`,
    );
  }
  return plan.columns.map((c) => table.columns.indexOf(c));
}

async function judge(
  runtime: Runtime,
  automation: AutomationRow,
  runner: WorkspaceCaller,
  run: AutomationRunRow,
  plan: RunPlan,
  source: SourceRead,
): Promise<void> {
  if (source.status === 'unchanged') return finish(runtime, automation, run, { status: 'unchanged' });
  const { table } = source;
  const split = await splitSeen(runtime.db, automation, plan, table, columnIndexes(plan, table));
  const counts = { newRows: split.newRows.length, seenRows: split.seen };
  // The job's rows: the whole list for the List Cleaner (seen rows free), only the new websites for research.
  const rows = plan.keepsSeenRows ? table.rows : split.newRows;
  if (rows.length === 0) return finish(runtime, automation, run, { status: 'completed', ...counts }, source);
  // Checked before anything is stored: a run past its spend limit, or one the balance cannot pay, fails with the numbers.
  if (automation.creditLimit !== null && split.newRows.length > automation.creditLimit)
    throw new RunFailure(spendLimitReached(split.newRows.length, automation.creditLimit, plan.kind));
  if (plan.kind === 'filter' && split.newRows.length > 0) {
    // The maker's monthly limit in the workspace (ADR 0067), then the workspace's balance.
    await assertMemberLimit(runtime.db, runner, split.newRows.length);
    const credits = await check(runtime.db, automation.workspaceId, split.newRows.length);
    if (!credits.hasCredits) throw new RunFailure(notEnoughCredits(split.newRows.length, credits.creditsAvailable));
  }
  const { upload } = await ingestBuffer(
    runtime,
    runner,
    plan.kind,
    { filename: `${automation.name.slice(0, 100)}.csv`, mimetype: 'text/csv', data: csvOf({ columns: table.columns, rows }) },
    1,
  );
  let started: { jobId: string; credits: number };
  try {
    started = await plan.start(upload.id, runJobName(automation), plan.keepsSeenRows ? split.seen : 0);
  } catch (err) {
    await deleteUpload(runtime, automation.workspaceId, upload.id).catch(() => {});
    throw err;
  }
  await finish(runtime, automation, run, { status: 'completed', ...counts, job: { kind: plan.kind, ...started } }, source, async (tx) =>
    rememberRows(tx, automation.id, plan.criteriaHash, run.id, split.newHashes),
  );
}

const counted = (n: number, noun: string) => `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;

/** A research run's new rows cost up to a credit (two with web search) per distinct website: "at most" then. */
export const spendLimitReached = (rows: number, limit: number, kind: 'filter' | 'research') =>
  `Spend limit reached: ${counted(rows, 'new row')} ${kind === 'filter' ? 'need' : 'may need up to'} ${counted(rows, 'credit')}, and this automation spends at most ${counted(limit, 'credit')} a run`;

export const notEnoughCredits = (rows: number, available: number) =>
  `Not enough credits: ${rows.toLocaleString('en-US')} new ${rows === 1 ? 'row needs' : 'rows need'} ${rows.toLocaleString('en-US')} ${rows === 1 ? 'credit' : 'credits'}, ${available.toLocaleString('en-US')} left`;

type Outcome = {
  status: 'completed' | 'unchanged';
  newRows?: number;
  seenRows?: number;
  job?: { kind: 'filter' | 'research'; jobId: string; credits: number };
};

/** A run that succeeded: its counts and job, the pushes it took removed, the URL's validators kept, failures cleared. */
async function finish(
  runtime: Runtime,
  automation: AutomationRow,
  run: AutomationRunRow,
  outcome: Outcome,
  source?: Extract<SourceRead, { status: 'read' }>,
  more?: (tx: Tx) => Promise<void>,
): Promise<void> {
  await runtime.db.transaction(async (tx) => {
    await tx
      .update(automationRuns)
      .set({
        status: outcome.status,
        newRows: outcome.newRows ?? 0,
        seenRows: outcome.seenRows ?? 0,
        credits: outcome.job?.credits ?? 0,
        jobKind: outcome.job?.kind ?? null,
        jobId: outcome.job?.jobId ?? null,
        finishedAt: new Date(),
      })
      .where(eq(automationRuns.id, run.id));
    if (source?.pushedUpTo)
      await tx
        .delete(automationPushes)
        .where(and(eq(automationPushes.automationId, automation.id), lte(automationPushes.id, source.pushedUpTo)));
    await tx
      .update(automations)
      .set({
        consecutiveFailures: 0,
        lastError: null,
        ...(source?.validators ? { sourceEtag: source.validators.etag, sourceLastModified: source.validators.lastModified } : {}),
        updatedAt: new Date(),
      })
      .where(eq(automations.id, automation.id));
    await more?.(tx);
  });
}
