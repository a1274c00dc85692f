import { ACCOUNT_DISABLED_MESSAGE } from '@leadsift/shared';
import { notifyAccountDisabled } from './account-disabled-events';
import { getSessionToken } from './session-token';

/** docs/product.md#api: relative paths, credentials sent, JSON bodies, and the bearer token of the session. */
export async function apiRequest(method: string, path: string, body?: unknown, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  // Multipart uploads let the browser set the type with its boundary.
  if (!isForm && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const token = getSessionToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else console.warn('No session token available for API request');
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    });
  } catch (err) {
    console.error(`Network error on ${method} ${path}`, err);
    throw err;
  }
  if (response.status === 401) {
    console.warn('Authentication required or token expired');
    // An administrator disabled this user: every part of the app learns it from the first refused call.
    if ((await readError(response, '')) === ACCOUNT_DISABLED_MESSAGE) notifyAccountDisabled();
  }
  return response;
}

export const api = {
  get: (path: string, init?: RequestInit) => apiRequest('GET', path, undefined, init),
  post: (path: string, body?: unknown, init?: RequestInit) => apiRequest('POST', path, body ?? {}, init),
  put: (path: string, body?: unknown, init?: RequestInit) => apiRequest('PUT', path, body ?? {}, init),
  delete: (path: string, init?: RequestInit) => apiRequest('DELETE', path, undefined, init),
};

/** Reads `{ error }` from a failed answer, with a fallback when the body is not JSON. */
export async function readError(response: Response, fallback: string): Promise<string> {
  try {
    const data = (await response.clone().json()) as { error?: unknown };
    if (typeof data.error === 'string' && data.error) return data.error;
  } catch {
    // not JSON
  }
  return fallback;
}

/** GET/POST helper for TanStack Query: JSON on success, an Error with the server's message otherwise. */
export async function apiJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, path, body);
  if (!response.ok) throw new Error(await readError(response, `Request failed with status ${response.status}`));
  return (await response.json()) as T;
}
