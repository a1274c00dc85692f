import { describe, expect, it } from 'vitest';
import { createRuleDecider } from './index.ts';
import { readTitle, readTitleGroup } from './titles.ts';

const decision = (instructions: string, value: string) => createRuleDecider(instructions).decide(value)?.decision ?? 'undecided';
const level = (title: string) => readTitle(title)?.level;

describe('job titles', () => {
  it('reads seniority from words and abbreviations in English, German, French and Spanish', () => {
    expect(
      [
        'CEO',
        'Chief Revenue Officer',
        'Co-Founder',
        'Owner',
        'Geschäftsführer',
        'PDG',
        'Président-directeur général',
        'Director General',
        'Fundadora',
        'Managing Partner',
      ].map(level),
    ).toEqual(Array(10).fill('c-level'));
    expect(
      ['VP Sales', 'SVP, Marketing', 'Vice President of Finance', 'Vizepräsident Vertrieb', 'Vicepresidente de Ventas'].map(level),
    ).toEqual(Array(5).fill('vp'));
    expect(
      [
        'Dir. Marketing',
        'Head of Sales',
        'Director of Engineering',
        'Leiter Vertrieb',
        'Vertriebsleiter',
        'Directeur Commercial',
        'Directora de Marketing',
      ].map(level),
    ).toEqual(Array(7).fill('director'));
    expect(['Sales Manager', 'Mgr, Operations', 'Team Lead', 'Gerente de Ventas', 'Responsable Marketing'].map(level)).toEqual(
      Array(5).fill('manager'),
    );
    expect(
      [
        'Software Engineer',
        'Account Executive',
        'SDR',
        'Executive Assistant to the CEO',
        'Lead Engineer',
        'Ingenieur',
        'Développeur',
        'Analista de Datos',
        'Marketing Intern',
      ].map(level),
    ).toEqual(Array(9).fill('ic'));
    expect(readTitle('Acme GmbH')).toBeUndefined();
  });

  it('reads the function of a title', () => {
    expect(readTitle('VP Sales')?.functions).toEqual(['sales']);
    expect(readTitle('Leiter Vertrieb')?.functions).toEqual(['sales']);
    expect(readTitle('CFO')?.functions).toEqual(['finance']);
    expect(readTitle('Head of People')?.functions).toEqual(['hr']);
    expect(readTitle('Directeur des opérations')?.functions).toEqual(['operations']);
  });

  it('reads groups of titles in instructions', () => {
    expect([...readTitleGroup('director level and above')!.levels]).toEqual(['director', 'vp', 'c-level']);
    expect(readTitleGroup('founders')?.flag).toBe('founder');
    expect([...readTitleGroup('VPs of sales')!.functions!]).toEqual(['sales']);
    expect(readTitleGroup('nice people')).toBeUndefined();
  });

  it('decides seniority and function criteria', () => {
    expect(decision('Keep C-level executives and founders.', 'CEO')).toBe('KEEP');
    expect(decision('Keep C-level executives and founders.', 'VP Sales')).toBe('EXCLUDE');
    expect(decision('Keep director level and above', 'Head of Sales')).toBe('KEEP');
    expect(decision('Keep director level and above', 'Sales Manager')).toBe('EXCLUDE');
    expect(decision('Exclude managers and individual contributors', 'Software Engineer')).toBe('EXCLUDE');
    expect(decision('Keep sales roles', 'Account Executive')).toBe('KEEP');
    expect(decision('Keep sales roles', 'Marketing Manager')).toBe('EXCLUDE');
    expect(decision('Keep founders', 'CEO')).toBe('EXCLUDE');
    // A function criterion cannot tell the function of "CEO": left open.
    expect(decision('Keep sales roles', 'CEO')).toBe('undecided');
    expect(decision('Keep C-level executives and founders.', 'n/a')).toBe('undecided');
  });
});
