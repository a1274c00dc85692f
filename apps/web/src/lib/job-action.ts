import { api } from './api-client';

export type JobVerb = 'pause' | 'resume' | 'delete';
export type JobRef = { id: string; name: string };

/** docs/product.md#messages: 'Failed to pause job: {name}. Please try again.' (likewise resume and delete). */
export function jobActionFailed(verb: JobVerb, name: string): string {
  return `Failed to ${verb} job: ${name}. Please try again.`;
}

/**
 * POST `{jobs}/{id}/pause|resume` or DELETE `{jobs}/{id}` — the List Cleaner's and the Research Agent's jobs
 * answer the same way. Any failure (status, network) carries the text of docs/product.md#messages.
 */
export async function runJobAction(jobs: '/api/filter/jobs' | '/api/research/jobs', verb: JobVerb, job: JobRef): Promise<void> {
  const path = `${jobs}/${encodeURIComponent(job.id)}`;
  const request = verb === 'delete' ? api.delete(path) : api.post(`${path}/${verb}`);
  const response = await request.catch(() => null);
  if (!response?.ok) throw new Error(jobActionFailed(verb, job.name));
}
