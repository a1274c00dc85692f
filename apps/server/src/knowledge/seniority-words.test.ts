import { describe, expect, it } from 'vitest';
import { createRuleDecider, readInstructions } from './index.ts';
import { readTitleGroup } from './seniority-words.ts';

const decision = (instructions: string, value: string) => createRuleDecider(instructions).decide(value)?.decision ?? 'undecided';
const levelsOf = (item: string) => (readTitleGroup(item) ? [...readTitleGroup(item)!.levels] : undefined);

describe('seniority thresholds in instructions (ADR 0034)', () => {
  it('reads "X+", "X and above", "X or higher", "at least X" as everyone at or above the level', () => {
    for (const item of [
      'Director+',
      'Director +',
      'Director and above',
      'director-level and above',
      'directors or more senior',
      'at least director',
    ])
      expect(levelsOf(item), item).toEqual(['director', 'vp', 'c-level']);
    for (const item of ['VP+', 'VP or higher', 'VPs and up', 'VP level and above']) expect(levelsOf(item), item).toEqual(['vp', 'c-level']);
    expect(levelsOf('Head of and above')).toEqual(['director', 'vp', 'c-level']);
    expect(levelsOf('at least manager')).toEqual(['manager', 'director', 'vp', 'c-level']);
    expect(levelsOf('Director')).toEqual(['director']);
  });

  it('reads "above X" as strictly above and "below X" as strictly below', () => {
    expect(levelsOf('above manager')).toEqual(['director', 'vp', 'c-level']);
    expect(readTitleGroup('above manager')?.label).toBe('director or head and above');
    expect(levelsOf('below director')).toEqual(['ic', 'manager']);
    expect(levelsOf('manager and below')).toEqual(['ic', 'manager']);
    expect(decision('Keep above manager', 'Sales Manager')).toBe('EXCLUDE');
    expect(decision('Keep above manager', 'Head of Sales')).toBe('KEEP');
  });

  it('splits a level by grade only upwards: "senior manager and up"', () => {
    expect(readTitleGroup('senior manager and up')).toMatchObject({ seniorOnly: 'manager', label: 'senior manager and above' });
    expect(decision('Keep senior manager and up', 'Senior Manager, Marketing')).toBe('KEEP');
    expect(decision('Keep senior manager and up', 'Sr. Product Manager')).toBe('KEEP');
    expect(decision('Keep senior manager and up', 'Marketing Manager')).toBe('EXCLUDE');
    expect(decision('Keep senior manager and up', 'Director of Sales')).toBe('KEEP');
    expect(decision('Keep senior director and above', 'Director of Sales')).toBe('EXCLUDE');
    expect(decision('Keep senior director and above', 'Senior Director, Sales')).toBe('KEEP');
    expect(readTitleGroup('below senior manager')).toBeUndefined();
  });

  it('keeps everyone above the threshold, where "Director" alone excluded them', () => {
    for (const ins of ['Keep Director+', 'Director and above', 'Keep VP or higher', 'Head of and above']) {
      expect(decision(ins, 'CEO'), ins).toBe('KEEP');
      expect(decision(ins, 'SVP Sales'), ins).toBe('KEEP');
      expect(decision(ins, 'Sales Manager'), ins).toBe('EXCLUDE');
    }
    expect(decision('Keep Director', 'CEO')).toBe('EXCLUDE');
    expect(decision('Keep VP+ only', 'Head of Sales')).toBe('EXCLUDE');
    expect(decision('Keep at least manager', 'Team Lead')).toBe('KEEP');
    expect(decision('Keep at least manager', 'Software Engineer')).toBe('EXCLUDE');
  });

  it('keeps a function with a threshold: "Director+ in sales"', () => {
    const reading = readInstructions('Keep Director+ in sales');
    expect(reading.ok && reading.criterion.clauses[0]!.concept !== 'any' && reading.criterion.clauses[0]!.concept.label).toBe(
      'director or head and above in sales',
    );
    expect(decision('Keep Director+ in sales', 'VP Sales')).toBe('KEEP');
    expect(decision('Keep Director+ in sales', 'VP Marketing')).toBe('EXCLUDE');
    expect(decision('Keep VPs and above in marketing', 'CMO & VP Marketing')).toBe('KEEP');
  });

  it('reads the forms sales teams write around a threshold', () => {
    for (const ins of [
      'Dir+',
      'Keep anyone director or above',
      'Only target Director and above',
      'Keep heads of department and above',
      'Keep people at director level or higher',
      'Seniority: Director+',
    ]) {
      const reading = readInstructions(ins);
      expect(reading.ok && reading.criterion.clauses.map((c) => c.concept !== 'any' && c.concept.label), ins).toEqual([
        'director or head and above',
      ]);
    }
    expect(levelsOf('VP+ in Sales and Marketing')).toEqual(['vp', 'c-level']);
    expect([...readTitleGroup('VP+ in Sales and Marketing')!.functions!]).toEqual(['sales', 'marketing']);
    expect(decision('Keep VP+ in Sales and Marketing', 'CMO & VP Marketing')).toBe('KEEP');
    expect(decision('Keep VP+ in Sales and Marketing', 'SVP Finance')).toBe('EXCLUDE');
    expect(decision('Exclude anyone below director', 'Sales Manager')).toBe('EXCLUDE');
    expect(decision('Exclude anyone below director', 'Head of Sales')).toBe('KEEP');
  });

  it('reads "sales / business development" as sales, not engineering', () => {
    expect([...readTitleGroup('sales development')!.functions!]).toEqual(['sales']);
    expect([...readTitleGroup('business development')!.functions!]).toEqual(['sales']);
    expect([...readTitleGroup('development')!.functions!]).toEqual(['engineering']);
  });

  it('reads the C-suite words', () => {
    for (const item of ['C-suite', 'C-level', 'CxO', 'CXOs', 'CXO level', 'C-suite executives', 'C-level execs', 'chief officers'])
      expect(levelsOf(item), item).toEqual(['c-level']);
    expect(decision('Keep CxOs', 'Chief Data Officer')).toBe('KEEP');
    expect(decision('Keep C-suite', 'VP Engineering')).toBe('EXCLUDE');
  });

  it('refuses words with no agreed meaning, and thresholds on founders or owners', () => {
    for (const ins of [
      'Keep decision makers',
      'Only decision-makers',
      'Keep key decision makers',
      'Keep executives',
      'Keep senior executives',
      'Keep top executives',
      'Keep senior leadership',
      'Keep management',
      'Keep senior people',
      'Keep founders and above',
      'Keep mid-level and above',
    ]) {
      const reading = readInstructions(ins);
      expect(reading.ok, ins).toBe(false);
      expect(decision(ins, 'CEO'), ins).toBe('undecided');
    }
  });
});
