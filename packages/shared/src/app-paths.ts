import { z } from 'zod';

/**
 * The addresses of the web app's results pages (docs/product.md#routes, ADR 0060): the server links to them
 * from notifications and emails, the web app routes them. One definition, so the two cannot drift apart.
 */
export const jobProducts = ['filter', 'research'] as const;
export type JobProduct = (typeof jobProducts)[number];

/** Activity History's tabs, in order, by the path segment that names each. */
export const activityTabs = ['research', 'list-cleaner', 'files'] as const;
export type ActivityTab = (typeof activityTabs)[number];

/** The Activity History tab a product's jobs are listed in (and its results pages sit under). */
export const activityTabOf: Record<JobProduct, ActivityTab> = { filter: 'list-cleaner', research: 'research' };

/** `/activity/list-cleaner/<id>` or `/activity/research/<id>`: one job's results. */
export function jobResultsPath(product: JobProduct, id: string): string {
  return `/activity/${activityTabOf[product]}/${encodeURIComponent(id)}`;
}

/** The job a results path is about (`jobResultsPath` read back), or null for any other path. */
export function jobOfPath(path: string | null | undefined): { product: JobProduct; id: string } | null {
  const match = /^\/activity\/(list-cleaner|research)\/([^/?#]+)$/.exec(path ?? '');
  if (!match) return null;
  let id: string;
  try {
    id = decodeURIComponent(match[2]!);
  } catch {
    return null;
  }
  return { product: match[1] === 'list-cleaner' ? 'filter' : 'research', id };
}

/** The job a notification is about; `deleted` once its owner deleted it (the bell says so instead of opening it). */
export const notificationJob = z.object({ product: z.enum(jobProducts), id: z.string(), deleted: z.boolean() });
export type NotificationJob = z.infer<typeof notificationJob>;

/**
 * The current workspace's settings (members, invitations, limits). Here rather than in the web app's paths: the
 * workspaces feature's switcher links to it, and features cannot import the app's route table.
 */
export const workspaceSettingsPath = '/workspace/settings';
