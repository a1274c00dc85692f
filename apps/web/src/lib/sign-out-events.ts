/**
 * Sign-out notification (docs/product.md#states: "On logout all wizard state resets to initial").
 * Features that keep per-user state in memory subscribe here instead of being imported by auth.
 */
type SignOutListener = () => void;

const listeners = new Set<SignOutListener>();

export function subscribeToSignOut(listener: SignOutListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifySignOut(): void {
  for (const listener of [...listeners]) {
    try {
      listener();
    } catch (err) {
      // One failing subscriber must not keep the others from resetting.
      console.error('Sign-out listener failed', err);
    }
  }
}
