import {
  creditsPerWebsite,
  pickWebsiteColumn,
  RESEARCH_COLUMN_MISSING,
  RESEARCH_FILE_MISSING,
  RESEARCH_INSTRUCTIONS_MISSING,
  RESEARCH_INSUFFICIENT_CREDITS,
  RESEARCH_SOURCE_FILTER_MISSING,
  type CreateResearchJobBody,
  type ResearchEstimateBody,
} from '@leadsift/shared';
import { useState } from 'react';
import { parseCreditLimit } from '../../usage';
import type { SourceFilter } from '../api/get-source-filters';
import type { ResearchUpload } from '../api/upload-research-file';

export type ResearchSource = 'file' | 'filter';
export type UploadedFile = ResearchUpload & { fileName: string };

export type ResearchFormState = {
  source: ResearchSource;
  name: string;
  upload: UploadedFile | null;
  sourceFilter: SourceFilter | null;
  column: string;
  instructions: string;
  enableWebSearch: boolean;
  webSearchInstructions: string;
  /** "Stop at N credits" as typed; blank for no limit. */
  creditLimit: string;
};

export const emptyResearchForm: ResearchFormState = {
  source: 'file',
  name: '',
  upload: null,
  sourceFilter: null,
  column: '',
  instructions: '',
  enableWebSearch: false,
  webSearchInstructions: '',
  creditLimit: '',
};

/** The columns the website can come from: the upload's, or the List Cleaner job's. */
export function sourceColumns(state: ResearchFormState): string[] {
  if (state.source === 'file') return state.upload?.columns ?? [];
  return state.sourceFilter?.columns.map((c) => c.name) ?? [];
}

/** What the estimate needs; null until the source and its column are chosen. */
export function estimateBody(state: ResearchFormState): ResearchEstimateBody | null {
  if (!state.column) return null;
  const common = { columnName: state.column, enableWebSearch: state.enableWebSearch };
  if (state.source === 'file') return state.upload ? { sourceType: 'file', uploadedFileId: state.upload.fileId, ...common } : null;
  return state.sourceFilter ? { sourceType: 'filter', sourceFilterId: state.sourceFilter.id, ...common } : null;
}

/** docs/product.md#entities research create payload. */
export function createBody(state: ResearchFormState): CreateResearchJobBody {
  const base = {
    columnName: state.column,
    name: state.name.trim() || null,
    instructions: state.instructions.trim(),
    enableWebSearch: state.enableWebSearch,
    webSearchInstructions: state.enableWebSearch && state.webSearchInstructions.trim() ? state.webSearchInstructions.trim() : null,
    configuration: {},
    ...(parseCreditLimit(state.creditLimit) !== null ? { creditLimit: parseCreditLimit(state.creditLimit) } : {}),
  };
  return state.source === 'file'
    ? { ...base, sourceType: 'file', uploadedFileId: state.upload?.fileId ?? null, filePath: state.upload?.filePath ?? null }
    : { ...base, sourceType: 'filter', sourceFilterId: state.sourceFilter?.id ?? null };
}

/**
 * docs/product.md#validation: the first reason Start Research cannot run, in the order a person fills the form; null when it can.
 * `hasCredits` is null while unknown (no estimate yet, or the check failed: the server still refuses then).
 */
export function blockingReason(state: ResearchFormState, hasCredits: boolean | null, overTierLimit: boolean): string | null {
  if (state.source === 'file' && !state.upload) return RESEARCH_FILE_MISSING;
  if (state.source === 'filter' && !state.sourceFilter) return RESEARCH_SOURCE_FILTER_MISSING;
  if (!state.column) return RESEARCH_COLUMN_MISSING;
  if (!state.instructions.trim()) return RESEARCH_INSTRUCTIONS_MISSING;
  if (hasCredits === false) return RESEARCH_INSUFFICIENT_CREDITS;
  if (overTierLimit) return 'This list has more websites than your plan allows per job.';
  return null;
}

/** Form state with the auto-pick of the website column (docs/product.md#validation) when a source is chosen. */
export function useResearchForm() {
  const [state, setState] = useState<ResearchFormState>(emptyResearchForm);
  const patch = (next: Partial<ResearchFormState>) => setState((current) => ({ ...current, ...next }));
  return {
    state,
    setSource: (source: ResearchSource) => patch({ source, column: autoColumn({ ...state, source }) }),
    setName: (name: string) => patch({ name }),
    setUpload: (upload: UploadedFile | null) =>
      patch({ upload, column: upload ? (pickWebsiteColumn(upload.columns) ?? '') : state.source === 'file' ? '' : state.column }),
    setSourceFilter: (sourceFilter: SourceFilter | null) =>
      patch({ sourceFilter, column: sourceFilter ? (pickWebsiteColumn(sourceFilter.columns.map((c) => c.name)) ?? '') : '' }),
    setColumn: (column: string) => patch({ column }),
    setInstructions: (instructions: string) => patch({ instructions }),
    setEnableWebSearch: (enableWebSearch: boolean) => patch({ enableWebSearch }),
    setWebSearchInstructions: (webSearchInstructions: string) => patch({ webSearchInstructions }),
    setCreditLimit: (creditLimit: string) => patch({ creditLimit }),
    reset: () => setState(emptyResearchForm),
    creditsPerWebsite: creditsPerWebsite(state.enableWebSearch),
  };
}

function autoColumn(state: ResearchFormState): string {
  return pickWebsiteColumn(sourceColumns(state)) ?? '';
}
