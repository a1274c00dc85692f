import { createResearchJobResponse, type CreateResearchJobBody } from '@leadsift/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, readError } from '../../../lib/api-client';
import { usageKeys } from '../../usage';
import { researchKeys } from './research-keys';

export const createFailedMessage = 'Failed to create the research job. Please try again.';

// docs/product.md#api: the answer carries `jobId` or `job.jobId`.
const created = z.union([createResearchJobResponse, z.object({ job: createResearchJobResponse })]);

/** POST /api/research/jobs → the new job's id; the server's message (e.g. insufficient credits) on refusal. */
export async function createResearchJob(body: CreateResearchJobBody): Promise<string> {
  const response = await api.post('/api/research/jobs', body).catch(() => null);
  if (!response) throw new Error(createFailedMessage);
  if (!response.ok) throw new Error(await readError(response, createFailedMessage));
  const parsed = created.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(createFailedMessage);
  return 'job' in parsed.data ? parsed.data.job.jobId : parsed.data.jobId;
}

export function useCreateResearchJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createResearchJob,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: researchKeys.jobs });
      void client.invalidateQueries({ queryKey: usageKeys.all });
    },
  });
}
