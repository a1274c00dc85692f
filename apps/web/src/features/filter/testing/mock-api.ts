import { vi } from 'vitest';

export type ApiCall = { method: string; path: string; url: URL; body: unknown };
type Handler = (call: ApiCall) => Response | Promise<Response>;
export type MockApiOptions = {
  /**
   * How an XMLHttpRequest's body goes up: call `sent(bytes)` for each progress event; the answer's handler
   * runs once this resolves. Default: all of it at once.
   */
  sendBody?: (call: ApiCall, sent: (loaded: number) => void, total: number) => void | Promise<void>;
};

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
export function mockApi(routes: Record<string, Handler>, options: MockApiOptions = {}) {
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
  vi.stubGlobal('XMLHttpRequest', xhrOver(routes, calls, options));
  return { spy, calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

/**
 * XMLHttpRequest (uploads with progress) answered by the same handlers: upload progress, then the answer.
 * A streamed answer is whatever text the handler's Response carries, delivered chunk by chunk as its body
 * yields them (`onprogress` after each), so a ReadableStream body shows progress as it happens. `abort()`
 * cancels that body (its stream's `cancel` runs, as a server sees the connection go) and nothing more is
 * delivered.
 */
function xhrOver(routes: Record<string, Handler>, calls: ApiCall[], { sendBody }: MockApiOptions) {
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
    private aborted = false;
    private reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
    abort() {
      if (this.aborted) return;
      this.aborted = true;
      void this.reader?.cancel(new Error('aborted')).catch(() => {});
      this.onabort?.();
    }
    send(body: unknown) {
      const url = new URL(this.url, 'http://localhost');
      const call = { method: this.method, path: url.pathname, url, body };
      calls.push(call);
      const handler = routes[`${this.method} ${url.pathname}`];
      void (async () => {
        if (!handler) throw new Error(`Unexpected request ${this.method} ${url.pathname}`);
        const total = bodySize(body);
        const sent = (loaded: number) => {
          if (!this.aborted) this.upload.onprogress?.({ loaded, total });
        };
        if (sendBody) await sendBody(call, sent, total);
        else sent(total);
        if (this.aborted) return;
        this.upload.onload?.();
        let response: Response;
        try {
          response = await handler(call);
        } catch {
          if (!this.aborted) this.onerror?.();
          return;
        }
        if (this.aborted) return;
        this.status = response.status;
        this.statusText = response.statusText;
        this.headers = response.headers;
        if (response.body) {
          this.reader = response.body.getReader();
          const decoder = new TextDecoder();
          for (;;) {
            const chunk = await this.reader.read().catch(() => ({ done: true, value: undefined }));
            if (this.aborted) return;
            if (chunk.done) break;
            this.responseText += decoder.decode(chunk.value, { stream: true });
            this.onprogress?.();
          }
        }
        this.onload?.();
      })();
    }
  };
}

/** Bytes of a request body as a browser would count its files (10 for anything else). */
function bodySize(body: unknown): number {
  if (!(body instanceof FormData)) return 10;
  let size = 0;
  for (const [, value] of body.entries()) size += typeof value === 'string' ? value.length : value.size;
  return size || 10;
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
