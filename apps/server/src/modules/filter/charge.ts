import { INSUFFICIENT_CREDITS_FILTER } from '@leadsift/shared';
import type { Tx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { WorkspaceCaller } from '../../runtime-types.ts';
import { charge, InsufficientCreditsError } from '../credits/credits.service.ts';
import { assertMemberLimit } from '../credits/member-limit.ts';
import type { JobEventDeps } from '../job-events/job-events.ts';
import { watchLowCredits } from '../webhooks/webhook-events.ts';

/**
 * Charges a job's rows to the caller's workspace in the caller's transaction, for the caller; past the caller's
 * monthly limit in the workspace (ADR 0067) or not enough credits is the documented 402.
 */
export async function chargeForJob(
  events: JobEventDeps,
  tx: Tx,
  caller: WorkspaceCaller,
  amount: number,
  filterId: string,
  reason: string,
): Promise<void> {
  await assertMemberLimit(tx, caller, amount);
  try {
    const after = await charge(tx, caller.workspace.id, amount, { jobRef: filterId, reason, memberId: caller.userId });
    await watchLowCredits(events, tx, caller.workspace.id, amount, after);
  } catch (err) {
    if (err instanceof InsufficientCreditsError) throw new HttpError(402, INSUFFICIENT_CREDITS_FILTER);
    throw err;
  }
}
