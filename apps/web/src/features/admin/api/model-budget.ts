import { modelBudgetStatus, type ModelBudgetStatus, type UpdateModelBudgetBody } from '@leadsift/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';
import { useAdminMutation } from './use-admin-mutation';

/** Under adminKeys.all, so a saved budget (and any admin action) fetches it again. */
export const modelBudgetKey = [...adminKeys.all, 'model-budget'] as const;

const budgetResponse = z.object({ data: modelBudgetStatus });

/** GET /api/admin/model-budget: this month's model spend against the installation's budget (ADR 0042). */
export async function getModelBudget(): Promise<ModelBudgetStatus> {
  return budgetResponse.parse(await apiJson('GET', '/api/admin/model-budget')).data;
}

export function useModelBudget() {
  // The month's spend grows while jobs run: refreshed every 30 s while the panel is open.
  return useQuery({ queryKey: modelBudgetKey, queryFn: getModelBudget, refetchInterval: 30_000 });
}

/** PUT /api/admin/model-budget; failures read 'Failed to save the model budget: <server's reason>'. */
export async function saveModelBudget(body: UpdateModelBudgetBody): Promise<ModelBudgetStatus> {
  try {
    return budgetResponse.parse(await apiJson('PUT', '/api/admin/model-budget', body)).data;
  } catch (err) {
    throw new Error(`Failed to save the model budget: ${err instanceof Error ? err.message : 'Network error'}`, { cause: err });
  }
}

export const useSaveModelBudget = () => useAdminMutation(saveModelBudget);
