import { describe, expect, it } from 'vitest';
import { columnKey, matchTemplateColumns, templateForFile } from './template-columns.ts';

describe('columnKey', () => {
  it('drops case, spacing, punctuation and accents', () => {
    for (const name of [
      'Number of Employees',
      'Number of employees',
      'number_of_employees',
      ' NUMBER-OF-EMPLOYEES ',
      'Number.of.Employees',
    ])
      expect(columnKey(name), name).toBe('numberofemployees');
    expect(columnKey('Société')).toBe('societe');
    expect(columnKey('Revenue ($)')).toBe('revenue');
    expect(columnKey('---')).toBe('');
  });
});

describe('matchTemplateColumns', () => {
  it('matches names that differ in case, spacing or punctuation, and names the missing ones in order', () => {
    const { matched, missing } = matchTemplateColumns(
      ['Industry', 'Number of employees', 'Country', 'Job Title'],
      ['industry', 'Number of Employees', 'Website'],
    );
    expect(Object.fromEntries(matched)).toEqual({ Industry: 'industry', 'Number of employees': 'Number of Employees' });
    expect(missing).toEqual(['Country', 'Job Title']);
  });

  it('prefers the exact name and takes each file column once', () => {
    const { matched, missing } = matchTemplateColumns(['job title', 'Job Title'], ['Job_Title', 'Job Title']);
    // 'Job Title' takes its exact namesake first; 'job title' gets the other spelling.
    expect(Object.fromEntries(matched)).toEqual({ 'Job Title': 'Job Title', 'job title': 'Job_Title' });
    expect(missing).toEqual([]);
    const twice = matchTemplateColumns(['Country', 'country'], ['COUNTRY']);
    expect(Object.fromEntries(twice.matched)).toEqual({ Country: 'COUNTRY' });
    expect(twice.missing).toEqual(['country']);
  });

  it('matches a name without letters or digits only exactly, and survives names like __proto__', () => {
    expect(matchTemplateColumns(['#', '--'], ['#', '__']).missing).toEqual(['--']);
    const { matched, missing } = matchTemplateColumns(['__proto__', 'constructor'], ['Proto', 'Constructor']);
    expect([...matched]).toEqual([
      ['__proto__', 'Proto'],
      ['constructor', 'Constructor'],
    ]);
    expect(missing).toEqual([]);
  });

  it('answers everything missing for a file without columns', () => {
    expect(matchTemplateColumns(['A', 'B'], [])).toEqual({ matched: new Map(), missing: ['A', 'B'] });
  });
});

describe('templateForFile', () => {
  it("renames the columns, their settings and overrides to the file's names, dropping the missing ones", () => {
    const result = templateForFile(
      {
        selectedColumns: ['Number of employees', 'Country'],
        columnConfig: { 'Number of employees': { instructions: '50 to 500' }, Country: { instructions: 'Europe' } },
        overrides: { 'Number of employees': { '10': 'EXCLUDE' }, Country: { France: 'KEEP' } },
      },
      ['number_of_employees', 'Name'],
    );
    expect(result).toEqual({
      selectedColumns: ['number_of_employees'],
      columnConfig: { number_of_employees: { instructions: '50 to 500' } },
      overrides: { number_of_employees: { '10': 'EXCLUDE' } },
      missing: ['Country'],
    });
  });
});
