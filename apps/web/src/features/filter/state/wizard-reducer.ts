import type { TemplateChoice } from '../../templates';
import { templateForFile, type LogicMode } from '@leadsift/shared';
import { defaultFilterParams, initialWizardState, lastStep, type FileData, type WizardState, type WizardStep } from './wizard-state';

export type WizardAction =
  | { type: 'restore'; state: WizardState }
  | { type: 'setJobName'; jobName: string }
  | { type: 'uploaded'; fileData: FileData }
  | { type: 'clearUpload' }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'freshStart' }
  | { type: 'chooseTemplate'; choice: TemplateChoice }
  | { type: 'clearTemplateChoice' }
  | { type: 'applyTemplate'; choice: TemplateChoice }
  | { type: 'pickTemplateColumn'; templateColumn: string; fileColumn: string }
  | { type: 'dropTemplateColumn'; templateColumn: string }
  | { type: 'setSelectedColumns'; columns: string[] }
  | { type: 'setReasoning'; text: string }
  | { type: 'setWebsiteUrl'; url: string }
  | { type: 'applyAnalysis'; context: string; columnExamples: Record<string, string> }
  | { type: 'setInstructions'; column: string; text: string }
  | { type: 'setLogicMode'; logicMode: LogicMode }
  | { type: 'setModel'; model: string }
  | { type: 'setAskModelForEveryValue'; value: boolean }
  | { type: 'setCreditLimit'; value: string }
  | { type: 'resetCriteria' }
  | { type: 'resetAll' }
  | { type: 'jobStarted'; filterId: string }
  | { type: 'jobNotFound' };

const clampStep = (step: number): WizardStep => Math.min(lastStep, Math.max(0, step)) as WizardStep;

/** A record's own entry (column names are user data: "__proto__" is a column like any other). */
const own = <T>(record: Record<string, T> | undefined, key: string): T | undefined =>
  record && Object.hasOwn(record, key) ? record[key] : undefined;

/** Drops what belongs to the columns and criteria steps (docs/product.md#states 'Reset' and 'fresh start'). */
function withoutConfiguration(state: WizardState): WizardState {
  return {
    ...state,
    selectedColumns: [],
    filterParams: { ...defaultFilterParams, model: state.filterParams.model },
    filterConfig: { columnConfig: {} },
    websiteUrl: '',
    templateId: null,
    templateOverrides: {},
    chosenTemplate: null,
    missingTemplateColumns: [],
  };
}

function reduce(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'restore':
      return action.state;
    case 'setJobName':
      return { ...state, jobName: action.jobName };
    case 'uploaded':
      return { ...state, fileData: action.fileData };
    case 'clearUpload':
      return { ...state, fileData: null };
    case 'next':
      return { ...state, activeStep: clampStep(state.activeStep + 1) };
    case 'back':
      return { ...state, activeStep: clampStep(state.activeStep - 1) };
    case 'freshStart':
      return withoutConfiguration(state);
    case 'chooseTemplate':
      // From the Templates page too: back to step 1, where Continue applies it once a file is there.
      return { ...state, chosenTemplate: action.choice, activeStep: 0, filterId: null };
    case 'clearTemplateChoice':
      return { ...state, chosenTemplate: null };
    case 'applyTemplate': {
      const { config, templateId } = action.choice;
      // Columns matched ignoring case, spacing and punctuation; the ones the file lacks are named, not dropped (ADR 0062).
      const forFile = templateForFile(
        { selectedColumns: config.selectedColumns, columnConfig: config.columnConfig ?? {}, overrides: config.overrides },
        state.fileData?.columns ?? [],
      );
      return {
        ...state,
        selectedColumns: forFile.selectedColumns,
        filterParams: {
          ...state.filterParams,
          model: config.model ?? state.filterParams.model,
          reasoningText: config.reasoningText ?? '',
          logicMode: config.logicMode ?? 'AND',
          chunkSize: config.chunkSize ?? defaultFilterParams.chunkSize,
        },
        filterConfig: { columnConfig: forFile.columnConfig },
        templateId,
        templateOverrides: forFile.overrides,
        chosenTemplate: action.choice,
        missingTemplateColumns: forFile.missing,
        // 'pre-fills and advances twice' (docs/product.md#states)
        activeStep: clampStep(state.activeStep + 2),
      };
    }
    case 'pickTemplateColumn': {
      const { templateColumn, fileColumn } = action;
      const config = state.chosenTemplate?.config;
      const settings = own(config?.columnConfig, templateColumn);
      const values = own(config?.overrides, templateColumn);
      const columnConfig = state.filterConfig.columnConfig;
      return {
        ...state,
        selectedColumns: state.selectedColumns.includes(fileColumn) ? state.selectedColumns : [...state.selectedColumns, fileColumn],
        filterConfig: { columnConfig: settings ? { ...columnConfig, [fileColumn]: settings } : columnConfig },
        templateOverrides: values ? { ...state.templateOverrides, [fileColumn]: values } : state.templateOverrides,
        missingTemplateColumns: state.missingTemplateColumns.filter((c) => c !== templateColumn),
      };
    }
    case 'dropTemplateColumn':
      return { ...state, missingTemplateColumns: state.missingTemplateColumns.filter((c) => c !== action.templateColumn) };
    case 'setSelectedColumns':
      return { ...state, selectedColumns: action.columns };
    case 'setReasoning':
      return { ...state, filterParams: { ...state.filterParams, reasoningText: action.text } };
    case 'setWebsiteUrl':
      return { ...state, websiteUrl: action.url };
    case 'applyAnalysis': {
      const columnConfig = { ...state.filterConfig.columnConfig };
      // Suggestions fill empty fields only: what the user typed stays.
      for (const column of state.selectedColumns) {
        const example = action.columnExamples[column];
        if (example && !columnConfig[column]?.instructions.trim()) columnConfig[column] = { instructions: example };
      }
      return { ...state, filterParams: { ...state.filterParams, reasoningText: action.context }, filterConfig: { columnConfig } };
    }
    case 'setInstructions':
      return {
        ...state,
        filterConfig: { columnConfig: { ...state.filterConfig.columnConfig, [action.column]: { instructions: action.text } } },
      };
    case 'setLogicMode':
      return { ...state, filterParams: { ...state.filterParams, logicMode: action.logicMode } };
    case 'setModel':
      return { ...state, filterParams: { ...state.filterParams, model: action.model } };
    case 'setAskModelForEveryValue':
      return { ...state, filterParams: { ...state.filterParams, askModelForEveryValue: action.value } };
    case 'setCreditLimit':
      return { ...state, filterParams: { ...state.filterParams, creditLimit: action.value } };
    case 'resetCriteria':
      return {
        ...state,
        filterParams: { ...defaultFilterParams, model: state.filterParams.model },
        filterConfig: { columnConfig: {} },
        websiteUrl: '',
        missingTemplateColumns: [],
      };
    case 'resetAll':
      return initialWizardState(state.userId);
    case 'jobStarted':
      return { ...state, filterId: action.filterId, activeStep: lastStep };
    case 'jobNotFound':
      return { ...state, filterId: null, activeStep: state.activeStep === lastStep ? 2 : state.activeStep };
  }
}

/** Every change is stamped, so the saved copy knows its age (docs/product.md#states: stale after 12 hours). */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  const next = reduce(state, action);
  return next === state || action.type === 'restore' ? next : { ...next, timestamp: Date.now() };
}
