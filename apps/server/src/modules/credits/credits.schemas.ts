import { creditCheck, usageStats, userTier } from '@leadsift/shared';
import { z } from 'zod';

// The answers of /api/usage/* are the shared contracts (packages/shared/src/usage.schemas.ts) that
// the web parses; here only their success form, which is all these routes answer with a 200.
const success = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export const usageStatsReply = success(usageStats);
export const tierReply = success(userTier);
export const checkCreditsReply = success(creditCheck);
export { checkCreditsBody, type CheckCreditsBody } from '@leadsift/shared';

export const creditsResetPayload = z.object({});
