import { api, apiJson } from '../../../lib/api-client';
import { readAuthError } from '../../auth/api/read-auth-error';

/** Whether the link can still be used, before the form is shown. */
export const resetLinkStatus = (token: string) =>
  apiJson<{ valid: boolean }>('GET', `/api/password-reset/status?token=${encodeURIComponent(token)}`);

/** better-auth's POST /api/auth/reset-password: sets the new password; every session of the user ends. */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  const response = await api.post('/api/auth/reset-password', { token, newPassword });
  if (!response.ok) throw new Error(await readAuthError(response, 'Could not set the new password'));
}
