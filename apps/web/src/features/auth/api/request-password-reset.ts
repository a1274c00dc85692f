import { api } from '../../../lib/api-client';
import { readAuthError } from './read-auth-error';

/** better-auth's POST /api/auth/request-password-reset: the same answer for every address. */
export async function requestPasswordReset(email: string): Promise<string> {
  const response = await api.post('/api/auth/request-password-reset', { email });
  if (!response.ok) throw new Error(await readAuthError(response, 'Could not send the link. Please try again.'));
  const body = (await response.json()) as { message?: string };
  return body.message ?? 'If an account exists for this address, we sent a link';
}
