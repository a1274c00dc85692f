import { filterJobSettings } from '@leadsift/shared';
import type { z } from 'zod';

// The List Cleaner's contract (decision, logic mode, column settings, overrides, stats, the job's requests) is
// shared with the server: '@leadsift/shared' (packages/shared/src/filter-job.ts). Here: this app's readings of it.

/** A job's settings as the progress and results answers carry them; every field may be left out. */
export const filterConfig = filterJobSettings.partial();
export type FilterConfig = z.infer<typeof filterConfig>;
