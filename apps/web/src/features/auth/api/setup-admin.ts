import { api, readError } from '../../../lib/api-client';
import { readSessionToken } from './read-session-token';

export type SetupAdminInput = { name: string; email: string; password: string };

/** POST /api/setup/admin: creates the first administrator (first run only) and resolves its session token. */
export async function setupAdminRequest(input: SetupAdminInput): Promise<string> {
  const response = await api.post('/api/setup/admin', input);
  if (!response.ok) throw new Error(await readError(response, 'Could not create the administrator account.', 'auth'));
  const token = await readSessionToken(response);
  if (!token) throw new Error('Could not create the administrator account.');
  return token;
}
