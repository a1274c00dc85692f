import {
  coveredRows,
  FILTER_FILE_MISSING,
  FILTER_NO_COLUMNS,
  INSUFFICIENT_CREDITS_FILTER,
  JOB_NAME_MISSING,
  type CreateFilterJobRequest,
} from '@leadsift/shared';
import { saveOverrides } from '../api/save-overrides';
import { useStartFilterJob } from '../api/start-filter-job';
import { countOverrides, markTemplateOverridesApplied, overridesToList, setTemplateLink } from '../state/template-links';
import type { WizardState } from '../state/wizard-state';
import { parseCreditLimit } from '../../usage';

/** A template column the file lacks, as the criteria step and Run name it. */
export const missingTemplateColumnText = (column: string) =>
  `This template's '${column}' is not in this file — pick a column or drop the criterion`;

/** docs/product.md#validation checks of step 3 and Run, in order; null when the job may start. */
export function validateRun(state: WizardState, hasCredits: boolean | null): string | null {
  // The server's own texts (docs/product.md#validation), so a check here and the server's answer read the same.
  // A template column the file lacks is decided first: picked or dropped, never left out in silence (ADR 0062).
  const [absent] = state.missingTemplateColumns ?? [];
  if (absent !== undefined) return missingTemplateColumnText(absent);
  if (state.selectedColumns.length === 0) return FILTER_NO_COLUMNS;
  const missing = state.selectedColumns.filter((c) => !state.filterConfig.columnConfig[c]?.instructions.trim());
  if (missing.length) return `Please provide criteria for the following columns: ${missing.join(', ')}`;
  if (!state.fileData?.fileId) return FILTER_FILE_MISSING;
  if (!state.jobName.trim()) return JOB_NAME_MISSING;
  if (hasCredits === false) return INSUFFICIENT_CREDITS_FILTER;
  return null;
}

/** The typed "Stop at" limit as a number of credits, or null for the whole list. */
export function creditLimitOf(state: WizardState): number | null {
  return parseCreditLimit(state.filterParams.creditLimit ?? '');
}

/** The credits Run charges: one per row, or per row covered under a "Stop at" limit (ADR 0044). */
export function creditsToRun(state: WizardState): number {
  return coveredRows(state.fileData?.rowCount ?? 0, creditLimitOf(state));
}

export function buildJobRequest(state: WizardState): CreateFilterJobRequest {
  const { filterParams, selectedColumns } = state;
  return {
    jobName: state.jobName.trim(),
    fileId: state.fileData?.fileId ?? '',
    selectedColumns,
    reasoningText: filterParams.reasoningText.trim(),
    ...(filterParams.model ? { model: filterParams.model } : {}),
    chunkSize: filterParams.chunkSize,
    logicMode: filterParams.logicMode,
    filterConfig: {
      columnConfig: Object.fromEntries(
        selectedColumns.map((c) => [c, { instructions: state.filterConfig.columnConfig[c]?.instructions.trim() ?? '' }]),
      ),
    },
    rowCount: state.fileData?.rowCount ?? 0,
    ...(state.templateId ? { templateId: state.templateId } : {}),
    ...(filterParams.askModelForEveryValue ? { askModelForEveryValue: true } : {}),
    ...(creditLimitOf(state) !== null ? { creditLimit: creditLimitOf(state)! } : {}),
  };
}

/**
 * Starts the job. A template's overrides are remembered for the job and sent at once (the job's decision rows
 * exist from its creation); if that fails, the results view sends them later.
 */
export function useRunFilter() {
  const start = useStartFilterJob();
  const run = async (state: WizardState): Promise<string> => {
    const filterId = await start.mutateAsync(buildJobRequest(state));
    if (state.templateId) {
      const overrides = state.templateOverrides;
      setTemplateLink(filterId, { templateId: state.templateId, overrides, applied: countOverrides(overrides) === 0 });
      if (countOverrides(overrides) > 0) {
        saveOverrides(filterId, overridesToList(overrides)).then(
          () => markTemplateOverridesApplied(filterId),
          (err: unknown) => console.warn('Template overrides not applied yet; the results view retries', err),
        );
      }
    }
    return filterId;
  };
  return { run, isRunning: start.isPending };
}
