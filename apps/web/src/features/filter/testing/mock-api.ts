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
  vi.stubGlobal('XMLHttpRequest', xhrOver(routes, calls));
  return { spy, calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

/**
 * XMLHttpRequest (uploads with progress) answered by the same handlers: upload progress, then the answer.
 * A streamed answer is whatever text the handler's Response carries.
 */
function xhrOver(routes: Record<string, Handler>, calls: ApiCall[]) {
  return class FakeXhr {
    upload: { onprogress: ((e: { loaded: number; total: number }) => void) | null; onload: (() => void) | null } = {
      onprogress: null,
      onload: null,
    };
    onprogress: (() => void) | null = null;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    withCredentials = false;
    status = 0;
    statusText = '';
    responseText = '';
    private method = 'GET';
    private url = '';
    private headers = new Headers();
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    getResponseHeader(name: string) {
      return this.headers.get(name);
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      const url = new URL(this.url, 'http://localhost');
      const call = { method: this.method, path: url.pathname, url, body };
      calls.push(call);
      const handler = routes[`${this.method} ${url.pathname}`];
      void (async () => {
        if (!handler) throw new Error(`Unexpected request ${this.method} ${url.pathname}`);
        this.upload.onprogress?.({ loaded: 10, total: 10 });
        this.upload.onload?.();
        let response: Response;
        try {
          response = await handler(call);
        } catch {
          this.onerror?.();
          return;
        }
        this.status = response.status;
        this.statusText = response.statusText;
        this.headers = response.headers;
        this.responseText = await response.text();
        this.onload?.();
      })();
    }
  };
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
