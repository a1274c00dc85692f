import { vi } from 'vitest';

export type ApiCall = { method: string; path: string; url: URL; body: unknown };
type Handler = (call: ApiCall) => Response | Promise<Response>;

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

function readBody(init: RequestInit): unknown {
  if (typeof init.body !== 'string') return init.body ?? null;
  try {
    return JSON.parse(init.body) as unknown;
  } catch {
    return init.body;
  }
}

/**
 * Stubs fetch with handlers keyed "METHOD /path" (query string not part of the key; handlers read `url`).
 * An unexpected request fails loudly. `calls` records every request in order.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const method = init.method ?? 'GET';
    const call = { method, path: url.pathname, url, body: readBody(init) };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`Unexpected request ${method} ${url.pathname}`);
    return handler(call);
  });
  return { spy, calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

export const offlineStatus = {
  provider: 'offline',
  model: 'offline-keyword-matcher',
  models: ['offline-keyword-matcher'],
  offline: true,
  label: 'Offline keyword matcher (no AI model configured)',
};

export const creditsOk = { success: true, data: { hasCredits: true, creditsAvailable: 5_000 } };

export const uploadAnswer = {
  fileId: 'file-1',
  rowCount: 1_000,
  columnCount: 3,
  columns: ['Name', 'Country', 'Industry'],
};
