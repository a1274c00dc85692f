import { localIsoDate, ticketScore, type Ticket } from '@leadsift/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { setSessionToken } from '../../../lib/session-token';
import { AuthContext } from '../../auth/auth-context';
import { fakeAuth } from '../../filter/testing/render-filter';

/** Renders with a fresh query cache and a signed-in user of `role`. */
export function renderTickets(ui: ReactElement, role: 'admin' | 'user' = 'admin') {
  setSessionToken('test-token');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  const base = fakeAuth('user-1');
  const auth = { ...base, user: base.user && { ...base.user, role } };
  return {
    client,
    ...render(<QueryClientProvider client={client}>{<AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>}</QueryClientProvider>),
  };
}

/** A local date `days` from today. */
export const inDays = (days: number) => localIsoDate(new Date(Date.now() + days * 86_400_000));

/** A ticket as the API answers it, score computed with the shared rule. */
export function makeTicket(id: string, fields: Partial<Ticket> = {}): Ticket {
  const t = {
    id,
    title: `Title of ${id}`,
    description: '',
    status: 'Backlog',
    priority: 'P2',
    effort: 'M',
    businessValue: 'Medium',
    assignee: '',
    dueDate: null,
    dependencies: [],
    dateCreated: '2026-03-01',
    overdue: false,
    ...fields,
  } satisfies Omit<Ticket, 'score'>;
  return { ...t, score: ticketScore(t) };
}
