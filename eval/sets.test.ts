// The eval's own parts: the scoring (coverage, rules accuracy, wrong-and-unflagged), the choice of
// sets, and the committed held-apart sets against their sources (labels from the rows and hierarchies).
import { describe, expect, it } from 'vitest';
import { consistent, normalised, type Criterion } from './build-kit.ts';
import { columnName } from './runner.ts';
import { score, total, type Decided } from './score.ts';
import { chosenSets, loadSet, SET_NAMES } from './sets.ts';

const byId = (set: Criterion[], id: string) => {
  const c = set.find((x) => x.id === id);
  if (!c) throw new Error(`no criterion ${id}`);
  return new Map(c.values.map((v) => [v.value, v.label]));
};

describe('score', () => {
  const labels = new Map([
    ['a', 'KEEP'],
    ['b', 'EXCLUDE'],
    ['c', 'KEEP'],
    ['d', 'EXCLUDE'],
  ] as const);
  const decided: Decided[] = [
    { value: 'a', decision: 'KEEP', confidence: 0.95, reason: 'KEEP — a is in the group' },
    { value: 'b', decision: 'KEEP', confidence: 0.95, reason: 'KEEP — b read as a member' },
    { value: 'c', decision: 'EXCLUDE', confidence: 0.3, reason: 'Undecided (needs review): no keep term found' },
    { value: 'd', decision: 'KEEP', confidence: 0.9, reason: 'Offline keyword match: kept by "d"' },
    { value: 'unlabelled', decision: 'KEEP', confidence: 0.95, reason: 'KEEP — not in the set' },
  ];
  const row = total('x', [score('x', new Map(labels), decided)], { modelCalls: 0, tokens: 0, seconds: 0 });

  it('counts coverage and the accuracy of the rules among labelled values only', () => {
    expect(row.values).toBe(4);
    expect(row.byRules).toBe(2);
    expect(row.coverage).toBe(0.5);
    expect(row.rulesAccuracy).toBe(0.5);
  });

  it('counts a wrong decision as unflagged unless it needs review, whoever took it', () => {
    // b (rules) and d (keyword match) are wrong and confident; c is wrong but flagged for review.
    expect(row.wrongNotFlagged).toBe(2);
    expect(row.needsReview).toBe(1);
    expect(row.accuracy).toBe(0.25);
  });

  it('reports a rules accuracy of 1 when the rules decided nothing, not a division by zero', () => {
    const none = total('y', [score('y', new Map(labels), decided.slice(2, 4))], { modelCalls: 0, tokens: 0, seconds: 0 });
    expect(none.coverage).toBe(0);
    expect(none.rulesAccuracy).toBe(1);
  });
});

describe('sets', () => {
  it('runs every set by default and refuses an unknown one', () => {
    expect(chosenSets(undefined)).toEqual([
      'existing',
      'real',
      'phrasing',
      'phrasing2',
      'phrasing3',
      'phrasing4',
      'phrasing5',
      'phrasing6',
      'phrasing7',
      'phrasing8',
      'phrasing9',
      'phrasing10',
      'phrasing11',
      'phrasing12',
      'phrasing13',
      'phrasing14',
      'phrasing15',
      'phrasing16',
      'phrasing17',
      'phrasing18',
    ]);
    expect(chosenSets('phrasing,real')).toEqual(['phrasing', 'real']);
    expect(() => chosenSets('real,held')).toThrow(/unknown set held/);
  });

  it('names a column by its real header when the criterion has one', () => {
    const c = { id: 'real-us-only-state', column: 'State / Region (HQ)' } as Criterion;
    expect(columnName(c, 0)).toBe('State / Region (HQ) [real-us-only-state #1]');
    expect(columnName({ id: 'eu' } as Criterion, 2)).toBe('eu #3');
  });

  it('drops a value that rows of different truth write the same way', () => {
    const cases = consistent([
      { value: 'Cambridge', label: 'KEEP' },
      { value: 'Cambridge', label: 'EXCLUDE' },
      { value: 'Boston', label: 'KEEP' },
      { value: 'Boston', label: 'KEEP' },
      { value: ' ', label: 'KEEP' },
    ]);
    expect(cases).toEqual([{ value: 'Boston', label: 'KEEP' }]);
  });

  it('keeps ids unique across sets, values unique within a criterion, and enough phrasings', () => {
    const all = chosenSets(undefined).flatMap((s) => loadSet(s));
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    for (const c of all) expect(new Set(c.values.map((v) => v.value)).size, c.id).toBe(c.values.length);
    const phrasing = loadSet('phrasing');
    expect(phrasing.length).toBeGreaterThanOrEqual(15);
    for (const c of phrasing) expect(c.instructions.length, c.id).toBeGreaterThanOrEqual(5);
    for (const c of loadSet('real')) expect(c.column, c.id).toBeTruthy();
  });

  // Each later round against every set registered before it (eval/sets.ts keeps them in the order they were written).
  const roundsAfter = (first: number) =>
    SET_NAMES.filter((name) => /^phrasing\d+$/.test(name) && Number(name.slice('phrasing'.length)) >= first).map(
      (name) => [name, SET_NAMES.slice(0, SET_NAMES.indexOf(name))] as const,
    );

  it.each(roundsAfter(2).map(([set, before]) => [set, `ph${set.slice('phrasing'.length)}-`, before] as const))(
    'gives the %s round the values and labels of the first, and only new sentences',
    (set, prefix, before) => {
      const first = loadSet('phrasing');
      const round = loadSet(set);
      expect(round.map((c) => c.id)).toEqual(first.map((c) => c.id.replace(/^ph-/, prefix)));
      const used = new Set(before.flatMap((s) => loadSet(s).flatMap((c) => c.instructions)));
      round.forEach((c, i) => {
        expect(c.values, c.id).toEqual(first[i]!.values);
        expect(c.class, c.id).toBe(first[i]!.class);
        expect(new Set(c.instructions).size, c.id).toBeGreaterThanOrEqual(5);
        for (const ins of c.instructions) expect(used.has(ins), `${c.id}: ${ins}`).toBe(false);
      });
    },
  );

  it('normalises case and punctuation away when comparing sentences', () => {
    expect(normalised('EU countires only!')).toBe(normalised('eu  countires, only'));
    expect(normalised('DE + AT + CH')).not.toBe(normalised('DE + AT'));
  });

  it.each(roundsAfter(5))('holds the %s round apart: no sentence of an earlier set, even with other case or punctuation', (set, before) => {
    const earlier = new Set(before.flatMap((s) => loadSet(s).flatMap((c) => c.instructions.map(normalised))));
    const round = loadSet(set).flatMap((c) => c.instructions);
    expect(round.length).toBeGreaterThanOrEqual(132);
    expect(new Set(round.map(normalised)).size).toBe(round.length);
    expect(round.filter((s) => earlier.has(normalised(s)))).toEqual([]);
  });
});

describe('the real-values set follows its sources', () => {
  const real = loadSet('real');

  it('labels US places by their row, whatever foreign name the city carries', () => {
    const us = byId(real, 'real-us-only-location');
    for (const v of ['Athens, GA', 'Paris, TX', 'Moscow, ID', 'Lima, OH', 'Toledo, OH', 'Berlin, NH', 'San Francisco - California - USA'])
      expect(us.get(v), v).toBe('KEEP');
    expect(byId(real, 'real-eu-location').get('Dublin, OH')).toBe('EXCLUDE');
    expect(byId(real, 'real-us-midwest-location').get('Lima, Ohio')).toBe('KEEP');
    expect(byId(real, 'real-us-midwest-location').get('Athens, Georgia')).toBe('EXCLUDE');
  });

  it('reads a State column as US states: codes and names alone', () => {
    const states = byId(real, 'real-us-only-state');
    for (const v of ['GA', 'DE', 'IN', 'CA', 'Georgia']) expect(states.get(v), v).toBe('KEEP');
    expect(states.get('Ontario')).toBe('EXCLUDE');
    expect(byId(real, 'real-us-west-coast-state').get('CA')).toBe('KEEP');
  });

  it('leaves out a city name that rows of different countries share', () => {
    const cities = byId(real, 'real-us-only-city');
    expect(cities.has('Cambridge')).toBe(false);
  });

  it('labels industries by each taxonomy hierarchy and leaves out what it does not settle', () => {
    const software = byId(real, 'real-software-it-names');
    expect(software.get('Software Development')).toBe('KEEP'); // LinkedIn V2
    expect(software.get('Application Software')).toBe('KEEP'); // GICS 45103010
    expect(software.get('Prepackaged Software')).toBe('KEEP'); // SIC 7372
    expect(software.has('Information Technology')).toBe(false); // GICS sector 45 mixes hardware in
    expect(byId(real, 'real-software-it-sic-codes').get('7372')).toBe('KEEP');
    expect(byId(real, 'real-manufacturers-sic-codes').get('7372')).toBe('EXCLUDE');
    expect(byId(real, 'real-healthcare-names').get('Hospitals and Health Care')).toBe('KEEP');
    expect(byId(real, 'real-financial-services-names').get('Regional Banks')).toBe('KEEP');
  });

  it('labels job titles by the hand rules of eval/README.md', () => {
    const director = byId(real, 'real-director-plus');
    expect(director.get('Head of Sales')).toBe('KEEP');
    expect(director.get('Engineering Manager')).toBe('EXCLUDE');
    expect(director.has('Theatre director')).toBe(false);
    expect(byId(real, 'real-vp-plus').has('Head of Product')).toBe(false);
    expect(byId(real, 'real-c-suite').get('Product Owner')).toBe('EXCLUDE');
  });
});
