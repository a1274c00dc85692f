import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AuthProvider } from '../components/auth-provider';

function CurrentPath() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

/** Renders `element` at `path` (may carry ?query and #hash) with a fresh query cache, the auth provider and a '/' page. */
export function renderWithAuth(element: ReactNode, path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/" element={<h1>Home page</h1>} />
            <Route path={new URL(path, 'http://localhost').pathname} element={element} />
          </Routes>
          <CurrentPath />
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}
