import { api } from '../../../lib/api-client';

/** POST /api/auth/sign-out with the bearer token: the server revokes the session. */
export async function signOutRequest(): Promise<void> {
  const response = await api.post('/api/auth/sign-out');
  if (!response.ok) throw new Error(`Sign-out failed with status ${response.status}`);
}
