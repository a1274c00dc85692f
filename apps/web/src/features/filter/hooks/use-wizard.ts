import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useOnSignOut } from '../../../hooks/use-on-sign-out';
import { useAuth } from '../../auth/hooks/use-auth';
import { wizardReducer, type WizardAction } from '../state/wizard-reducer';
import { initialWizardState, type WizardState } from '../state/wizard-state';
import { clearWizardState, loadWizardState, saveWizardState } from '../state/wizard-storage';

/** docs/product.md#limits: state is saved 500 ms after the last change. */
export const wizardSaveDebounceMs = 500;

/** Nothing worth restoring: a full reset removes the saved copy instead of writing an empty one. */
function isPristine(state: WizardState): boolean {
  return (
    state.activeStep === 0 &&
    !state.jobName &&
    !state.fileData &&
    !state.filterId &&
    state.selectedColumns.length === 0 &&
    // A template chosen before anything else is kept across a reload too.
    !state.chosenTemplate
  );
}

function persist(state: WizardState): void {
  if (!state.userId) return;
  if (isPristine(state)) clearWizardState(state.userId);
  else saveWizardState(state);
}

/**
 * The wizard state of the signed-in user (docs/product.md#entities and docs/product.md#states): restored from local storage when it is theirs and under
 * 12 hours old, saved with a 500 ms debounce and at once when the tab hides or the window loses focus, and
 * reset to initial when the user signs out or another user signs in.
 */
export function useWizard() {
  const { user, isAuthenticated } = useAuth();
  const userId = isAuthenticated ? (user?.id ?? null) : null;
  const [state, dispatch] = useReducer(wizardReducer, userId, (id) => loadWizardState(id));

  if (state.userId !== userId) {
    // A different user (or nobody) now: their own saved state or a fresh start, never the previous user's.
    dispatch({ type: 'restore', state: loadWizardState(userId) });
  }

  const latest = useRef(state);
  const dirty = useRef(false);

  useOnSignOut(() => {
    // A save that was pending while the sign-out request ran must not bring the removed copy back.
    dirty.current = false;
    clearWizardState(latest.current.userId);
    dispatch({ type: 'restore', state: initialWizardState(null) });
  });

  useEffect(() => {
    if (latest.current === state) return;
    latest.current = state;
    dirty.current = true;
    const timer = setTimeout(() => {
      dirty.current = false;
      persist(state);
    }, wizardSaveDebounceMs);
    return () => clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    const flush = () => {
      if (!dirty.current) return;
      dirty.current = false;
      persist(latest.current);
    };
    const handleVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', handleVisibility);
    window.addEventListener('blur', flush);
    return () => {
      document.removeEventListener('visibilitychange', handleVisibility);
      window.removeEventListener('blur', flush);
      // Leaving the List Cleaner (another mode) must not lose the last half second of typing.
      flush();
    };
  }, []);

  const act = useCallback((action: WizardAction) => {
    if (action.type === 'resetAll') {
      // At once, not through the save effect: Run's reset may unmount the wizard before that effect runs.
      dirty.current = false;
      clearWizardState(latest.current.userId);
    }
    dispatch(action);
  }, []);

  return { state, dispatch: act };
}
