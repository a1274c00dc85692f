import { api, readError } from '../../../lib/api-client';
import { readSessionToken } from './read-session-token';
import { authFailedMessage } from './types';

/** POST /api/auth/sign-in/email; resolves the session token or throws the server's message. */
export async function signInWithEmailRequest(email: string, password: string): Promise<string> {
  const response = await api.post('/api/auth/sign-in/email', { email, password });
  if (!response.ok) throw new Error(await readError(response, authFailedMessage, 'auth'));
  const token = await readSessionToken(response);
  if (!token) throw new Error(authFailedMessage);
  return token;
}
