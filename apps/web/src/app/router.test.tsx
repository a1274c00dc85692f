import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionToken } from '../lib/session-token';
import { json, mockFetch, sampleMe } from '../features/auth/testing/mock-fetch';
import { AppProviders } from './app';
import { AppRoutes } from './router';

function CurrentPath() {
  const { pathname, search } = useLocation();
  return (
    <>
      <output aria-label="path">{pathname}</output>
      <output aria-label="search">{search}</output>
    </>
  );
}

function renderAt(path: string | string[]) {
  const entries = Array.isArray(path) ? path : [path];
  return render(
    <AppProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <AppRoutes />
        <CurrentPath />
      </MemoryRouter>
    </AppProviders>,
  );
}

const personalWorkspace = {
  id: 'user-1',
  name: 'Personal',
  personal: true,
  role: 'owner',
  tier: 'beta_tester',
  memberCount: 1,
  membersManageAllJobs: false,
};

const signedOutRoutes = {
  'GET /api/me': () => json({ error: 'Unauthorized' }, 401),
  'GET /api/auth-config': () => json({ needsSetup: false, providers: { google: false, sso: false } }),
};

// The app bar's usage chip asks for these on every signed-in page.
const shellRoutes = {
  'GET /api/usage/stats': () =>
    json({
      success: true,
      data: { creditsUsed: 0, creditsAvailable: 5000, creditsTotal: 5000, percentUsed: 0, resetDate: '2026-12-01T00:00:00.000Z' },
    }),
  'GET /api/usage/tier': () =>
    json({ success: true, data: { name: 'beta_tester', displayName: 'Beta Tester', credits_per_month: 5000, max_websites_per_job: 1000 } }),
  // …and the notification bell this.
  'GET /api/notifications?limit=20': () => json({ items: [], unread: 0, nextCursor: null }),
  // …and the workspace switcher this.
  'GET /api/workspaces': () => json({ currentId: 'user-1', workspaces: [personalWorkspace] }),
};

describe('AppRoutes', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('sends a signed-out visitor of a protected route to /login', async () => {
    mockFetch(signedOutRoutes);
    renderAt('/activity/list-cleaner/job-1');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('path')).toHaveTextContent('/login');
    // Sign-in leads back to the address asked for (a bookmark, an email's link).
    expect(screen.getByLabelText('search')).toHaveTextContent('?next=%2Factivity%2Flist-cleaner%2Fjob-1');
  });

  it('redirects an unknown path to /, which sends a signed-out visitor on to /login', async () => {
    mockFetch(signedOutRoutes);
    renderAt('/no/such/page');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('path')).toHaveTextContent('/login');
  });

  it('shows a spinner while the session is checked', async () => {
    setSessionToken('tok-1');
    let answer: (response: Response) => void = () => {};
    mockFetch({ ...shellRoutes, 'GET /api/me': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderAt('/');
    expect(await screen.findByRole('progressbar', { name: 'Checking sign-in' })).toBeInTheDocument();
    answer(json(sampleMe));
    // The main tool is a lazy chunk: on a busy machine it takes longer than findBy's default second.
    expect(await screen.findByRole('heading', { name: 'List Cleaner' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows the shell to a signed-in user and switches modes from the side navigation', async () => {
    setSessionToken('tok-1');
    mockFetch({
      ...shellRoutes,
      'GET /api/me': () => json(sampleMe),
      'GET /api/saved-filters': () => json({ success: true, filters: [] }),
    });
    renderAt('/');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    // Real links (open in a new tab, ADR 0060), each to its screen's address.
    const entries = within(nav).getAllByRole('link');
    expect(entries.map((entry) => [entry.textContent, entry.getAttribute('href')])).toEqual([
      ['List Cleaner', '/list-cleaner'],
      ['Research Agent', '/research'],
      ['Templates', '/templates'],
      ['Activity History', '/activity/research'],
      ['Automations', '/automations'],
    ]);
    expect(within(nav).getByRole('link', { name: 'List Cleaner' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('List Cleaner · LeadSift'));
    expect(screen.getByText('Ada L.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('link', { name: 'Templates' }));
    expect(await screen.findByRole('heading', { name: 'Templates' })).toBeInTheDocument();
    expect(await screen.findByText('No saved filters found')).toBeInTheDocument();
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/templates$/);
    await waitFor(() => expect(document.title).toBe('Templates · LeadSift'));
    expect(within(nav).getByRole('link', { name: 'Templates' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'List Cleaner' })).not.toHaveAttribute('aria-current');
  });

  it('opens the main tool in tickets mode on /tickets', async () => {
    setSessionToken('tok-1');
    mockFetch({ ...shellRoutes, 'GET /api/me': () => json(sampleMe), 'GET /api/tickets': () => json({ success: true, tickets: [] }) });
    renderAt('/tickets');
    // The dashboard is a lazy chunk of its own: give it time on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Development Tracking Dashboard' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Total Tickets' })).toHaveTextContent('0');
  });

  it('shows administrators the Admin and Tickets entries, the panel on /admin, and a way back to the main tool', async () => {
    setSessionToken('tok-1');
    mockFetch({
      ...shellRoutes,
      'GET /api/me': () => json(sampleMe),
      'GET /api/usage/admin/users': () => json({ success: true, data: [] }),
      'GET /api/admin/tiers': () => json({ success: true, data: [] }),
      'GET /api/admin/invitations': () => json({ invitations: [] }),
      'GET /api/auth-config': () => json({ needsSetup: false, providers: { google: false, sso: false }, email: false }),
      'GET /api/saved-filters': () => json({ success: true, filters: [] }),
    });
    renderAt('/');
    const adminNav = await screen.findByRole('navigation', { name: 'Administration' }, { timeout: 10_000 });
    expect(within(adminNav).getByRole('link', { name: 'Tickets' })).toHaveAttribute('href', '/tickets');
    await userEvent.click(within(adminNav).getByRole('link', { name: 'Admin' }));
    expect(await screen.findByRole('heading', { name: 'Admin Panel - User Management' })).toBeInTheDocument();
    // The panel is a chunk of its own (DataGrid included): give it time on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Grant Bonus Credits' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByLabelText('path')).toHaveTextContent('/admin');
    expect(within(adminNav).getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Templates' }));
    expect(await screen.findByRole('heading', { name: 'Templates' })).toBeInTheDocument();
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/templates$/);
    // Lazy chunks (main tool, admin panel with its DataGrid) on a busy test machine.
  }, 30_000);

  it('lands a reload on its screen: /templates, and Activity History with the tab in the address', async () => {
    setSessionToken('tok-1');
    mockFetch({
      ...shellRoutes,
      'GET /api/me': () => json(sampleMe),
      'GET /api/saved-filters': () => json({ success: true, filters: [] }),
      'GET /api/filter/jobs': () => json({ success: true, jobs: [] }),
      'GET /api/research/jobs': () => json({ success: true, jobs: [] }),
    });
    renderAt('/templates');
    expect(await screen.findByRole('heading', { name: 'Templates' }, { timeout: 5000 })).toBeInTheDocument();
    cleanup();
    renderAt('/activity/list-cleaner');
    expect(await screen.findByRole('tab', { name: 'List Cleaner' }, { timeout: 5000 })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(document.title).toBe('Activity History · LeadSift'));
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Activity History' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('tab', { name: 'Research Agent' }));
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/activity\/research$/);
    expect(screen.getByRole('tab', { name: 'Research Agent' })).toHaveAttribute('aria-selected', 'true');
    cleanup();
    // /activity and an unknown tab name the default tab.
    renderAt('/activity/nonsense');
    expect(await screen.findByRole('tab', { name: 'Research Agent' }, { timeout: 5000 })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/activity\/research$/);
  });

  it("answers a results address of a job the server does not know (deleted, another user's) with 'Job not found'", async () => {
    setSessionToken('tok-1');
    const notFound = () => json({ error: 'Not found' }, 404);
    mockFetch({
      ...shellRoutes,
      'GET /api/me': () => json(sampleMe),
      'GET /api/results/job-9': notFound,
      'GET /api/research/jobs/r-9/results?tab=qualified&sort=quality&page=1&pageSize=25': notFound,
    });
    renderAt('/activity/list-cleaner/job-9');
    expect(await screen.findByRole('heading', { name: 'Job not found' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/no List Cleaner job at this address/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Activity History' })).toHaveAttribute('href', '/activity/list-cleaner');
    await waitFor(() => expect(document.title).toBe('Job not found · LeadSift'));
    cleanup();
    renderAt('/activity/research/r-9');
    expect(await screen.findByRole('heading', { name: 'Job not found' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/no research job at this address/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Activity History' })).toHaveAttribute('href', '/activity/research');
  });

  it("shows a non-administrator 'Administrators only' on /admin and no admin entries", async () => {
    setSessionToken('tok-1');
    const me = { ...sampleMe, user: { ...sampleMe.user, role: 'user' }, profile: { ...sampleMe.profile, isStaff: false } };
    mockFetch({ ...shellRoutes, 'GET /api/me': () => json(me) });
    renderAt('/admin');
    expect(await screen.findByText('Administrators only')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin Panel - User Management' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Grant Bonus Credits' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Administration' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it("opens the workspace settings from the switcher at /workspace/settings, and remembers the server's workspace", async () => {
    setSessionToken('tok-1');
    mockFetch({
      ...shellRoutes,
      'GET /api/me': () => json(sampleMe),
      'GET /api/saved-filters': () => json({ success: true, filters: [] }),
    });
    renderAt('/templates');
    await userEvent.click(await screen.findByRole('button', { name: 'Workspace: Personal' }, { timeout: 5000 }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Workspace settings' }));
    expect(await screen.findByRole('heading', { name: 'Workspace settings' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/workspace\/settings$/);
    await waitFor(() => expect(document.title).toBe('Workspace settings · LeadSift'));
    expect(screen.getByText(/This is your personal workspace/)).toBeInTheDocument();
    // Nothing was stored: the server's current workspace is this browser's from now on.
    expect(localStorage.getItem('leadsift.workspaceId')).toBe('user-1');
  });

  it('signs out from the app bar and lands on /login', async () => {
    setSessionToken('tok-1');
    mockFetch({
      ...signedOutRoutes,
      'GET /api/me': () => json(sampleMe),
      'POST /api/auth/sign-out': () => json({ success: true }),
      'GET /api/saved-filters': () => json({ success: true, filters: [] }),
    });
    renderAt('/templates');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('path')).toHaveTextContent('/login');
    // Signing out is no visit to come back to: the next sign-in starts at the List Cleaner.
    expect(screen.getByLabelText('search')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('serves the public pages without a session', async () => {
    mockFetch(signedOutRoutes);
    renderAt('/emergency-reset');
    expect(await screen.findByRole('button', { name: 'Perform Complete Reset' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return to App' })).toBeInTheDocument();
  });
});
