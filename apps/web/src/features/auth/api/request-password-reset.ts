import { api, readError } from '../../../lib/api-client';

/** better-auth's POST /api/auth/request-password-reset: the same answer for every address. */
export async function requestPasswordReset(email: string): Promise<string> {
  const response = await api.post('/api/auth/request-password-reset', { email });
  if (!response.ok) throw new Error(await readError(response, 'Could not send the link. Please try again.', 'auth'));
  const body = (await response.json()) as { message?: string };
  return body.message ?? 'If an account exists for this address, we sent a link';
}
