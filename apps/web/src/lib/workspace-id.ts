import { workspaceIdKey } from './storage-keys';

/**
 * The current workspace's id (docs/product.md#workspaces-in-the-app): every API request names it in `X-Workspace`; nothing
 * stored lets the server choose (the workspace last switched to, else the personal one). Kept in local storage, so
 * every tab of the browser works in the same workspace: a switch in one tab reaches the others through the
 * `storage` event (`subscribeToWorkspaceChange`).
 */
export function getWorkspaceId(): string | null {
  try {
    return localStorage.getItem(workspaceIdKey);
  } catch {
    return null;
  }
}

export function setWorkspaceId(id: string | null): void {
  try {
    if (id) localStorage.setItem(workspaceIdKey, id);
    else localStorage.removeItem(workspaceIdKey);
  } catch {
    // Storage can be unavailable (private mode): the server's choice is used instead.
  }
}

type Listener = () => void;
const lostListeners = new Set<Listener>();

/**
 * The stored workspace is no longer the caller's (deleted, or the caller was removed): the API client heard
 * 404 "Workspace not found" for it and dropped it. The workspace scope clears what it showed and starts over.
 */
export function subscribeToWorkspaceLost(listener: Listener): () => void {
  lostListeners.add(listener);
  return () => {
    lostListeners.delete(listener);
  };
}

export function notifyWorkspaceLost(): void {
  for (const listener of [...lostListeners]) listener();
}

/** Another tab of this browser switched workspace (or signed out): this tab's requests already name the new one. */
export function subscribeToWorkspaceChange(listener: Listener): () => void {
  const onStorage = (event: StorageEvent) => {
    if ((event.key === workspaceIdKey || event.key === null) && event.oldValue !== event.newValue) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
