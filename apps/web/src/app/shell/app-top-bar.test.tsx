import { ThemeProvider } from '@mui/material';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext } from '../../features/auth/auth-context';
import type { AuthContextValue } from '../../features/auth/auth-context';
import { theme } from '../theme';
import { AppTopBar } from './app-top-bar';

const unused = () => Promise.reject(new Error('not used in this test'));

function authValue(overrides: Partial<AuthContextValue>): AuthContextValue {
  return {
    user: null,
    userProfile: null,
    session: null,
    loading: false,
    error: null,
    isAuthenticated: false,
    signInWithPassword: unused,
    startProviderSignIn: unused,
    createAdmin: unused,
    completeSignIn: unused,
    refreshSession: unused,
    signOut: () => Promise.resolve(),
    ...overrides,
  };
}

function renderBar(value: AuthContextValue) {
  return render(
    <ThemeProvider theme={theme} modeStorageKey="leadsift.colorMode">
      <AuthContext value={value}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route
              path="/"
              element={
                <AppTopBar
                  creditsSlot={<span>42 credits</span>}
                  notificationsSlot={<span>bell</span>}
                  workspaceSlot={<button type="button">Acme Sales</button>}
                />
              }
            />
            <Route path="/login" element={<p>Login route</p>} />
          </Routes>
        </MemoryRouter>
      </AuthContext>
    </ThemeProvider>,
  );
}

const signedIn = {
  isAuthenticated: true,
  session: { token: 't' },
  user: { id: 'u1', email: 'grace@example.com', name: '', image: null },
  userProfile: { id: 'u1', displayName: null, avatarUrl: null },
};

describe('AppTopBar', () => {
  it('renders nothing when signed out', () => {
    const { container } = renderBar(authValue({}));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a spinner while auth loads', () => {
    renderBar(authValue({ loading: true }));
    expect(screen.getByRole('progressbar', { name: 'Loading user' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Acme Sales' })).not.toBeInTheDocument();
  });

  it('shows the workspace switcher, the credits slot, the display name chip and Logout when signed in', async () => {
    const signOut = vi.fn(() => Promise.resolve());
    renderBar(authValue({ ...signedIn, signOut }));
    expect(screen.getByRole('button', { name: 'Acme Sales' })).toBeInTheDocument();
    expect(screen.getByText('42 credits')).toBeInTheDocument();
    expect(screen.getByText('grace')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(signOut).toHaveBeenCalledOnce();
    expect(await screen.findByText('Login route')).toBeInTheDocument();
  });

  it('switches the colour mode and keeps it in leadsift.colorMode', async () => {
    renderBar(authValue(signedIn));
    await userEvent.click(screen.getByRole('button', { name: /Colour mode/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Dark' }));
    expect(localStorage.getItem('leadsift.colorMode')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Colour mode: Dark' })).toBeInTheDocument();
  });
});
