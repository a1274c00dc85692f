import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { filterKeys } from '../api/filter-keys';
import { saveOverrides } from '../api/save-overrides';
import { getTemplateLink, markTemplateOverridesApplied, overridesToList } from '../state/template-links';

/** Sends a template's overrides that could not be sent when its job started (docs/product.md#states), once the job is open. */
export function useTemplateOverridesCatchUp(filterId: string, active: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    const link = getTemplateLink(filterId);
    if (!active || !link || link.applied) return;
    let cancelled = false;
    saveOverrides(filterId, overridesToList(link.overrides)).then(
      () => {
        markTemplateOverridesApplied(filterId);
        if (!cancelled) void client.invalidateQueries({ queryKey: filterKeys.all });
      },
      (err: unknown) => console.warn('Template overrides still not applied', err),
    );
    return () => {
      cancelled = true;
    };
  }, [client, filterId, active]);
}
