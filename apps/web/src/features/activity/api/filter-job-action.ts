import { api } from '../../../lib/api-client';

export type JobRef = { id: string; name: string };
export type JobVerb = 'pause' | 'resume' | 'delete';

/** docs/product.md#messages: 'Failed to pause job: {name}. Please try again.' (likewise resume and delete). */
export function jobActionFailed(verb: JobVerb, name: string): string {
  return `Failed to ${verb} job: ${name}. Please try again.`;
}

/** One job action; any failure (status, network) carries the text of docs/product.md#messages. */
export async function runJobAction(verb: JobVerb, job: JobRef): Promise<void> {
  const path = `/api/filter/jobs/${encodeURIComponent(job.id)}`;
  const request = verb === 'delete' ? api.delete(path) : api.post(`${path}/${verb}`);
  const response = await request.catch(() => null);
  if (!response?.ok) throw new Error(jobActionFailed(verb, job.name));
}
