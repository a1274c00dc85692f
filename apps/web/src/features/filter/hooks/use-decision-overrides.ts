import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { Decision } from '@leadsift/shared';
import { filterKeys } from '../api/filter-keys';
import type { ResultsAnswer } from '../api/get-filter-results';
import { saveOverrides } from '../api/save-overrides';
import { overrideKey } from '../state/wizard-state';

export const flip = (decision: Decision): Decision => (decision === 'KEEP' ? 'EXCLUDE' : 'KEEP');

/**
 * docs/product.md#states decision toggle: the chip flips at once (a local override keyed 'column|value'), the change is saved,
 * and a failed save puts the previous decision back and reports the message of docs/product.md#messages.
 */
export function useDecisionOverrides(filterId: string) {
  const client = useQueryClient();
  const [overrides, setOverridesState] = useState<Record<string, Decision>>({});
  const [error, setError] = useState<string | null>(null);
  // The latest map, readable at once by a second click before React has rendered the first.
  const latest = useRef(overrides);
  const setOverrides = useCallback((next: Record<string, Decision>) => {
    latest.current = next;
    setOverridesState(next);
  }, []);

  const decisionOf = useCallback(
    (column: string, value: string, served: Decision) => overrides[overrideKey(column, value)] ?? served,
    [overrides],
  );

  const toggle = useCallback(
    async (column: string, value: string, shown: Decision) => {
      const key = overrideKey(column, value);
      const next = flip(shown);
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

  return { overrides, decisionOf, toggle, error, clearError: () => setError(null) };
}
