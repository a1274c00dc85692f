import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { browserLocation } from '../../../lib/browser-location';
import { json, mockFetch, sampleMe } from '../../auth/testing/mock-fetch';
import { renderWithAuth } from '../../auth/testing/render-with-auth';
import { afterSignIn } from '../../auth/components/login-page';
import { OAuthConsentPage } from './oauth-consent-page';

const query = (scope: string, redirect = 'http://127.0.0.1:9/cb') =>
  `/oauth/consent?response_type=code&client_id=abc&redirect_uri=${encodeURIComponent(redirect)}&scope=${encodeURIComponent(scope)}&state=s&exp=1&sig=signed`;

describe('OAuthConsentPage', () => {
  let assignLocation: MockInstance<(url: string) => void>;

  beforeEach(() => {
    assignLocation = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('names the app and the user; read access posts the scopes without full, and the browser goes back to the app', async () => {
    let posted: Record<string, unknown> = {};
    mockFetch({
      'GET /api/me': () => json(sampleMe),
      'GET /api/auth/oauth2/public-client?client_id=abc': () => json({ client_id: 'abc', client_name: 'Claude' }),
      'POST /api/auth/oauth2/consent': (init) => {
        posted = JSON.parse(String(init.body)) as Record<string, unknown>;
        return json({ redirect: true, url: 'http://127.0.0.1:9/cb?code=xyz&state=s' });
      },
    });
    renderWithAuth(<OAuthConsentPage />, query('read full offline_access'));
    expect(await screen.findByRole('heading', { name: 'Connect Claude' })).toBeInTheDocument();
    expect(screen.getByText(/wants to use LeadSift as/)).toHaveTextContent(
      'Claude wants to use LeadSift as Ada Lovelace (ada@example.com).',
    );
    // Read is pre-selected even though the app asked for full.
    expect(screen.getByRole('radio', { name: 'Read your lists and results' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /also start jobs that spend credits/ })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('http://127.0.0.1:9/cb?code=xyz&state=s'));
    expect(posted).toEqual({ accept: true, oauth_query: query('read full offline_access').split('?')[1], scope: 'read offline_access' });
  });

  it('shows where the answer goes, prominently, and that the app is unverified; full access only when chosen', async () => {
    let posted: Record<string, unknown> = {};
    mockFetch({
      'GET /api/me': () => json(sampleMe),
      'GET /api/auth/oauth2/public-client?client_id=abc': () => json({ client_id: 'abc', client_name: 'Claude Desktop (official)' }),
      'POST /api/auth/oauth2/consent': (init) => {
        posted = JSON.parse(String(init.body)) as Record<string, unknown>;
        return json({ url: 'https://evil.example/cb?code=xyz' });
      },
    });
    renderWithAuth(<OAuthConsentPage />, query('read full offline_access', 'https://evil.example/cb'));
    expect(await screen.findByLabelText('Redirect host')).toHaveTextContent('evil.example');
    expect(screen.getByText('Unverified app.')).toBeInTheDocument();
    expect(screen.queryByText(/An app on this computer/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /also start jobs that spend credits/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('https://evil.example/cb?code=xyz'));
    expect(posted).not.toHaveProperty('scope');
  });

  it('a loopback redirect is named as an app on this computer', async () => {
    mockFetch({
      'GET /api/me': () => json(sampleMe),
      'GET /api/auth/oauth2/public-client?client_id=abc': () => json({ client_id: 'abc', client_name: 'CLI' }),
    });
    renderWithAuth(<OAuthConsentPage />, query('read offline_access', 'http://127.0.0.1:33418/callback'));
    expect(await screen.findByLabelText('Redirect host')).toHaveTextContent('127.0.0.1:33418');
    expect(screen.getByText(/An app on this computer/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Read your lists and results' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /also start jobs/ })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in first, and back here afterwards', async () => {
    mockFetch({ 'GET /api/me': () => json({ error: 'Unauthorized' }, 401) });
    renderWithAuth(<OAuthConsentPage />, query('read'));
    await waitFor(() => expect(screen.getByLabelText('path')).toHaveTextContent('/login'));
  });

  it('after sign-in goes to a path of this app only', () => {
    expect(afterSignIn('/oauth/consent?x=1')).toBe('/oauth/consent?x=1');
    expect(afterSignIn('https://evil.example/')).toBe('/');
    expect(afterSignIn('//evil.example/')).toBe('/');
    expect(afterSignIn(null)).toBe('/');
  });
});
