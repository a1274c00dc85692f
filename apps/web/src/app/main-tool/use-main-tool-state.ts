import { useCallback, useState } from 'react';
import { defaultMode } from './modes';
import type { MainToolMode } from './modes';
import type { SubMode } from './sub-modes';

export type MainToolState = {
  mode: MainToolMode;
  /** A view inside the mode (a results view or a tab); picking a mode clears it. */
  subMode: SubMode | null;
};

export function useMainToolState(initialMode: MainToolMode = defaultMode) {
  const [state, setState] = useState<MainToolState>({ mode: initialMode, subMode: null });
  const selectMode = useCallback((mode: MainToolMode) => setState({ mode, subMode: null }), []);
  const navigate = useCallback((mode: MainToolMode, subMode: SubMode | null) => setState({ mode, subMode }), []);
  return { ...state, selectMode, navigate };
}
