import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { Decision, DecisionState } from '@leadsift/shared';
import { filterKeys } from '../api/filter-keys';
import type { ResultsAnswer } from '../api/get-filter-results';
import { saveOverrides } from '../api/save-overrides';
import { overrideKey } from '../state/wizard-state';

export const flip = (decision: Decision): Decision => (decision === 'KEEP' ? 'EXCLUDE' : 'KEEP');

/**
 * docs/product.md#states decision toggle: the chip flips at once (a local override keyed 'column|value'), the change is saved,
 * and a failed save puts the previous decision back and reports the message of docs/product.md#messages. A value under
 * review is decided KEEP or EXCLUDE, and REVIEW takes the user's decision back (ADR 0058).
 */
export function useDecisionOverrides(filterId: string) {
  const client = useQueryClient();
  const [overrides, setOverridesState] = useState<Record<string, DecisionState>>({});
  const [error, setError] = useState<string | null>(null);
  // The latest map, readable at once by a second click before React has rendered the first.
  const latest = useRef(overrides);
  const setOverrides = useCallback((next: Record<string, DecisionState>) => {
    latest.current = next;
    setOverridesState(next);
  }, []);

  const decisionOf = useCallback(
    (column: string, value: string, served: DecisionState) => overrides[overrideKey(column, value)] ?? served,
    [overrides],
  );

  const decide = useCallback(
    async (column: string, value: string, next: DecisionState) => {
      const key = overrideKey(column, value);
      const previous = latest.current[key];
      setOverrides({ ...latest.current, [key]: next });
      setError(null);
      try {
        const answer = await saveOverrides(filterId, [{ column, value, decision: next }]);
        const stats = answer.stats;
        if (stats) {
          // The counts change with the decision, before the rows are fetched again.
          client.setQueryData<ResultsAnswer>(filterKeys.results(filterId), (old) =>
            old?.kind === 'completed' ? { ...old, data: { ...old.data, stats } } : old,
          );
        }
        void client.invalidateQueries({ queryKey: filterKeys.results(filterId) });
        void client.invalidateQueries({ queryKey: ['filter', 'rows', filterId] });
      } catch (err) {
        const rest = { ...latest.current };
        if (previous === undefined) delete rest[key];
        else rest[key] = previous;
        setOverrides(rest);
        setError(err instanceof Error ? err.message : String(err));
      }
    },
    [client, filterId, setOverrides],
  );

  /** KEEP ⇄ EXCLUDE (a value under review is decided with `decide`). */
  const toggle = useCallback(
    (column: string, value: string, shown: DecisionState) => decide(column, value, shown === 'REVIEW' ? 'KEEP' : flip(shown)),
    [decide],
  );

  return { overrides, decisionOf, decide, toggle, error, clearError: () => setError(null) };
}
