import { ACCOUNT_DISABLED_MESSAGE, WORKSPACE_HEADER, workspaceNotFound } from '@leadsift/shared';
import { notifyAccountDisabled } from './account-disabled-events';
import { getSessionToken } from './session-token';
import { getWorkspaceId, notifyWorkspaceLost, setWorkspaceId } from './workspace-id';

/**
 * docs/product.md#api: relative paths, credentials sent, JSON bodies, the bearer token of the session and the
 * current workspace (`X-Workspace`, unless the caller names one itself).
 */
export async function apiRequest(method: string, path: string, body?: unknown, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const workspace = headers.has(WORKSPACE_HEADER) ? null : getWorkspaceId();
  if (workspace) headers.set(WORKSPACE_HEADER, workspace);
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
  if (workspace && response.status === 404 && (await workspaceLost(response, path, workspace))) {
    // Nothing ran (the workspace is resolved before any route): a read is asked again of the server's choice,
    // a write is not — it would act in a workspace the user did not pick.
    if (method === 'GET' || method === 'HEAD') return apiRequest(method, path, body, init);
  }
  return response;
}

/**
 * A 404 "Workspace not found" about the workspace the request named (deleted, or the caller was removed from
 * it): the stored id is dropped and the app told (docs/product.md#workspaces-in-the-app). A path naming another workspace
 * (`/api/workspaces/<other>/…`) answers the same for that one, which says nothing of the current.
 */
async function workspaceLost(response: Response, path: string, workspace: string): Promise<boolean> {
  const named = /^\/api\/workspaces\/([^/?#]+)/.exec(path)?.[1];
  if (named !== undefined && named !== encodeURIComponent(workspace)) return false;
  if ((await readError(response, '')) !== workspaceNotFound) return false;
  if (getWorkspaceId() === workspace) {
    setWorkspaceId(null);
    notifyWorkspaceLost();
  }
  return true;
}

export const api = {
  get: (path: string, init?: RequestInit) => apiRequest('GET', path, undefined, init),
  post: (path: string, body?: unknown, init?: RequestInit) => apiRequest('POST', path, body ?? {}, init),
  put: (path: string, body?: unknown, init?: RequestInit) => apiRequest('PUT', path, body ?? {}, init),
  patch: (path: string, body?: unknown, init?: RequestInit) => apiRequest('PATCH', path, body ?? {}, init),
  delete: (path: string, init?: RequestInit) => apiRequest('DELETE', path, undefined, init),
};

/**
 * The one reading of a failed answer's text: our routes answer `{ error }`; better-auth's endpoints answer
 * `{ message, code }` (`from: 'auth'`: its `message` first, then an `error`). `fallback` when there is none
 * or the body is not JSON. Callers throw `new Error(text)`: every failed request reaches the UI as one shape.
 */
export async function readError(response: Response, fallback: string, from: 'routes' | 'auth' = 'routes'): Promise<string> {
  try {
    const data = (await response.clone().json()) as { error?: unknown; message?: unknown };
    for (const text of from === 'auth' ? [data.message, data.error] : [data.error]) {
      if (typeof text === 'string' && text.trim()) return text;
    }
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
