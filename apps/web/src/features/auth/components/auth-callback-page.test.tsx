import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionToken } from '../../../lib/session-token';
import { json, mockFetch, sampleMe } from '../testing/mock-fetch';
import { renderWithAuth } from '../testing/render-with-auth';
import { AuthCallbackPage } from './auth-callback-page';

describe('AuthCallbackPage', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('turns the cookie session into a stored token and goes to / after 1.5 s', async () => {
    vi.useFakeTimers();
    let meCalls = 0;
    mockFetch({
      'GET /api/me': () => {
        meCalls += 1;
        // The start-up check and the callback both ask; the cookie session answers both.
        return json({ ...sampleMe, sessionToken: 'cookie-tok' });
      },
    });
    renderWithAuth(<AuthCallbackPage />, '/auth/callback');
    expect(screen.getByText('Completing authentication...')).toBeInTheDocument();
    expect(screen.getByText("You'll be redirected to the application in a moment.")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(getSessionToken()).toBe('cookie-tok');
    expect(meCalls).toBeGreaterThan(0);
    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(screen.getByLabelText('path')).toHaveTextContent('/auth/callback');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/$/);
  });

  it('uses an access_token from the URL hash as the session token and removes it from the address', async () => {
    window.history.replaceState(null, '', '/auth/callback#access_token=hash-tok&refresh_token=r');
    const fetchMock = mockFetch({ 'GET /api/me': () => json({ ...sampleMe, sessionToken: 'hash-tok' }) });
    renderWithAuth(<AuthCallbackPage />, '/auth/callback');
    await vi.waitFor(() => expect(getSessionToken()).toBe('hash-tok'));
    const bearer = fetchMock.mock.calls.map(([, init]) => new Headers(init!.headers).get('Authorization'));
    expect(bearer).toContain('Bearer hash-tok');
    expect(window.location.hash).toBe('');
  });

  it("shows 'Authentication failed. Please try again.' with a way back to /login", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ 'GET /api/me': () => json({ error: 'Unauthorized' }, 401) });
    renderWithAuth(<AuthCallbackPage />, '/auth/callback');
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication failed. Please try again.');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('fails when the provider reports an error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.history.replaceState(null, '', '/auth/callback?error=access_denied');
    mockFetch({ 'GET /api/me': () => json({ error: 'Unauthorized' }, 401) });
    renderWithAuth(<AuthCallbackPage />, '/auth/callback');
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication failed. Please try again.');
  });
});
