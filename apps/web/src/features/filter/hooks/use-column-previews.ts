import { useState } from 'react';
import type { PreviewColumn } from '@leadsift/shared';
import { usePreviewColumns } from '../api/preview-columns';
import type { WizardState } from '../state/wizard-state';

export type ColumnPreview = PreviewColumn & { signature: string; stale: boolean };

/** What a column's preview depends on: editing any of it makes the preview stale. */
export function previewSignature(state: WizardState, column: string): string {
  const { reasoningText, model, askModelForEveryValue = false } = state.filterParams;
  const instructions = state.filterConfig.columnConfig[column]?.instructions.trim() ?? '';
  return JSON.stringify([instructions, reasoningText.trim(), model, state.templateId, askModelForEveryValue]);
}

/**
 * The free previews of step 3, per column. `preview()` asks for the selected columns whose preview is
 * missing or stale (all of them when `all`), and keeps the others.
 */
export function useColumnPreviews(state: WizardState) {
  const mutation = usePreviewColumns();
  const [previews, setPreviews] = useState<Record<string, PreviewColumn & { signature: string }>>({});
  const [previewsLeft, setPreviewsLeft] = useState<number | null>(null);

  const current: ColumnPreview[] = state.selectedColumns.flatMap((column) => {
    const found = previews[column];
    return found ? [{ ...found, stale: found.signature !== previewSignature(state, column) }] : [];
  });

  const preview = async (all = false) => {
    const fileId = state.fileData?.fileId;
    if (!fileId) return;
    const wanted = state.selectedColumns.filter((c) => all || !previews[c] || previews[c].signature !== previewSignature(state, c));
    const columns = wanted.length > 0 ? wanted : state.selectedColumns;
    const signatures = Object.fromEntries(columns.map((c) => [c, previewSignature(state, c)]));
    const result = await mutation.mutateAsync({
      fileId,
      selectedColumns: columns,
      reasoningText: state.filterParams.reasoningText.trim(),
      ...(state.filterParams.model ? { model: state.filterParams.model } : {}),
      filterConfig: {
        columnConfig: Object.fromEntries(
          columns.map((c) => [c, { instructions: state.filterConfig.columnConfig[c]?.instructions.trim() ?? '' }]),
        ),
      },
      ...(state.templateId ? { templateId: state.templateId } : {}),
      ...(state.filterParams.askModelForEveryValue ? { askModelForEveryValue: true } : {}),
    });
    setPreviewsLeft(result.previewsLeft);
    setPreviews((before) => ({
      ...before,
      ...Object.fromEntries(result.columns.map((c) => [c.column, { ...c, signature: signatures[c.column] ?? '' }])),
    }));
  };

  return { previews: current, preview, isPreviewing: mutation.isPending, previewsLeft };
}
