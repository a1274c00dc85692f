import { filterStateKey } from '../../../lib/storage-keys';
import { initialWizardState, type WizardState } from './wizard-state';

/** docs/product.md#limits: a saved wizard older than 12 hours is not restored. */
export const wizardStaleAfterMs = 43_200_000;

function isWizardState(value: unknown): value is WizardState {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<WizardState>;
  return (
    typeof v.timestamp === 'number' &&
    typeof v.activeStep === 'number' &&
    Array.isArray(v.selectedColumns) &&
    typeof v.filterParams === 'object' &&
    typeof v.filterConfig === 'object'
  );
}

/**
 * The saved wizard of `userId`, or a fresh start: restored only for a signed-in user, only when it was saved
 * by the same user id and is under 12 hours old (docs/product.md#states).
 */
export function loadWizardState(userId: string | null, now = Date.now()): WizardState {
  const fresh = initialWizardState(userId, now);
  if (!userId) return fresh;
  let saved: unknown;
  try {
    saved = JSON.parse(localStorage.getItem(filterStateKey(userId)) ?? 'null');
  } catch {
    return fresh;
  }
  if (!isWizardState(saved) || saved.userId !== userId) return fresh;
  if (now - saved.timestamp >= wizardStaleAfterMs || saved.timestamp > now + 60_000) return fresh;
  // Fields added after the copy was saved take their initial values.
  return { ...fresh, ...saved, filterResults: null, userId };
}

export function saveWizardState(state: WizardState): void {
  try {
    localStorage.setItem(filterStateKey(state.userId), JSON.stringify({ ...state, filterResults: null }));
  } catch (err) {
    // Full or blocked storage only costs the restore after a reload.
    console.warn('Could not save the List Cleaner state', err);
  }
}

export function clearWizardState(userId: string | null): void {
  localStorage.removeItem(filterStateKey(userId));
}
