import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { setSessionToken } from '../../../lib/session-token';
import { AuthContext, type AuthContextValue } from '../../auth/auth-context';

const notUsed = () => Promise.reject(new Error('not used in filter tests'));

export function fakeAuth(userId: string | null): AuthContextValue {
  const user = userId ? { id: userId, email: `${userId}@example.com`, name: userId, image: null, role: 'user' } : null;
  return {
    user,
    userProfile: null,
    session: userId ? { token: 'test-token' } : null,
    loading: false,
    error: null,
    isAuthenticated: userId !== null,
    signInWithPassword: notUsed,
    startProviderSignIn: notUsed,
    createAdmin: notUsed,
    completeSignIn: notUsed,
    refreshSession: notUsed,
    signOut: vi.fn(() => Promise.resolve()),
  };
}

/** Renders with a fresh query cache and a signed-in user (`userId`). */
export function renderFilter(ui: ReactElement, { userId = 'user-1' }: { userId?: string | null } = {}) {
  setSessionToken('test-token');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={fakeAuth(userId)}>{ui}</AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { client, ...view };
}
