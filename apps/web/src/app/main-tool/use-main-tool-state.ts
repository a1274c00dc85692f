import { useCallback, useState } from 'react';
import { defaultMode } from './modes';
import type { MainToolMode } from './modes';

export type MainToolState = {
  mode: MainToolMode;
  /** A view inside the mode (e.g. a results view or a tab); picking a mode clears it. */
  subMode: string | null;
};

export function useMainToolState(initialMode: MainToolMode = defaultMode) {
  const [state, setState] = useState<MainToolState>({ mode: initialMode, subMode: null });
  const selectMode = useCallback((mode: MainToolMode) => setState({ mode, subMode: null }), []);
  const setSubMode = useCallback((subMode: string | null) => setState((current) => ({ ...current, subMode })), []);
  return { ...state, selectMode, setSubMode };
}
