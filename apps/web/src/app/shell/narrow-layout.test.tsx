import { ThemeProvider } from '@mui/material';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '../../features/auth/auth-context';
import type { AuthContextValue } from '../../features/auth/auth-context';
import { renderWithQuery } from '../../testing/render-with-query';
import { theme } from '../theme';
import { AppTopBar } from './app-top-bar';
import { NavDrawerProvider } from './nav-drawer';
import { SideNav } from './side-nav';

const unused = () => Promise.reject(new Error('not used in this test'));

/** jsdom has no layout: a matchMedia that answers every `max-width` query as a 390 px window would. */
function phoneWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  }) as typeof window.matchMedia;
}

const auth = (signOut: () => Promise<void>): AuthContextValue => ({
  user: { id: 'u1', email: 'grace@example.com', name: 'Grace', image: null, role: 'admin' },
  userProfile: { id: 'u1', displayName: null, avatarUrl: null },
  session: { token: 't' },
  loading: false,
  error: null,
  isAuthenticated: true,
  signInWithPassword: unused,
  startProviderSignIn: unused,
  createAdmin: unused,
  completeSignIn: unused,
  refreshSession: unused,
  signOut,
});

function renderShell(signOut = vi.fn(() => Promise.resolve())) {
  // The side navigation asks for the count of new demo requests (an administrator's badge).
  renderWithQuery(
    <ThemeProvider theme={theme}>
      <AuthContext value={auth(signOut)}>
        <MemoryRouter initialEntries={['/']}>
          <NavDrawerProvider>
            <AppTopBar creditsSlot={<span>42 credits</span>} notificationsSlot={<span>bell</span>} />
            <SideNav />
            <Routes>
              <Route path="/" element={<p>List Cleaner route</p>} />
              <Route path="/research" element={<p>Research route</p>} />
              <Route path="/admin" element={<p>Admin route</p>} />
              <Route path="/login" element={<p>Login route</p>} />
            </Routes>
          </NavDrawerProvider>
        </MemoryRouter>
      </AuthContext>
    </ThemeProvider>,
  );
  return { signOut };
}

const original = window.matchMedia;
beforeEach(() => {
  // The side navigation's badge: no new demo requests.
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ success: true, unseen: 0 }));
});
afterEach(() => {
  window.matchMedia = original;
  vi.restoreAllMocks();
});

describe('the shell below 900 px (ADR 0037)', () => {
  beforeEach(() => phoneWidth(390));

  it('hides the navigation behind the menu button and closes the drawer when an entry is picked', async () => {
    renderShell();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    const menu = screen.getByRole('button', { name: 'Open navigation' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Research Agent' }));
    expect(await screen.findByText('Research route')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument());
    // Opened again, it marks the entry of the address as current.
    await userEvent.click(menu);
    const again = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(again).getByRole('link', { name: 'Research Agent' })).toHaveAttribute('aria-current', 'page');
    expect(within(again).getByRole('link', { name: 'List Cleaner' })).not.toHaveAttribute('aria-current');
  });

  it('leads to the admin panel from the drawer', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const admin = await screen.findByRole('navigation', { name: 'Administration' });
    await userEvent.click(within(admin).getByRole('link', { name: 'Admin' }));
    expect(await screen.findByText('Admin route')).toBeInTheDocument();
  });

  it('puts Logout in the avatar menu instead of the bar', async () => {
    const { signOut } = renderShell();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /grace/i }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(signOut).toHaveBeenCalledOnce();
    expect(await screen.findByText('Login route')).toBeInTheDocument();
  });
});

describe('the shell at 1440 px', () => {
  beforeEach(() => phoneWidth(1440));

  it('keeps the permanent navigation and the Logout button, with no menu button', () => {
    renderShell();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
  });
});
