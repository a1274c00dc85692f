import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySignOut } from '../../../lib/sign-out-events';
import { filterStateKey } from '../../../lib/storage-keys';
import { AuthContext } from '../../auth/auth-context';
import { wizardStaleAfterMs } from '../state/wizard-storage';
import { fakeAuth } from '../testing/render-filter';
import { seedWizard } from '../testing/wizard-fixtures';
import { useWizard, wizardSaveDebounceMs } from './use-wizard';

function renderWizard(userId: string | null = 'user-1') {
  let auth = fakeAuth(userId);
  const wrapper = ({ children }: { children: ReactNode }) => <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
  const view = renderHook(() => useWizard(), { wrapper });
  return {
    ...view,
    switchUser: (next: string | null) => {
      auth = fakeAuth(next);
      view.rerender();
    },
  };
}

const saved = (userId = 'user-1') => JSON.parse(localStorage.getItem(filterStateKey(userId)) ?? 'null') as Record<string, unknown> | null;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-06-01T12:00:00Z') });
});

describe('useWizard', () => {
  it('restores the same user’s state when it is under 12 hours old', () => {
    seedWizard({ activeStep: 1, timestamp: Date.now() - wizardStaleAfterMs + 60_000 });
    const { result } = renderWizard();
    expect(result.current.state.activeStep).toBe(1);
    expect(result.current.state.jobName).toBe('Q3 leads');
  });

  it('starts fresh when the saved state is 12 hours old or belongs to someone else', () => {
    seedWizard({ activeStep: 1, timestamp: Date.now() - wizardStaleAfterMs });
    expect(renderWizard().result.current.state.activeStep).toBe(0);
    localStorage.setItem(filterStateKey('user-1'), JSON.stringify({ ...seedWizard({ activeStep: 2 }), userId: 'user-2' }));
    expect(renderWizard().result.current.state.jobName).toBe('');
  });

  it('restores nothing for a signed-out visitor', () => {
    seedWizard({ activeStep: 1 }, 'anonymous');
    expect(renderWizard(null).result.current.state.activeStep).toBe(0);
  });

  it('saves 500 ms after the last change, never with results', () => {
    const { result } = renderWizard();
    act(() => result.current.dispatch({ type: 'setJobName', jobName: 'Leads' }));
    act(() => vi.advanceTimersByTime(wizardSaveDebounceMs - 1));
    expect(saved()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(saved()).toMatchObject({ userId: 'user-1', jobName: 'Leads', filterResults: null });
  });

  it('saves at once when the tab hides or the window loses focus', () => {
    const { result } = renderWizard();
    act(() => result.current.dispatch({ type: 'setJobName', jobName: 'Hidden' }));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(saved()).toMatchObject({ jobName: 'Hidden' });
    visibility.mockRestore();

    act(() => result.current.dispatch({ type: 'setJobName', jobName: 'Blurred' }));
    act(() => void window.dispatchEvent(new Event('blur')));
    expect(saved()).toMatchObject({ jobName: 'Blurred' });
  });

  it('resets to initial and forgets the copy on sign-out', () => {
    const { result } = renderWizard();
    act(() => result.current.dispatch({ type: 'setJobName', jobName: 'Leads' }));
    act(() => notifySignOut());
    expect(result.current.state.jobName).toBe('');
    act(() => vi.advanceTimersByTime(wizardSaveDebounceMs));
    expect(saved()).toBeNull();
  });

  it('never shows one user’s wizard to the next', () => {
    seedWizard({ activeStep: 1 });
    const view = renderWizard();
    expect(view.result.current.state.activeStep).toBe(1);
    view.switchUser('user-2');
    expect(view.result.current.state).toMatchObject({ userId: 'user-2', activeStep: 0, jobName: '' });
  });

  it('a reset that unmounts the wizard in the same update still removes the saved copy (Run, then Activity History)', () => {
    seedWizard({ activeStep: 2 });
    const { result, unmount } = renderWizard();
    act(() => {
      result.current.dispatch({ type: 'resetAll' });
      unmount();
    });
    expect(saved()).toBeNull();
  });

  it('a full reset removes the saved copy', () => {
    seedWizard({ activeStep: 1 });
    const { result } = renderWizard();
    act(() => result.current.dispatch({ type: 'resetAll' }));
    act(() => vi.advanceTimersByTime(wizardSaveDebounceMs));
    expect(saved()).toBeNull();
  });

  it('keeps a template chosen before anything else, so it survives a reload', () => {
    const { result } = renderWizard();
    const choice = { templateId: 't1', name: 'Banks', config: { selectedColumns: ['Industry'], overrides: {} } };
    act(() => result.current.dispatch({ type: 'chooseTemplate', choice }));
    act(() => vi.advanceTimersByTime(wizardSaveDebounceMs));
    expect(saved()).toMatchObject({ chosenTemplate: choice });
    expect(renderWizard().result.current.state.chosenTemplate).toEqual(choice);
  });
});
