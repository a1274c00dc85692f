import { useCallback, useState } from 'react';
import { requestServerReset } from '../api/request-server-reset';
import { clearClientState } from '../clear-client-state';

export type StepStatus = 'idle' | 'pending' | 'success' | 'error';

export type EmergencyResetState = {
  running: boolean;
  server: StepStatus;
  client: StepStatus;
  /** 'Reload Application' is offered once the client clean-up succeeded and the 1 s pause passed. */
  readyToReload: boolean;
  error: string | null;
};

/** docs/product.md#limits: waits of 0.5 s before and 1 s after the client clean-up. */
export const beforeClientResetMs = 500;
export const afterClientResetMs = 1000;

const initialState: EmergencyResetState = { running: false, server: 'idle', client: 'idle', readyToReload: false, error: null };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** docs/product.md#states emergency reset: server reset (its failure does not stop us), then the client clean-up. */
export function useEmergencyReset() {
  const [state, setState] = useState<EmergencyResetState>(initialState);
  const update = (patch: Partial<EmergencyResetState>) => setState((current) => ({ ...current, ...patch }));

  const perform = useCallback(async () => {
    setState({ ...initialState, running: true, server: 'pending' });
    try {
      try {
        await requestServerReset();
        update({ server: 'success' });
      } catch (err) {
        console.error('Server-side reset failed', err);
        update({ server: 'error' });
      }
      await wait(beforeClientResetMs);
      update({ client: 'pending' });
      try {
        await clearClientState();
      } catch (err) {
        console.error('Client-side reset failed', err);
        update({ client: 'error', running: false });
        return;
      }
      update({ client: 'success' });
      await wait(afterClientResetMs);
      update({ running: false, readyToReload: true });
    } catch (err) {
      console.error('Emergency reset failed', err);
      update({ running: false, error: 'Unknown error occurred' });
    }
  }, []);

  return { ...state, perform };
}
