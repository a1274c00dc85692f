import { useEffect, useRef } from 'react';
import { subscribeToSignOut } from '../lib/sign-out-events';

/** Runs `callback` when the user signs out, e.g. to reset the wizard to its initial state. */
export function useOnSignOut(callback: () => void): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => subscribeToSignOut(() => latest.current()), []);
}
