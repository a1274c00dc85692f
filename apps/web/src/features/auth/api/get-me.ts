import { ACCOUNT_DISABLED_MESSAGE } from '@leadsift/shared';
import { api, readError } from '../../../lib/api-client';
import type { MeResponse } from './types';

/**
 * GET /api/me with the stored bearer token or the cookie session; null when nobody is signed in. A session
 * ended by disabling its user rejects with ACCOUNT_DISABLED_MESSAGE (ADR 0037), for the login page to show.
 */
export async function fetchMe(): Promise<MeResponse | null> {
  const response = await api.get('/api/me');
  if (response.status === 401) {
    if ((await readError(response, '')) === ACCOUNT_DISABLED_MESSAGE) throw new Error(ACCOUNT_DISABLED_MESSAGE);
    return null;
  }
  if (!response.ok) throw new Error(`Failed to load the current user: ${response.status}`);
  const body = (await response.json()) as Partial<MeResponse>;
  if (!body.user || typeof body.sessionToken !== 'string') return null;
  return { user: body.user, profile: body.profile ?? null, sessionToken: body.sessionToken };
}
