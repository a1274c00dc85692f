import {
  automationItem,
  automationList,
  automationRunList,
  createdAutomation,
  type AutomationItem,
  type AutomationRun,
  type CreateAutomationRequest,
  type CreatedAutomation,
  type UpdateAutomationBody,
} from '@leadsift/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest, readError } from '../../../lib/api-client';

// The Automations page's calls (ADR 0065), each parsed with the shared contract.

export const automationKeys = {
  all: ['automations'] as const,
  list: ['automations', 'list'] as const,
  runs: (id: string) => ['automations', 'runs', id] as const,
};

/** Runs change on their own (a push, a schedule, a job finishing): the page polls while it is open. */
const POLL_MS = 5000;

export async function getAutomations(): Promise<AutomationItem[]> {
  return automationList.parse(await apiJson('GET', '/api/automations')).automations;
}

export function useAutomations() {
  return useQuery({ queryKey: automationKeys.list, queryFn: getAutomations, refetchInterval: POLL_MS });
}

export async function getRuns(id: string): Promise<AutomationRun[]> {
  return automationRunList.parse(await apiJson('GET', `/api/automations/${encodeURIComponent(id)}/runs`)).runs;
}

export function useAutomationRuns(id: string) {
  return useQuery({ queryKey: automationKeys.runs(id), queryFn: () => getRuns(id), refetchInterval: POLL_MS });
}

export async function createAutomation(body: CreateAutomationRequest): Promise<CreatedAutomation> {
  return createdAutomation.parse(await apiJson('POST', '/api/automations', body));
}

export async function updateAutomation({ id, ...body }: UpdateAutomationBody & { id: string }): Promise<AutomationItem> {
  return automationItem.parse(await apiJson('PATCH', `/api/automations/${encodeURIComponent(id)}`, body));
}

export async function deleteAutomation(id: string): Promise<void> {
  const response = await apiRequest('DELETE', `/api/automations/${encodeURIComponent(id)}`);
  if (!response.ok) throw new Error(await readError(response, 'Could not delete the automation'));
}

export async function runAutomationNow(id: string): Promise<void> {
  await apiJson('POST', `/api/automations/${encodeURIComponent(id)}/run`, {});
}

/** Every change reloads the list and the runs (a run now queues a run; a resume may too). */
function useAutomationMutation<T, R>(fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void client.invalidateQueries({ queryKey: automationKeys.all }) });
}

export const useCreateAutomation = () => useAutomationMutation(createAutomation);
export const useUpdateAutomation = () => useAutomationMutation(updateAutomation);
export const useDeleteAutomation = () => useAutomationMutation(deleteAutomation);
export const useRunAutomationNow = () => useAutomationMutation(runAutomationNow);
