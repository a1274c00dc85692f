import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { useOnSignOut } from '../hooks/use-on-sign-out';
import { colorModeKey } from '../lib/storage-keys';
import { AppRoutes } from './router';
import { theme } from './theme';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

/** Nothing cached for one user may be shown to the next one on the same tab. */
function ClearCacheOnSignOut({ client }: { client: QueryClient }) {
  useOnSignOut(() => client.clear());
  return null;
}

/** Theme, query cache and auth around the app; tests pass a fresh `client` each. */
export function AppProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <ThemeProvider theme={theme} modeStorageKey={colorModeKey} defaultMode="system">
      <CssBaseline />
      <QueryClientProvider client={client}>
        <AuthProvider>
          <ClearCacheOnSignOut client={client} />
          {children}
        </AuthProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
