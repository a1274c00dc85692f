import { z } from 'zod';

export {
  automationItem,
  automationList,
  automationRunList,
  createAutomationBody,
  createdAutomation,
  pushedRows,
  updateAutomationBody,
} from '@leadsift/shared';

/** An automation's id in a path; a malformed or unknown one answers 404 (the service checks it). */
export const automationParams = z.object({ id: z.string().min(1).max(100) });
export const runNowAnswer = z.object({ queued: z.literal(true) });
