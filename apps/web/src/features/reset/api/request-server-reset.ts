import { apiRequest } from '../../../lib/api-client';

/** POST /api/emergency-reset: no body, JSON content type, never cached. The answer's content is not read. */
export async function requestServerReset(): Promise<void> {
  const response = await apiRequest('POST', '/api/emergency-reset', undefined, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Server returned ${response.status}`);
}
