import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getFilterResults, type ResultRow } from './get-filter-results';
import { filterKeys } from './filter-keys';

export type RowsView = 'kept' | 'excluded';

/** GET /api/results/:filterId?view=&page=&pageSize= — a page of qualified or disqualified rows (jobs too big to send whole). */
export async function getResultRows(filterId: string, view: RowsView, page: number, pageSize: number): Promise<ResultRow[]> {
  const answer = await getFilterResults(filterId, `?view=${view}&page=${page}&pageSize=${pageSize}`);
  if (answer.kind !== 'completed') return [];
  return view === 'kept' ? answer.data.keptData : answer.data.excludedData;
}

export function useResultRows(filterId: string, view: RowsView, page: number, pageSize: number, enabled: boolean) {
  return useQuery({
    queryKey: filterKeys.rows(filterId, view, page, pageSize),
    queryFn: () => getResultRows(filterId, view, page, pageSize),
    enabled,
    placeholderData: keepPreviousData,
  });
}
