import { describe, expect, it } from 'vitest';
import { makeTemplate } from './testing/sample-templates';
import { draftError, draftOf, updateBodyOf } from './template-edit';

const template = makeTemplate('t', {
  name: 'Banks',
  description: 'EU banks',
  filter_config: {
    selectedColumns: ['Industry', 'Number of employees', 'Country'],
    reasoningText: 'Payroll',
    logicMode: 'OR',
    model: null,
    columnConfig: {
      Industry: { instructions: 'Banks', reading: { source: 'model', text: 'keep banks', restatement: 'keep: bank', asked: true } },
      'Number of employees': { instructions: '50 to 500' },
      Country: { instructions: 'Europe' },
    },
  },
  overrides: { Industry: { Banking: 'KEEP' }, 'Number of employees': { '10': 'EXCLUDE' }, Country: { Peru: 'EXCLUDE' } },
});

describe('template edit', () => {
  it('starts from the stored template', () => {
    expect(draftOf(template)).toEqual({
      name: 'Banks',
      description: 'EU banks',
      reasoningText: 'Payroll',
      logicMode: 'OR',
      criteria: [
        { key: 'c0', from: 'Industry', column: 'Industry', instructions: 'Banks' },
        { key: 'c1', from: 'Number of employees', column: 'Number of employees', instructions: '50 to 500' },
        { key: 'c2', from: 'Country', column: 'Country', instructions: 'Europe' },
      ],
    });
  });

  it('names the first problem of a draft', () => {
    const draft = draftOf(template);
    expect(draftError(draft)).toBeNull();
    expect(draftError({ ...draft, name: ' ' })).toBe('Template name is required');
    expect(draftError({ ...draft, criteria: [] })).toBe('A template needs at least one column');
    expect(draftError({ ...draft, criteria: [{ key: 'x', from: null, column: ' ', instructions: '' }] })).toBe(
      'Every criterion needs a column name',
    );
    const twice = [...draft.criteria, { key: 'x', from: null, column: 'Country ', instructions: '' }];
    expect(draftError({ ...draft, criteria: twice })).toBe("The column 'Country' is listed twice");
  });

  it('renames a column with its overrides, drops a removed one, keeps a reading only with unchanged instructions', () => {
    const draft = draftOf(template);
    const [industry, employees] = draft.criteria;
    const body = updateBodyOf(template, {
      ...draft,
      name: ' Banks v2 ',
      logicMode: 'AND',
      criteria: [
        industry!,
        { ...employees!, column: 'Employees', instructions: '100 to 1000' },
        { key: 'new', from: null, column: 'Title', instructions: 'Finance leaders' },
      ],
    });
    expect(body).toEqual({
      name: 'Banks v2',
      description: 'EU banks',
      filterConfig: {
        selectedColumns: ['Industry', 'Employees', 'Title'],
        columnConfig: {
          Industry: { instructions: 'Banks', reading: { source: 'model', text: 'keep banks', restatement: 'keep: bank', asked: true } },
          Employees: { instructions: '100 to 1000' },
          Title: { instructions: 'Finance leaders' },
        },
        reasoningText: 'Payroll',
        logicMode: 'AND',
      },
      overrides: { Industry: { Banking: 'KEEP' }, Employees: { '10': 'EXCLUDE' } },
    });
  });
});
