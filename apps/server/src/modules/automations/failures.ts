import { AUTOMATION_FAILURES_TO_PAUSE } from '@leadsift/shared';
import { eq, sql } from 'drizzle-orm';
import { automationRuns, automations, type AutomationRow } from '../../db/schema/index.ts';
import type { Runtime } from '../../runtime-types.ts';
import { notify } from '../notifications/notifications.service.ts';
import { emitWebhookEvent } from '../webhooks/webhook-events.ts';
import { unscheduleRuns } from './run-queue.ts';

// A failed run never goes unnoticed (ADR 0065): the reason is on the run and the automation, the owner is told (bell,
// email per their settings, `automation.failed` webhook), and the third failure in a row pauses the automation.

export const pausedAfterFailures = (reason: string) =>
  `Paused after ${AUTOMATION_FAILURES_TO_PAUSE} failed runs in a row. The last: ${reason}. Resume it once the cause is fixed.`;

/** Fails the run with `reason` and tells the owner; returns whether this failure paused the automation. */
export async function failRun(runtime: Runtime, automation: AutomationRow, runId: string, reason: string): Promise<boolean> {
  const paused = await runtime.db.transaction(async (tx) => {
    await tx.update(automationRuns).set({ status: 'failed', error: reason, finishedAt: new Date() }).where(eq(automationRuns.id, runId));
    const [after] = await tx
      .update(automations)
      .set({ consecutiveFailures: sql`${automations.consecutiveFailures} + 1`, lastError: reason, updatedAt: new Date() })
      .where(eq(automations.id, automation.id))
      .returning();
    if (!after) return false;
    const pausesNow = after.status === 'active' && after.consecutiveFailures >= AUTOMATION_FAILURES_TO_PAUSE;
    if (pausesNow)
      await tx
        .update(automations)
        .set({ status: 'paused', pausedReason: pausedAfterFailures(reason) })
        .where(eq(automations.id, automation.id));
    const title = pausesNow
      ? `Automation "${automation.name}" paused after ${AUTOMATION_FAILURES_TO_PAUSE} failed runs`
      : `Automation "${automation.name}" failed`;
    const body = pausesNow ? pausedAfterFailures(reason) : `${reason}. The next run tries again.`;
    // The member who made it is told (nobody once their account is gone); the workspace's webhooks hear it either way.
    if (automation.userId)
      await notify(
        runtime,
        tx,
        {
          userId: automation.userId,
          workspaceId: automation.workspaceId,
          kind: 'automation_failed',
          title,
          body,
          link: '/automations',
          email: { subject: title, heading: title, paragraphs: [body] },
        },
        tx,
      );
    await emitWebhookEvent(runtime, tx, {
      type: 'automation.failed',
      workspaceId: automation.workspaceId,
      runId,
      data: {
        automationId: automation.id,
        name: automation.name,
        runId,
        error: reason,
        consecutiveFailures: after.consecutiveFailures,
        paused: pausesNow,
      },
    });
    return pausesNow;
  });
  if (paused) await unscheduleRuns(runtime, automation.id);
  return paused;
}
