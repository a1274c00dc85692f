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
        'Ingenieur',
        'Développeur',
        'Analista de Datos',
        'Marketing Intern',
      ].map(level),
    ).toEqual(Array(8).fill('ic'));
    expect(readTitle('Acme GmbH')).toBeUndefined();
  });

  it('reads the function of a title', () => {
    expect(readTitle('VP Sales')?.functions).toEqual(['sales']);
    expect(readTitle('Leiter Vertrieb')?.functions).toEqual(['sales']);
    expect(readTitle('CFO')?.functions).toEqual(['finance']);
    expect(readTitle('Head of People')?.functions).toEqual(['hr']);
    expect(readTitle('Directeur des opérations')?.functions).toEqual(['operations']);
    // "development" after "sales" / "business" develops sales, not software (it excluded SDRs as engineers).
    expect(readTitle('Sales Development Representative')?.functions).toEqual(['sales']);
    expect(readTitle('Business Development Manager')?.functions).toEqual(['sales']);
    expect(readTitle('Software Development Manager')?.functions).toEqual(['engineering']);
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

const levels = (title: string) => readTitle(title)?.levels.join(' or ');

describe('job titles with several roles, or a role word that is not the role (ADR 0034)', () => {
  it('takes the most senior role a compound title holds', () => {
    expect(level('Chief Operating Officer and Executive Vice President')).toBe('c-level');
    expect(level('EVP & Chief Financial Officer')).toBe('c-level');
    expect(level('VP Sales & Co-Founder')).toBe('c-level');
    expect(readTitle('VP Sales & Co-Founder')?.flags).toEqual(['founder']);
    expect(readTitle('Owner/Founder')?.flags).toEqual(['founder', 'owner']);
    expect(level('Head of Marketing / Team Lead')).toBe('director');
    expect(level('Chairman & CEO')).toBe('c-level');
    expect(level('CEO and Board Member')).toBe('c-level');
    expect(decision('Only C-level', 'Chief Operating Officer and Executive Vice President')).toBe('KEEP');
    expect(decision('Keep founders', 'VP Sales & Co-Founder')).toBe('KEEP');
  });

  it('does not read "President" inside a vice president, in any language', () => {
    expect(['Vice President', 'Senior Vice-President, Sales', 'Vizepräsident Vertrieb', 'Vicepresidente de Ventas'].map(level)).toEqual(
      Array(4).fill('vp'),
    );
    expect(decision('Only C-level', 'Vice President of Sales')).toBe('EXCLUDE');
  });

  it('reads owners only as owners of the business', () => {
    expect(readTitle('Owner')?.flags).toEqual(['owner']);
    expect(readTitle('Business Owner')?.flags).toEqual(['owner']);
    expect(level('Product Owner')).toBe('ic');
    expect(readTitle('Product Owner')?.flags).toEqual([]);
    expect(readTitle('Product Owner')?.functions).toEqual(['product']);
    // "Process Owner", "Data Owner": accountable for a thing, at any level — never an owner of the company.
    expect(decision('Keep owners', 'Process Owner')).toBe('EXCLUDE');
    expect(decision('Only C-level', 'Process Owner')).toBe('undecided');
    expect(decision('Only C-level', 'Data Owner')).toBe('undecided');
    expect(decision('Keep owners', 'Product Owner')).toBe('EXCLUDE');
  });

  it('reads an abbreviation as the officer only when nothing makes it a field', () => {
    expect(level('CRO')).toBe('c-level');
    expect(level('Chief Revenue Officer (CRO)')).toBe('c-level');
    expect(level('CRO Specialist')).toBe('ic');
    expect(level('CRO Analyst')).toBe('ic');
    expect(level('CRO Manager')).toBe('manager');
    expect(readTitle('Conversion Rate Optimisation')).toBeUndefined();
    expect(level('CEO Assistant')).toBe('ic');
    expect(level('CEO Coach')).toBe('ic');
    expect(level('CFO Search Consultant')).toBe('ic');
    expect(level('CEO, Project44')).toBe('c-level');
    expect(decision('Only C-level', 'CRO Specialist')).toBe('EXCLUDE');
    expect(decision('Keep VP and above', 'CMO Manager')).toBe('EXCLUDE');
    // CRO is revenue or risk, CMO marketing or medical: the function is not guessed.
    expect(decision('Keep sales roles', 'CRO')).toBe('undecided');
    expect(decision('Keep marketing roles', 'CMO')).toBe('undecided');
    expect(decision('Keep sales roles', 'Chief Revenue Officer')).toBe('KEEP');
    // "coco" and "cabo" are words, not officers.
    expect(readTitle('Coco')).toBeUndefined();
  });

  it('reads "chief" as the C-suite only in a chief … officer or the chief executive', () => {
    expect(['Chief Executive', 'Chief Information Security Officer', 'Chief People Officer'].map(level)).toEqual(Array(3).fill('c-level'));
    for (const title of ['Chief Engineer', 'Chief of Staff', 'Chief of Staff to the CEO', 'Editor in Chief', 'Chief Petty Officer'])
      expect(decision('Only C-level', title), title).toBe('undecided');
  });

  it('does not take someone else’s role: assistants, offices, former and future holders', () => {
    expect(level('Assistant to the CEO')).toBe('ic');
    expect(level('Executive Assistant to the CFO')).toBe('ic');
    expect(level('Advisor to the Board')).toBe('ic');
    expect(readTitle('Office of the CEO')).toBeUndefined();
    for (const title of ['Former CEO', 'Ex-CEO', 'Retired Managing Director', 'Past President', 'Incoming CFO', 'Professor Emeritus'])
      expect(readTitle(title), title).toBeUndefined();
    expect(level('Interim CEO')).toBe('c-level');
    expect(level('Acting CFO')).toBe('c-level');
    expect(decision('Only C-level', 'Executive Assistant to the CFO')).toBe('EXCLUDE');
    expect(decision('Only C-level', 'Former CEO')).toBe('undecided');
  });

  it('gives the range a title with two readings can mean, and decides only outside it', () => {
    expect(levels('Managing Director')).toBe('vp or c-level');
    expect(decision('Keep VP and above', 'Managing Director')).toBe('KEEP');
    expect(decision('Only C-level', 'Managing Director')).toBe('undecided');
    expect(levels('AVP, Operations')).toBe('ic or manager or director');
    expect(levels('Assistant Vice President')).toBe('ic or manager or director');
    expect(decision('Keep VP and above', 'AVP')).toBe('EXCLUDE');
    expect(decision('Keep director and above', 'AVP')).toBe('undecided');
    expect(levels('General Manager')).toBe('manager or director or vp or c-level');
    expect(levels('Country Manager DACH')).toBe('manager or director or vp or c-level');
    expect(decision('Keep managers and above', 'General Manager')).toBe('KEEP');
    expect(decision('Keep director and above', 'General Manager')).toBe('undecided');
    expect(levels('Executive Director')).toBe('director or vp or c-level');
    expect(levels('Assistant Director')).toBe('manager or director');
    expect(levels('Deputy CEO')).toBe('vp or c-level');
    expect(levels('Financial Controller')).toBe('manager or director or vp');
    expect(levels('Lead Engineer')).toBe('ic or manager');
    expect(levels('Growth Lead')).toBe('manager or director');
    expect(level('Sales Team Lead')).toBe('manager');
    expect(readTitle('Senior Director, Sales')).toMatchObject({ level: 'director', senior: true });
    expect(level('Partner')).toBe('c-level');
    expect(level('Channel Partner Manager')).toBe('manager');
    expect(decision('Keep director and above', 'Associate Partner')).toBe('undecided');
  });

  it('says in the reason what the title was read as', () => {
    const reason = (ins: string, value: string) => createRuleDecider(ins).decide(value)?.reason;
    expect(reason('Keep VP+', 'Managing Director')).toBe('KEEP — Managing Director is a VP or C-level ("managing director"), VP and above');
    expect(reason('Only C-level', 'CRO Specialist')).toBe(
      'EXCLUDE — CRO Specialist is an individual contributor ("specialist"), not C-level, owner or founder',
    );
    expect(reason('Keep senior manager and up', 'Sr. Product Manager')).toBe(
      'KEEP — Sr. Product Manager is a senior manager in product ("manager"), senior manager and above',
    );
  });

  it('reads deputies one level below the role or the role, in four languages', () => {
    expect(levels('Stellvertretender Geschäftsführer')).toBe('vp or c-level');
    expect(levels('Directeur Général Adjoint')).toBe('vp or c-level');
    expect(levels('Director Adjunto')).toBe('manager or director');
    expect(levels('Vice Chairman')).toBe('vp or c-level');
    expect(levels('Deputy Head of Sales')).toBe('manager or director');
    expect(levels('Associate Vice President')).toBe('manager or director or vp');
    expect(decision('Keep VP and above', 'Stellvertretender Geschäftsführer')).toBe('KEEP');
    expect(decision('Only C-level', 'Directeur Général Adjoint')).toBe('undecided');
    // A German "-leiter" of a team, a project or a branch is a manager; of a department or of sales, a director.
    expect(['Teamleiter Vertrieb', 'Projektleiterin', 'Filialleiter'].map(level)).toEqual(Array(3).fill('manager'));
    expect(['Vertriebsleiter', 'Abteilungsleiter'].map(level)).toEqual(Array(2).fill('director'));
  });

  it('refuses titles whose level word names something else', () => {
    for (const title of ['Board Member', 'Non-Executive Director', 'Member of the Board', 'Trustee', 'Chair'])
      expect(decision('Keep director and above', title), title).toBe('undecided');
    for (const title of ['Theatre director', 'Advertising art director', 'Funeral Director', 'Head Chef', 'Head Teacher'])
      expect(decision('Keep director and above', title), title).toBe('undecided');
    for (const title of ['Lead Generation', 'Executive Producer', 'Executive', 'Principal', 'Senior Executive'])
      expect(readTitle(title), title).toBeUndefined();
    expect(level('Account Executive')).toBe('ic');
    expect(level('Legal executive')).toBe('ic');
    expect(decision('Keep managers and above', 'Chef')).toBe('undecided');
    expect(level('Chef de projet')).toBe('manager');
    expect(readTitle('Air traffic controller')?.functions).toEqual([]);
    expect(readTitle('Directeur Commercial')?.functions).toEqual(['sales']);
    expect(readTitle('Commerciale terrain')?.functions).toEqual(['sales']);
    expect(decision('Keep sales roles', 'Commercial art gallery manager')).toBe('undecided');
    expect(decision('Keep sales roles', 'Surveyor, commercial/residential')).toBe('undecided');
    expect(level('Chairman')).toBe('c-level');
    expect(level('Executive Chair')).toBe('c-level');
  });
});
