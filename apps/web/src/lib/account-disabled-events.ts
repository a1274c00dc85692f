/**
 * "Your account is disabled" heard on any API answer (ADR 0037): an administrator disabled the signed-in user,
 * which ended their session. The auth provider subscribes, signs out locally and the login page says why.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function subscribeToAccountDisabled(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifyAccountDisabled(): void {
  for (const listener of [...listeners]) listener();
}
