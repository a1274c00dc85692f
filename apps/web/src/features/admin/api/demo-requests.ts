import { demoRequestsResponse, demoRequestsSeenResponse, demoRequestsUnseenResponse, type DemoRequestsPage } from '@leadsift/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiJson, readError } from '../../../lib/api-client';
import { fileNameFromDisposition, saveBlob } from '../../../lib/download';
import { adminKeys } from './admin-keys';

/** GET /api/admin/demo-requests: one page, newest first. */
export async function getDemoRequests(page: number, pageSize: number): Promise<DemoRequestsPage> {
  return demoRequestsResponse.parse(await apiJson('GET', `/api/admin/demo-requests?page=${page}&pageSize=${pageSize}`));
}

export function useDemoRequests(page: number, pageSize: number) {
  return useQuery({
    queryKey: adminKeys.demoRequests(page, pageSize),
    queryFn: () => getDemoRequests(page, pageSize),
    placeholderData: keepPreviousData,
  });
}

/** The administrators' badge: requests no administrator has listed yet, asked again every minute. */
export function useUnseenDemoRequests(enabled = true) {
  return useQuery({
    queryKey: adminKeys.demoRequestsUnseen,
    queryFn: async () => demoRequestsUnseenResponse.parse(await apiJson('GET', '/api/admin/demo-requests/unseen')).unseen,
    refetchInterval: 60_000,
    enabled,
  });
}

/** POST /api/admin/demo-requests/seen: the requests listed so far are no longer new. */
export async function markDemoRequestsSeen(): Promise<number> {
  return demoRequestsSeenResponse.parse(await apiJson('POST', '/api/admin/demo-requests/seen', {})).marked;
}

/** GET /api/admin/demo-requests/export → saves the CSV; resolves with its name. */
export async function exportDemoRequests(): Promise<string> {
  let response: Response;
  try {
    response = await api.get('/api/admin/demo-requests/export');
  } catch (err) {
    throw new Error(`Failed to export demo requests: ${err instanceof Error ? err.message : 'Network error'}`, { cause: err });
  }
  if (!response.ok) throw new Error(`Failed to export demo requests: ${await readError(response, `status ${response.status}`)}`);
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition'), 'demo-requests.csv');
  saveBlob(await response.blob(), fileName);
  return fileName;
}
