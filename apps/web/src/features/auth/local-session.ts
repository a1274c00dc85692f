import { filterStateKey, filterToolExpandedKey } from '../../lib/storage-keys';

export const toError = (err: unknown): Error => (err instanceof Error ? err : new Error(String(err)));

function removeStoredItem(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing to remove
  }
}

/** docs/product.md#states: sign-out first removes the user's filter tool state and the tool's expanded state. */
export function removeFilterToolState(userId: string | null): void {
  removeStoredItem(filterStateKey(userId));
  removeStoredItem(filterToolExpandedKey);
}
