import { vi } from 'vitest';

type Handler = (init: RequestInit) => Response | Promise<Response>;

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** Stubs fetch with handlers keyed by "METHOD /path"; an unexpected request fails the test loudly. */
export function mockFetch(routes: Record<string, Handler>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const key = `${init.method ?? 'GET'} ${url}`;
    const handler = routes[key];
    if (!handler) throw new Error(`Unexpected request ${key}`);
    return handler(init);
  });
}

export const sampleMe = {
  user: { id: 'user-1', email: 'ada@example.com', name: 'Ada Lovelace', image: null, role: 'admin' },
  profile: { id: 'user-1', displayName: 'Ada L.', avatarUrl: null, tier: 'beta_tester', isStaff: true },
  sessionToken: 'tok-1',
};
