import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { setSessionToken } from '../lib/session-token';

/** Renders with a fresh query client (no retries) and a signed-in session token. */
export function renderWithQuery(ui: ReactElement) {
  setSessionToken('test-token');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}
