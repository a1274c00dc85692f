import { api, apiJson, readError } from '../../../lib/api-client';

/** Whether the link can still be used, before the form is shown. */
export const resetLinkStatus = (token: string) =>
  apiJson<{ valid: boolean }>('GET', `/api/password-reset/status?token=${encodeURIComponent(token)}`);

/**
 * better-auth's POST /api/auth/reset-password: sets the new password; every session and connected app of the
 * user ends, and with `revokeApiKeys` their API keys too (docs/security.md).
 */
export async function resetPassword(token: string, newPassword: string, revokeApiKeys = false): Promise<void> {
  const response = await api.post('/api/auth/reset-password', { token, newPassword, ...(revokeApiKeys ? { revokeApiKeys } : {}) });
  if (!response.ok) throw new Error(await readError(response, 'Could not set the new password', 'auth'));
}
