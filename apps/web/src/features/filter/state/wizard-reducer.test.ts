import { describe, expect, it } from 'vitest';
import { wizardReducer } from './wizard-reducer';
import { initialWizardState, type WizardState } from './wizard-state';
import { mergeOverrides } from './template-links';
import { filterJobAgeMs, isRecentJob } from './job-age';

const file = { fileId: 'f', rowCount: 10, columnCount: 2, columns: ['Country', 'Industry'], fileName: 'a.csv', fileSize: 10 };
const base: WizardState = { ...initialWizardState('u'), jobName: 'Leads', fileData: file };

describe('wizardReducer', () => {
  const template = {
    templateId: 't1',
    name: 'Banks',
    config: {
      selectedColumns: ['INDUSTRY', 'Number of employees'],
      model: 'gpt-4o',
      reasoningText: 'ctx',
      chunkSize: 100,
      logicMode: 'OR' as const,
      columnConfig: { INDUSTRY: { instructions: 'Software' }, 'Number of employees': { instructions: '50 to 500' } },
      overrides: { INDUSTRY: { Retail: 'EXCLUDE' as const }, 'Number of employees': { '10': 'EXCLUDE' as const } },
    },
  };

  it("applies a template: its columns under the file's names, the missing ones named, parameters, then two steps on", () => {
    const next = wizardReducer(base, { type: 'applyTemplate', choice: template });
    expect(next).toMatchObject({
      activeStep: 2,
      selectedColumns: ['Industry'],
      filterParams: { model: 'gpt-4o', reasoningText: 'ctx', chunkSize: 100, logicMode: 'OR' },
      filterConfig: { columnConfig: { Industry: { instructions: 'Software' } } },
      templateId: 't1',
      templateOverrides: { Industry: { Retail: 'EXCLUDE' } },
      chosenTemplate: template,
      missingTemplateColumns: ['Number of employees'],
    });
  });

  it('a missing template column is picked (with its criterion and overrides) or dropped', () => {
    const applied = wizardReducer(base, { type: 'applyTemplate', choice: template });
    const picked = wizardReducer(applied, { type: 'pickTemplateColumn', templateColumn: 'Number of employees', fileColumn: 'Country' });
    expect(picked).toMatchObject({
      selectedColumns: ['Industry', 'Country'],
      filterConfig: { columnConfig: { Industry: { instructions: 'Software' }, Country: { instructions: '50 to 500' } } },
      templateOverrides: { Industry: { Retail: 'EXCLUDE' }, Country: { '10': 'EXCLUDE' } },
      missingTemplateColumns: [],
    });
    const dropped = wizardReducer(applied, { type: 'dropTemplateColumn', templateColumn: 'Number of employees' });
    expect(dropped).toMatchObject({ selectedColumns: ['Industry'], missingTemplateColumns: [] });
  });

  it('a template chosen before the upload is kept, back on step 1, until cleared or a fresh start', () => {
    const chosen = wizardReducer({ ...base, fileData: null, activeStep: 2 }, { type: 'chooseTemplate', choice: template });
    expect(chosen).toMatchObject({ activeStep: 0, chosenTemplate: template, templateId: null });
    const uploaded = wizardReducer(chosen, { type: 'uploaded', fileData: file });
    expect(uploaded.chosenTemplate).toEqual(template);
    expect(wizardReducer(uploaded, { type: 'clearTemplateChoice' }).chosenTemplate).toBeNull();
    expect(wizardReducer(uploaded, { type: 'freshStart' }).chosenTemplate).toBeNull();
  });

  it('a fresh start drops columns, parameters, configuration and the template', () => {
    const configured = {
      ...base,
      selectedColumns: ['Country'],
      templateId: 't',
      filterConfig: { columnConfig: { Country: { instructions: 'x' } } },
    };
    expect(wizardReducer(configured, { type: 'freshStart' })).toMatchObject({
      selectedColumns: [],
      templateId: null,
      filterConfig: { columnConfig: {} },
      fileData: file,
    });
  });

  it('a job that is gone leaves the results step for the criteria step', () => {
    const onResults = { ...base, activeStep: 3 as const, filterId: 'filter_1' };
    expect(wizardReducer(onResults, { type: 'jobNotFound' })).toMatchObject({ activeStep: 2, filterId: null });
    expect(wizardReducer({ ...onResults, activeStep: 1 }, { type: 'jobNotFound' })).toMatchObject({ activeStep: 1, filterId: null });
  });

  it('keeps typed criteria when a website analysis suggests some', () => {
    const state = {
      ...base,
      selectedColumns: ['Country', 'Industry'],
      filterConfig: { columnConfig: { Country: { instructions: 'Mine' } } },
    };
    const next = wizardReducer(state, {
      type: 'applyAnalysis',
      context: 'ctx',
      columnExamples: { Country: 'Theirs', Industry: 'Software' },
    });
    expect(next.filterConfig.columnConfig).toEqual({ Country: { instructions: 'Mine' }, Industry: { instructions: 'Software' } });
    expect(next.filterParams.reasoningText).toBe('ctx');
  });

  it('stays within steps 0 to 3', () => {
    expect(wizardReducer(base, { type: 'back' }).activeStep).toBe(0);
    expect(wizardReducer({ ...base, activeStep: 3 }, { type: 'next' }).activeStep).toBe(3);
  });
});

describe('template overrides', () => {
  it('merge with the current ones winning per column and value', () => {
    expect(mergeOverrides({ A: { x: 'KEEP', y: 'KEEP' }, B: { z: 'EXCLUDE' } }, { A: { y: 'EXCLUDE' }, C: { w: 'KEEP' } })).toEqual({
      A: { x: 'KEEP', y: 'EXCLUDE' },
      B: { z: 'EXCLUDE' },
      C: { w: 'KEEP' },
    });
  });
});

describe('job age', () => {
  it('reads the creation time from filter_{timestamp}', () => {
    expect(filterJobAgeMs('filter_1700000000000_ab', 1700000000500)).toBe(500);
    expect(isRecentJob('filter_1700000000000_ab', 1700000001999)).toBe(true);
    expect(isRecentJob('filter_1700000000000_ab', 1700000002000)).toBe(false);
    expect(isRecentJob('other-id')).toBe(false);
  });
});
