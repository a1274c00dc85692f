// What a job's owner is told when it finishes, fails or pauses for credits (ADR 0035): the bell and, per their
// settings, an email. Called by the one path of job state changes (modules/job-events/job-events.ts).
import { addMonths, jobResultsPath, researchOutcomeOf, runSummary, UNLIMITED, type ResearchOutcomeCounts } from '@leadsift/shared';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { automationRuns, creditAccounts, filterJobs, notifications, researchJobs, workspaces } from '../../db/schema/index.ts';
import type { Runtime } from '../../runtime-types.ts';
import { getAccount } from '../credits/credits.service.ts';
import { findMembership } from '../membership/membership.service.ts';
import { outcomeCounts } from '../research-outcome/outcome.ts';
import { notify } from './notifications.service.ts';

export type JobNotice = {
  product: 'filter' | 'research';
  jobId: string;
  type: 'finished' | 'failed' | 'paused_credits';
};

/** A job that took less than this is not emailed about (the bell still tells). */
export const EMAIL_AFTER_MS = 60_000;

/** Who ran the job (null once their account is gone: nobody is told), in which workspace, and what happened. */
type JobFacts = { userId: string | null; workspaceId: string; name: string; createdAt: Date; detail: string };

async function jobFacts(db: DbOrTx, event: JobNotice): Promise<JobFacts | null> {
  if (event.product === 'filter') {
    const [job] = await db.select().from(filterJobs).where(eq(filterJobs.id, event.jobId));
    if (!job) return null;
    const detail =
      event.type === 'failed'
        ? `It stopped with: ${job.error ?? 'an error'}. Rows never decided were refunded.`
        : finishedList(job.rowCount);
    return { userId: job.userId, workspaceId: job.workspaceId, name: job.jobName, createdAt: job.createdAt, detail };
  }
  const [job] = await db.select().from(researchJobs).where(eq(researchJobs.id, event.jobId));
  if (!job) return null;
  const detail =
    event.type === 'finished'
      ? finishedResearch(await outcomeCounts(db, job.id), job.keptCount)
      : event.type === 'paused_credits'
        ? `${job.message ?? 'Out of credits'}. Add credits, then resume it from Activity History.`
        : `It stopped with: ${job.error ?? 'an error'}.`;
  return { userId: job.userId, workspaceId: job.workspaceId, name: job.name, createdAt: job.createdAt, detail };
}

/** '1 row', '577 websites': a count with its noun in the right number. */
const counted = (n: number, noun: string) => `${n.toLocaleString('en-US')} ${n === 1 ? noun : `${noun}s`}`;
const websites = (n: number) => counted(n, 'website');

/** What a finished List Cleaner job did: '1 row was checked; …', '1,200 rows were checked; …'. */
export function finishedList(rows: number): string {
  return `${counted(rows, 'row')} ${rows === 1 ? 'was' : 'were'} checked; the results are ready.`;
}

/**
 * What a finished research job did (docs/product.md#research-agent): the websites rated and kept, and those not
 * visited; when none could be visited, why (every host failing to resolve most likely means no internet access).
 */
export function finishedResearch(counts: ResearchOutcomeCounts, kept: number): string {
  const outcome = researchOutcomeOf('completed', counts);
  if (outcome?.outcome === 'not_visited')
    return `${outcome.outcomeMessage}: ${websites(counts.notVisited)} not visited, no credits charged.`;
  const missed = counts.notVisited ? `; ${websites(counts.notVisited)} could not be visited (not charged)` : '';
  return `${websites(counts.rated)} researched, ${kept.toLocaleString('en-US')} kept${missed}.`;
}

const productName = { filter: 'List Cleaner', research: 'Research' } as const;
const what = { finished: 'finished', failed: 'failed', paused_credits: 'paused: credits ran out' } as const;
const kindOf = { finished: 'job_finished', failed: 'job_failed', paused_credits: 'job_paused_credits' } as const;

/**
 * Tells the member who ran the job in the app and, per their settings, by email (never for a job that took under a
 * minute: they were most likely watching it). Pass `tx` when the event is part of an open transaction.
 */
export async function notifyJobEvent(runtime: Pick<Runtime, 'config' | 'jobs' | 'db' | 'log'>, event: JobNotice, tx?: Tx): Promise<void> {
  try {
    const db = tx ?? runtime.db;
    const facts = await jobFacts(db, event);
    if (!facts?.userId) return;
    const { userId } = facts;
    // A member who has left the workspace hears nothing more of its jobs.
    if (!(await findMembership(db, facts.workspaceId, userId))) return;
    const title = `${productName[event.product]} job "${facts.name}" ${what[event.type]}`;
    // A job an automation started: nobody watched it, so it is emailed however short, with what the run did.
    const [run] = await db.select().from(automationRuns).where(eq(automationRuns.jobId, event.jobId)).limit(1);
    if (run && event.type === 'finished') facts.detail = `${runSummary({ ...run, status: 'completed' })}. ${facts.detail}`;
    const long = Boolean(run) || Date.now() - facts.createdAt.getTime() >= EMAIL_AFTER_MS;
    await notify(
      runtime,
      db,
      {
        userId,
        workspaceId: facts.workspaceId,
        kind: kindOf[event.type],
        title,
        body: facts.detail,
        // The job's own results page (ADR 0060): the bell opens it, the email links to it.
        link: jobResultsPath(event.product, event.jobId),
        email: long ? { subject: title, heading: title, paragraphs: [facts.detail] } : false,
      },
      tx,
    );
  } catch (err) {
    // In a transaction the error must roll it back with the event; outside one, a lost notice never fails the job.
    if (tx) throw err;
    runtime.log.warn({ err, ...event }, 'job notification failed');
  }
}

/**
 * After a charge: when the workspace's credits fall below 10 % of the month's total, tells the member whose work
 * was charged — once per billing cycle and workspace (a notification of the kind about this workspace since the
 * cycle began means they were told). A charge for nobody (a deleted account's job) tells nobody.
 */
export async function notifyCreditsLow(
  runtime: Pick<Runtime, 'config' | 'jobs' | 'db' | 'log'>,
  workspaceId: string,
  userId: string | null,
): Promise<void> {
  if (!userId) return;
  try {
    const quick = await getAccount(runtime.db, workspaceId);
    if (quick.available === UNLIMITED || quick.tier.creditsPerMonth <= 0 || quick.available * 10 >= quick.tier.creditsPerMonth) return;
    await runtime.db.transaction(async (tx) => {
      // The account row's lock makes two charges landing at once tell the member once.
      await tx
        .select({ id: creditAccounts.workspaceId })
        .from(creditAccounts)
        .where(eq(creditAccounts.workspaceId, workspaceId))
        .for('update');
      const account = await getAccount(tx, workspaceId);
      if (account.available === UNLIMITED || account.available * 10 >= account.tier.creditsPerMonth) return;
      const cycleStart = addMonths(account.monthResetDate, -1);
      const [told] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.kind, 'credits_low'),
            eq(notifications.workspaceId, workspaceId),
            gte(notifications.createdAt, cycleStart),
          ),
        );
      if (Number(told?.n ?? 0) > 0) return;
      const [workspace] = await tx
        .select({ name: workspaces.name, personal: workspaces.personal })
        .from(workspaces)
        .where(eq(workspaces.id, workspaceId));
      const where = workspace && !workspace.personal ? ` in ${workspace.name}` : '';
      const title = `Credits low${where}: ${account.available.toLocaleString('en-US')} of ${account.tier.creditsPerMonth.toLocaleString('en-US')} left`;
      const body = `Your credits renew on ${account.monthResetDate.toISOString().slice(0, 10)}. An administrator can grant bonus credits.`;
      const email = { subject: title, heading: title, paragraphs: [body] };
      await notify(runtime, tx, { userId, workspaceId, kind: 'credits_low', title, body, link: '/account', email }, tx);
    });
  } catch (err) {
    runtime.log.warn({ err, userId, workspaceId }, 'low-credits notification failed');
  }
}
