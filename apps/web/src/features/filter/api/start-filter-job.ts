import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { usageKeys } from '../../usage';
import { columnConfig, errorBody, logicMode } from './filter-schemas';
import { filterKeys } from './filter-keys';

/** docs/product.md#entities filter job request. */
export const createFilterJobBody = z.object({
  jobName: z.string(),
  fileId: z.string(),
  selectedColumns: z.array(z.string()),
  reasoningText: z.string(),
  model: z.string().optional(),
  chunkSize: z.number().int(),
  logicMode,
  filterConfig: z.object({ columnConfig }),
  rowCount: z.number().int(),
  /** The applied template: its overrides become labelled examples for the model (docs/product.md#list-cleaner). */
  templateId: z.string().optional(),
  /** "Ask the model for every value": rules decide nothing (ADR 0034). */
  askModelForEveryValue: z.boolean().optional(),
  /** "Stop at N credits": only the first N rows are covered and charged (ADR 0044). */
  creditLimit: z.number().int().optional(),
});
export type CreateFilterJobBody = z.infer<typeof createFilterJobBody>;

const createFilterJobResponse = z.object({ filterId: z.string().min(1) });

export const filterFailedMessage = 'An error occurred while applying filters';

/** POST /api/filter: the server's error, else 'Filter failed with status: {code}' (docs/product.md#messages). */
export async function startFilterJob(body: CreateFilterJobBody): Promise<string> {
  let response: Response;
  try {
    response = await api.post('/api/filter', body);
  } catch {
    throw new Error(filterFailedMessage);
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = errorBody.safeParse(data);
    throw new Error(error.success ? error.data.error : `Filter failed with status: ${response.status}`);
  }
  const parsed = createFilterJobResponse.safeParse(data);
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
