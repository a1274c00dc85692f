import { ACCOUNT_DISABLED_MESSAGE } from '@leadsift/shared';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { getSessionToken, setSessionToken } from '../../../lib/session-token';
import { subscribeToSignOut } from '../../../lib/sign-out-events';
import { useAuth } from '../hooks/use-auth';
import { json, mockFetch, sampleMe } from '../testing/mock-fetch';
import { AuthProvider } from './auth-provider';

function Probe() {
  const auth = useAuth();
  if (auth.loading) return <p>loading</p>;
  return (
    <div>
      <p>{auth.isAuthenticated ? `signed in as ${auth.userProfile?.displayName ?? auth.user?.email}` : 'signed out'}</p>
      {auth.error && <p role="alert">{auth.error.message}</p>}
      <button onClick={() => void auth.signInWithPassword('ada@example.com', 'secret1')}>sign in</button>
      <button onClick={() => void auth.signOut()}>sign out</button>
    </div>
  );
}

describe('AuthProvider', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('useAuth outside its provider throws the spec message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });

  it('restores the session from the stored token at start-up', async () => {
    setSessionToken('tok-1');
    const fetchMock = mockFetch({ 'GET /api/me': () => json(sampleMe) });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('signed in as Ada L.')).toBeInTheDocument();
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('Authorization')).toBe('Bearer tok-1');
  });

  it('is signed out when /api/me answers 401, and forgets the stale token', async () => {
    setSessionToken('stale');
    mockFetch({ 'GET /api/me': () => json({ error: 'Unauthorized' }, 401) });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(getSessionToken()).toBeNull();
  });

  it('signs out locally with the reason when any call says the account was disabled (ADR 0037)', async () => {
    setSessionToken('tok-1');
    let disabled = false;
    mockFetch({
      'GET /api/me': () => json(sampleMe),
      'GET /api/usage/stats': () => (disabled ? json({ error: ACCOUNT_DISABLED_MESSAGE }, 401) : json({})),
    });
    const signedOut = vi.fn();
    const unsubscribe = subscribeToSignOut(signedOut);
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText('signed in as Ada L.')).toBeInTheDocument();
    await api.get('/api/usage/stats');
    expect(screen.getByText('signed in as Ada L.')).toBeInTheDocument();
    disabled = true;
    await act(() => api.get('/api/usage/stats'));
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_DISABLED_MESSAGE);
    expect(getSessionToken()).toBeNull();
    expect(signedOut).toHaveBeenCalledOnce();
    unsubscribe();
  });

  it('signs in with a password and keeps the token from set-auth-token', async () => {
    let signedIn = false;
    const fetchMock = mockFetch({
      'GET /api/me': () => (signedIn ? json({ ...sampleMe, sessionToken: 'tok-new' }) : json({ error: 'Unauthorized' }, 401)),
      'POST /api/auth/sign-in/email': () => {
        signedIn = true;
        return json({ token: 'tok-new', user: sampleMe.user }, 200, { 'set-auth-token': 'tok-new' });
      },
    });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'sign in' }));
    expect(await screen.findByText('signed in as Ada L.')).toBeInTheDocument();
    expect(getSessionToken()).toBe('tok-new');
    const signInCall = fetchMock.mock.calls.find(([path]) => path === '/api/auth/sign-in/email')!;
    expect(JSON.parse(String(signInCall[1]!.body))).toEqual({ email: 'ada@example.com', password: 'secret1' });
  });

  it("stores the server's message when the sign-in fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      'GET /api/me': () => json({ error: 'Unauthorized' }, 401),
      'POST /api/auth/sign-in/email': () => json({ message: 'Invalid email or password', code: 'INVALID' }, 401),
    });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('signs out: removes the filter-tool keys and the workspace, revokes on the server, clears the token and notifies', async () => {
    setSessionToken('tok-1');
    localStorage.setItem('leadsift.workspaceId', 'ws-team');
    localStorage.setItem('leadsift.filterState.user-1', '{}');
    localStorage.setItem('leadsift.filterToolExpanded', 'true');
    localStorage.setItem('leadsift.colorMode', 'dark');
    const fetchMock = mockFetch({ 'GET /api/me': () => json(sampleMe), 'POST /api/auth/sign-out': () => json({ success: true }) });
    const listener = vi.fn();
    const unsubscribe = subscribeToSignOut(listener);
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await screen.findByText('signed in as Ada L.');
    await userEvent.click(screen.getByRole('button', { name: 'sign out' }));
    await waitFor(() => expect(screen.getByText('signed out')).toBeInTheDocument());
    const signOutCall = fetchMock.mock.calls.find(([path]) => path === '/api/auth/sign-out')!;
    expect(new Headers(signOutCall[1]!.headers).get('Authorization')).toBe('Bearer tok-1');
    expect(localStorage.getItem('leadsift.filterState.user-1')).toBeNull();
    expect(localStorage.getItem('leadsift.filterToolExpanded')).toBeNull();
    expect(localStorage.getItem('leadsift.workspaceId')).toBeNull();
    expect(localStorage.getItem('leadsift.colorMode')).toBe('dark');
    expect(getSessionToken()).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
  });

  it("fails a refresh without a session with 'Session refresh did not return session'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setSessionToken('tok-1');
    let revoked = false;
    mockFetch({ 'GET /api/me': () => (revoked ? json({ error: 'Unauthorized' }, 401) : json(sampleMe)) });
    const { result } = renderHook(() => useAuth(), { wrapper: AuthProvider });
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    revoked = true;
    const outcome = await result.current.refreshSession();
    expect(outcome.error?.message).toBe('Session refresh did not return session');
    await waitFor(() => expect(result.current.isAuthenticated).toBe(false));
    expect(result.current.error?.message).toBe('Session refresh did not return session');
    expect(getSessionToken()).toBeNull();
  });
});
