// The eval's labelled sets: the existing one (ADR 0034) and the held-apart sets (real values as real
// lists write them; sales-team phrasings, in seventeen rounds). Built by eval/build.ts; see eval/README.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Criterion } from './build-kit.ts';

export const SETS = {
  existing: 'cases.json',
  real: 'real-values.json',
  phrasing: 'phrasing.json',
  phrasing2: 'phrasing2.json',
  phrasing3: 'phrasing3.json',
  phrasing4: 'phrasing4.json',
  phrasing5: 'phrasing5.json',
  phrasing6: 'phrasing6.json',
  phrasing7: 'phrasing7.json',
  phrasing8: 'phrasing8.json',
  phrasing9: 'phrasing9.json',
  phrasing10: 'phrasing10.json',
  phrasing11: 'phrasing11.json',
  phrasing12: 'phrasing12.json',
  phrasing13: 'phrasing13.json',
  phrasing14: 'phrasing14.json',
  phrasing15: 'phrasing15.json',
  phrasing16: 'phrasing16.json',
  phrasing17: 'phrasing17.json',
  phrasing18: 'phrasing18.json',
} as const;
export type SetName = keyof typeof SETS;
export const SET_NAMES = Object.keys(SETS) as SetName[];

export function loadSet(name: SetName): Criterion[] {
  return (JSON.parse(readFileSync(path.join(import.meta.dirname, SETS[name]), 'utf8')) as { criteria: Criterion[] }).criteria;
}

/** "--set real,phrasing" → those sets, in the order given; no option → every set. */
export function chosenSets(option: string | undefined): SetName[] {
  if (!option) return SET_NAMES;
  const names = option.split(',').map((s) => s.trim());
  const unknown = names.filter((n) => !(n in SETS));
  if (unknown.length) throw new Error(`unknown set ${unknown.join(', ')} (sets: ${SET_NAMES.join(', ')})`);
  return names as SetName[];
}
