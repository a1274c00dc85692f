import type { ColumnConfig, Decision, LogicMode, SavedOverrides } from '@leadsift/shared';
import type { TemplateChoice } from '../../templates';

export type WizardStep = 0 | 1 | 2 | 3;
export const lastStep: WizardStep = 3;

/** docs/product.md#entities fileData plus what the upload success state shows. */
export type FileData = {
  fileId: string;
  rowCount: number;
  columnCount: number;
  columns: string[];
  fileName: string;
  /** bytes */
  fileSize: number;
  distinctCounts?: Record<string, number>;
  /** Where the header was found (ADR 0023); absent in state saved before. */
  headerRow?: number;
  skippedRows?: number;
  skippedColumns?: number;
  preview?: string[][];
};

export type FilterParams = {
  /** '' = the server's default model */
  model: string;
  /** the product/service context */
  reasoningText: string;
  logicMode: LogicMode;
  chunkSize: number;
  /** "Ask the model for every value": rules decide nothing (ADR 0034). Absent in state saved before. */
  askModelForEveryValue?: boolean;
  /** "Stop at N credits" as typed (ADR 0044); blank or absent: the whole list. */
  creditLimit?: string;
};

/**
 * docs/product.md#entities wizard state, persisted per user. filterResults is never persisted and always null here; the
 * per-column instructions live only in filterConfig.columnConfig (the documented columnRules duplicated them).
 */
export type WizardState = {
  userId: string | null;
  activeStep: WizardStep;
  jobName: string;
  fileData: FileData | null;
  selectedColumns: string[];
  filterParams: FilterParams;
  filterConfig: { columnConfig: ColumnConfig };
  websiteUrl: string;
  filterId: string | null;
  filterResults: null;
  /** 'column|value' -> decision */
  userOverrides: Record<string, Decision>;
  templateId: string | null;
  templateOverrides: SavedOverrides;
  /** The template picked in step 1 or on the Templates page: kept until a file is there and Continue applies it. */
  chosenTemplate: TemplateChoice | null;
  /** Columns of the applied template the file lacks: each is picked or dropped before Run (ADR 0062). */
  missingTemplateColumns: string[];
  timestamp: number;
};

/** The defaults of docs/product.md#limits: chunk size 300, logic mode AND. */
export const defaultFilterParams: FilterParams = {
  model: '',
  reasoningText: '',
  logicMode: 'AND',
  chunkSize: 300,
};

export function initialWizardState(userId: string | null, now = Date.now()): WizardState {
  return {
    userId,
    activeStep: 0,
    jobName: '',
    fileData: null,
    selectedColumns: [],
    filterParams: defaultFilterParams,
    filterConfig: { columnConfig: {} },
    websiteUrl: '',
    filterId: null,
    filterResults: null,
    userOverrides: {},
    templateId: null,
    templateOverrides: {},
    chosenTemplate: null,
    missingTemplateColumns: [],
    timestamp: now,
  };
}

export function overrideKey(column: string, value: string): string {
  return `${column}|${value}`;
}
