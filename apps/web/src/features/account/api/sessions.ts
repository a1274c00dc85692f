import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSessionToken } from '../../../lib/session-token';
import { accountKeys } from './account-keys';
import { accountRequest } from './account-request';

export type SignedInSession = {
  id: string;
  token: string;
  createdAt: string;
  updatedAt: string;
  ipAddress?: string | null;
  userAgent?: string | null;
};

/** The bearer token is better-auth's signed cookie value (`token.signature`); sessions are listed by the token alone. */
export function currentSessionToken(): string | null {
  const stored = getSessionToken();
  if (!stored) return null;
  return decodeURIComponent(stored).split('.')[0] ?? null;
}

/** better-auth's GET /api/auth/list-sessions: where the caller is signed in, most recently seen first. */
export async function listSessions(): Promise<SignedInSession[]> {
  const sessions = await accountRequest<SignedInSession[]>('GET', '/api/auth/list-sessions', undefined, 'Could not load your sessions');
  return [...sessions].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

export const useSessions = () => useQuery({ queryKey: accountKeys.sessions, queryFn: listSessions });

/** better-auth's revoke-session (one) or revoke-other-sessions (all but this one). */
export function useRevokeSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: { token: string } | 'others') =>
      target === 'others'
        ? accountRequest('POST', '/api/auth/revoke-other-sessions', {}, 'Could not sign out the other sessions')
        : accountRequest('POST', '/api/auth/revoke-session', { token: target.token }, 'Could not sign out that session'),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
