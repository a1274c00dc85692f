import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from './account-keys';
import { accountRequest } from './account-request';

export type SignedInSession = {
  id: string;
  /** Whether this is the session of the page asking (the server marks it; tokens are never listed). */
  current: boolean;
  createdAt: string;
  updatedAt: string;
  ipAddress?: string | null;
  userAgent?: string | null;
};

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
    mutationFn: (target: { id: string } | 'others') =>
      target === 'others'
        ? accountRequest('POST', '/api/auth/revoke-other-sessions', {}, 'Could not sign out the other sessions')
        : accountRequest('POST', '/api/auth/revoke-session', { id: target.id }, 'Could not sign out that session'),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
