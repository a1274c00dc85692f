import { api } from '../../../lib/api-client';
import { readAuthError, readSessionToken } from './read-auth-error';

export type SetupAdminInput = { name: string; email: string; password: string };

/** POST /api/setup/admin: creates the first administrator (first run only) and resolves its session token. */
export async function setupAdminRequest(input: SetupAdminInput): Promise<string> {
  const response = await api.post('/api/setup/admin', input);
  if (!response.ok) throw new Error(await readAuthError(response, 'Could not create the administrator account.'));
  const token = await readSessionToken(response);
  if (!token) throw new Error('Could not create the administrator account.');
  return token;
}
