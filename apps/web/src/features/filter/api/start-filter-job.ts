import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateFilterJobRequest } from '@leadsift/shared';
import { z } from 'zod';
import { api, readError } from '../../../lib/api-client';
import { usageKeys } from '../../usage';
import { filterKeys } from './filter-keys';

const createFilterJobResponse = z.object({ filterId: z.string().min(1) });

export const filterFailedMessage = 'An error occurred while applying filters';

/** POST /api/filter: the server's error, else 'Filter failed with status: {code}' (docs/product.md#messages). */
export async function startFilterJob(body: CreateFilterJobRequest): Promise<string> {
  let response: Response;
  try {
    response = await api.post('/api/filter', body);
  } catch {
    throw new Error(filterFailedMessage);
  }
  if (!response.ok) throw new Error(await readError(response, `Filter failed with status: ${response.status}`));
  const parsed = createFilterJobResponse.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(filterFailedMessage);
  return parsed.data.filterId;
}

export function useStartFilterJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startFilterJob,
    onSuccess: () => {
      // The job charged credits and joined the job lists.
      void client.invalidateQueries({ queryKey: usageKeys.all });
      void client.invalidateQueries({ queryKey: filterKeys.all });
    },
  });
}
