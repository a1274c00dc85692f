import { ACCOUNT_DISABLED_MESSAGE } from '@leadsift/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { browserLocation } from '../../../lib/browser-location';
import { getSessionToken } from '../../../lib/session-token';
import { json, mockFetch, sampleMe } from '../testing/mock-fetch';
import { renderWithAuth } from '../testing/render-with-auth';
import { LoginPage } from './login-page';

const config =
  (needsSetup: boolean, google = false, sso = false, baseUrlMissing = false) =>
  () =>
    json({ needsSetup, providers: { google, sso }, baseUrlMissing });
const unauthorized = () => json({ error: 'Unauthorized' }, 401);

describe('LoginPage', () => {
  let assignLocation: MockInstance<(url: string) => void>;

  beforeEach(() => {
    assignLocation = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('shows the tagline, the sign-in form and the legal links; no provider buttons when none is configured', async () => {
    mockFetch({ 'GET /api/me': unauthorized, 'GET /api/auth-config': config(false) });
    renderWithAuth(<LoginPage />, '/login');
    expect(screen.getByText('Your expert business development assistant')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Terms of Service' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    expect(screen.getByRole('dialog', { name: 'Privacy Policy' })).toBeInTheDocument();
  });

  it('says the account is disabled when the stored session was ended by disabling it (ADR 0037)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ 'GET /api/me': () => json({ error: ACCOUNT_DISABLED_MESSAGE }, 401), 'GET /api/auth-config': config(false) });
    renderWithAuth(<LoginPage />, '/login');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is disabled — contact your administrator');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it("offers 'Sign in with Google' and 'Sign in with SSO' as configured, and sends the browser to the provider", async () => {
    const fetchMock = mockFetch({
      'GET /api/me': unauthorized,
      'GET /api/auth-config': config(false, true, true),
      'POST /api/auth/sign-in/social': () => json({ url: 'http://idp.test/authorize?x=1', redirect: true }),
    });
    renderWithAuth(<LoginPage />, '/login');
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(screen.getByText('or')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with SSO' }));
    const call = fetchMock.mock.calls.find(([path]) => path === '/api/auth/sign-in/social')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ provider: 'sso', callbackURL: '/auth/callback' });
    expect(assignLocation).toHaveBeenCalledWith('http://idp.test/authorize?x=1');
    expect(screen.queryByText(/needs BASE_URL/)).not.toBeInTheDocument();
  });

  it('says that Google/SSO need BASE_URL when the server has none', async () => {
    mockFetch({ 'GET /api/me': unauthorized, 'GET /api/auth-config': config(false, true, false, true) });
    renderWithAuth(<LoginPage />, '/login');
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Sign-in with Google or SSO needs BASE_URL: set it to the address of this server (for example https://leads.example.com) so the provider can send you back.',
      ),
    ).toBeVisible();
  });

  it("signs in, shows 'Login successful. Redirecting...' and goes to / after 1 s", async () => {
    let signedIn = false;
    mockFetch({
      'GET /api/me': () => (signedIn ? json(sampleMe) : unauthorized()),
      'GET /api/auth-config': config(false),
      'POST /api/auth/sign-in/email': () => {
        signedIn = true;
        return json({ token: 'tok-1', user: sampleMe.user }, 200, { 'set-auth-token': 'tok-1' });
      },
    });
    renderWithAuth(<LoginPage />, '/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Login successful. Redirecting...')).toBeInTheDocument();
    expect(getSessionToken()).toBe('tok-1');
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(screen.getByLabelText('path')).toHaveTextContent('/login');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/$/);
  });

  it("shows the server's message for a wrong password, else the generic text", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempt = 0;
    mockFetch({
      'GET /api/me': unauthorized,
      'GET /api/auth-config': config(false),
      'POST /api/auth/sign-in/email': () => {
        attempt += 1;
        return attempt === 1 ? json({ message: 'Invalid email or password', code: 'INVALID' }, 401) : new Response('oops', { status: 502 });
      },
    });
    renderWithAuth(<LoginPage />, '/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Authentication failed. Please try again.')).toBeInTheDocument();
  });

  it('creates the administrator on first run and goes to /', async () => {
    let created = false;
    const fetchMock = mockFetch({
      'GET /api/me': () => (created ? json(sampleMe) : unauthorized()),
      'GET /api/auth-config': config(true),
      'POST /api/setup/admin': () => {
        created = true;
        return json({ token: 'tok-1', user: sampleMe.user }, 201, { 'set-auth-token': 'tok-1' });
      },
    });
    renderWithAuth(<LoginPage />, '/login');
    expect(await screen.findByRole('heading', { name: 'Create administrator account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.getByText('Minimum 6 characters')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Name/), 'Ada');
    await userEvent.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Create administrator account' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([path]) => path === '/api/setup/admin')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ name: 'Ada', email: 'ada@example.com', password: 'secret1' });
    expect(getSessionToken()).toBe('tok-1');
  });

  it('shows why the administrator could not be created, on the field it concerns', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = mockFetch({
      'GET /api/me': unauthorized,
      'GET /api/auth-config': config(true),
      'POST /api/setup/admin': () => json({ error: 'email: This email address is already in use' }, 400),
    });
    renderWithAuth(<LoginPage aside={<p>Request a demo</p>} />, '/login');
    const submit = await screen.findByRole('button', { name: 'Create administrator account' });
    expect(screen.queryByText('Request a demo')).not.toBeInTheDocument();
    // An empty submit: each field's own words, nothing sent.
    await userEvent.click(submit);
    expect(screen.getByLabelText(/Name/)).toHaveAccessibleDescription('Please enter your name');
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Please enter your email address');
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription('Password must be at least 6 characters');
    expect(screen.queryByText(/email: /)).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/setup/admin')).toBe(false);
    await userEvent.type(screen.getByLabelText(/Name/), 'Ada');
    expect(screen.getByLabelText(/Name/)).not.toHaveAccessibleDescription('Please enter your name');
    await userEvent.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret1');
    await userEvent.click(submit);
    await waitFor(() => expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('This email address is already in use'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
