import { describe, expect, it } from 'vitest';
import { wizardReducer } from './wizard-reducer';
import { initialWizardState, type WizardState } from './wizard-state';
import { mergeOverrides } from './template-links';
import { filterJobAgeMs, isRecentJob } from './job-age';

const file = { fileId: 'f', rowCount: 10, columnCount: 2, columns: ['Country', 'Industry'], fileName: 'a.csv', fileSize: 10 };
const base: WizardState = { ...initialWizardState('u'), jobName: 'Leads', fileData: file };

describe('wizardReducer', () => {
  it('applies a template: columns present in the file, parameters, configuration, then two steps on', () => {
    const next = wizardReducer(base, {
      type: 'applyTemplate',
      templateId: 't1',
      config: {
        selectedColumns: ['Industry', 'Missing'],
        model: 'gpt-4o',
        reasoningText: 'ctx',
        chunkSize: 100,
        logicMode: 'OR',
        columnConfig: { Industry: { instructions: 'Software' } },
        overrides: { Industry: { Retail: 'EXCLUDE' } },
      },
    });
    expect(next).toMatchObject({
      activeStep: 2,
      selectedColumns: ['Industry'],
      filterParams: { model: 'gpt-4o', reasoningText: 'ctx', chunkSize: 100, logicMode: 'OR' },
      filterConfig: { columnConfig: { Industry: { instructions: 'Software' } } },
      templateId: 't1',
      templateOverrides: { Industry: { Retail: 'EXCLUDE' } },
    });
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
