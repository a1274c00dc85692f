import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { setSessionToken } from '../../../lib/session-token';
import { AuthContext, type AuthContextValue } from '../../auth/auth-context';
import type { AuthUser } from '../../auth/api/types';
import { WorkspaceScope } from '../components/workspace-scope';

const unused = () => Promise.reject(new Error('not used in this test'));

/** An auth context signed in as `user` (null: signed out). */
export function authAs(user: AuthUser | null, overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user,
    userProfile: null,
    session: user ? { token: 'tok-1' } : null,
    loading: false,
    error: null,
    isAuthenticated: user !== null,
    signInWithPassword: unused,
    startProviderSignIn: unused,
    createAdmin: unused,
    completeSignIn: unused,
    refreshSession: unused,
    signOut: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

export const ada: AuthUser = { id: 'user-1', email: 'ada@example.com', name: 'Ada Owner' };

function CurrentPath() {
  const { pathname, search } = useLocation();
  return <output aria-label="path">{pathname + search}</output>;
}

type Options = { user?: AuthUser | null; auth?: Partial<AuthContextValue>; path?: string; scope?: boolean };

/**
 * `ui` at `path` inside the signed-in app's workspace scope (or outside any, `scope: false`), signed in as `user`;
 * the address shows in an output named 'path'.
 */
export function renderInApp(ui: ReactElement, { user = ada, auth = {}, path = '/workspace/settings', scope = true }: Options = {}) {
  setSessionToken('tok-1');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AuthContext value={authAs(user, auth)}>
        <MemoryRouter initialEntries={[path]}>
          {scope ? <WorkspaceScope>{ui}</WorkspaceScope> : ui}
          <CurrentPath />
        </MemoryRouter>
      </AuthContext>
    </QueryClientProvider>,
  );
}
