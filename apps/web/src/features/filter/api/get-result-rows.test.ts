import { beforeEach, describe, expect, it } from 'vitest';
import { setSessionToken } from '../../../lib/session-token';
import { json, mockApi } from '../testing/mock-api';
import { completedResults, filterId } from '../testing/results-fixtures';
import { getResultRows } from './get-result-rows';

beforeEach(() => setSessionToken('test-token'));

describe('getResultRows', () => {
  it('reads one page of kept or excluded rows, without the decision map', async () => {
    const { llmValueDecisions: _left, ...page } = completedResults({ keptData: [], excludedData: [{ Name: 'Bolt' }] });
    const api = mockApi({ [`GET /api/results/${filterId}`]: () => json(page) });
    await expect(getResultRows(filterId, 'excluded', 3, 50)).resolves.toEqual([{ Name: 'Bolt' }]);
    expect(Object.fromEntries(api.calls[0]!.url.searchParams)).toEqual({ view: 'excluded', page: '3', pageSize: '50' });
  });
});
