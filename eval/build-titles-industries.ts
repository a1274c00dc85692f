// Real-values set, job titles and industries. Titles: the distinct titles of real CRM exports, labelled by hand
// from the title alone (eval/sources/real-titles.json, rules in eval/README.md). Industries: the values other
// taxonomies put in an Industry column — LinkedIn industries (V2 and V1 names), GICS at its four levels, SIC codes
// and titles — labelled by each taxonomy's own hierarchy. A value whose membership the hierarchy does not settle
// (or that two taxonomies place differently) is left unlabelled, out of the set.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { consistent, seeded, type Case, type Criterion } from './build-kit.ts';

const json = (file: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, 'sources', file), 'utf8'));
type Verdict = boolean | undefined;
const label = (value: string, member: Verdict): Case[] => (member === undefined ? [] : [{ value, label: member ? 'KEEP' : 'EXCLUDE' }]);

/** Titles: [seniority, sales] per title; seniority in Apollo's levels, "individual", or null (unclear). */
const titles = Object.entries((json('real-titles.json') as { titles: Record<string, [string | null, boolean | null]> }).titles);
const SENIORITY: Array<{ id: string; instructions: string[]; keep: string[]; exclude: string[] }> = [
  {
    id: 'c-suite',
    instructions: ['C-level only', 'Keep C-suite executives'],
    keep: ['c-suite'],
    exclude: ['vp', 'head', 'director', 'manager', 'individual'],
  },
  {
    id: 'director-plus',
    instructions: ['Keep directors and above', 'Director level or higher'],
    keep: ['c-suite', 'founder', 'partner', 'vp', 'head', 'director'],
    exclude: ['manager', 'individual'],
  },
  {
    id: 'vp-plus',
    instructions: ['VP and above', 'Keep vice presidents and C-level executives'],
    keep: ['c-suite', 'founder', 'partner', 'vp'],
    exclude: ['director', 'manager', 'individual'],
  },
];
function titleCriteria(): Criterion[] {
  const out = SENIORITY.map((s): Criterion => ({
    id: `real-${s.id}`,
    class: 'titles',
    column: 'Job Title',
    instructions: s.instructions,
    source: 'eval/sources/real-titles.json (hand labels, Apollo seniority levels)',
    values: consistent(
      titles.flatMap(([t, [level]]) =>
        label(t, level && s.keep.includes(level) ? true : level && s.exclude.includes(level) ? false : undefined),
      ),
    ),
  }));
  out.push({
    id: 'real-sales-roles',
    class: 'titles',
    column: 'Job Title',
    instructions: ['Keep sales roles', 'Only people who work in sales'],
    source: 'eval/sources/real-titles.json (hand labels)',
    values: consistent(titles.flatMap(([t, [, sales]]) => label(t, sales ?? undefined))),
  });
  return out;
}

/** Membership per taxonomy for one sales word; undefined = the hierarchy does not settle it. */
type Industry = {
  id: string;
  instructions: string[];
  v2: (h: string[]) => Verdict;
  v1: (groups: string[]) => Verdict;
  gics: (code: string) => Verdict;
  sic: (major: number, code: string) => Verdict;
};
const v1Group = (g: string) => (groups: string[]) => (groups.length === 1 ? groups[0] === g : groups.includes(g) ? undefined : false);
const INDUSTRIES: Industry[] = [
  {
    id: 'software-it',
    instructions: ['Keep software and IT services companies', 'Software & IT only'],
    v2: (h) =>
      h.includes('Software Development') || h.includes('IT Services and IT Consulting')
        ? true
        : h[0] === 'Technology, Information and Media' && h[1] !== 'Media and Telecommunications'
          ? undefined // the internet, information and data branches mix software with publishing and platforms
          : false,
    v1: () => undefined, // V1's "tech" group mixes software, hardware, telecom and media: not settled
    gics: (code) => (code.startsWith('4510') ? true : code === '45' ? undefined : false),
    sic: (_, code) => (code.startsWith('737') ? true : false),
  },
  {
    id: 'healthcare',
    instructions: ['Keep healthcare companies', 'Healthcare only'],
    v2: (h) => h[0] === 'Hospitals and Health Care',
    v1: v1Group('hlth'),
    gics: (code) => code.startsWith('35'),
    sic: (major) => major === 80,
  },
  {
    id: 'financial-services',
    instructions: ['Keep financial services companies', 'Financial services only'],
    v2: (h) => h[0] === 'Financial Services',
    v1: v1Group('fin'),
    gics: (code) => code.startsWith('40'),
    sic: (major) => ((major >= 60 && major <= 64) || major === 67 ? true : major === 65 ? undefined : false),
  },
  {
    id: 'manufacturers',
    instructions: ['Keep manufacturers', 'Manufacturing companies only'],
    v2: (h) => h[0] === 'Manufacturing',
    v1: v1Group('man'),
    gics: () => undefined, // GICS has no manufacturing sector: not settled
    sic: (major) => major >= 20 && major <= 39,
  },
];

const v2 = (json('linkedin-v2.json') as { industries: Array<{ label: string; hierarchy: string[] }> }).industries;
const v1 = (json('linkedin-v1.json') as { industries: Array<{ name: string; groups: string[] }> }).industries;
const gics = Object.entries((json('gics.json') as { codes: Record<string, string> }).codes);
const sic = (json('sic.json') as { industries: Array<{ major: string; code: string; title: string }> }).industries;

const { pick } = seeded(3939);
/** Every KEEP and a sample of the EXCLUDEs (twice as many, at least 150): a taxonomy is mostly other industries. */
function balanced(cases: Case[]): Case[] {
  const keep = cases.filter((c) => c.label === 'KEEP');
  const exclude = cases.filter((c) => c.label === 'EXCLUDE');
  return [...keep, ...pick(exclude, Math.max(150, 2 * keep.length))];
}

function industryCriteria(): Criterion[] {
  return INDUSTRIES.flatMap((ind): Criterion[] => {
    const names: Case[] = [
      ...v2.flatMap((i) => label(i.label, ind.v2(i.hierarchy))),
      ...v1.flatMap((i) => label(i.name, ind.v1(i.groups))),
      ...gics.flatMap(([code, name]) => label(name, ind.gics(code))),
      ...sic.flatMap((i) => label(i.title, ind.sic(Number(i.major), i.code))),
    ];
    const codes = sic.flatMap((i) => label(i.code, ind.sic(Number(i.major), i.code)));
    const base = { class: 'industries', instructions: ind.instructions };
    return [
      {
        ...base,
        id: `real-${ind.id}-names`,
        column: 'Industry',
        source: 'eval/sources/linkedin-v2.json, linkedin-v1.json, gics.json, sic.json; labels: each taxonomy hierarchy',
        values: balanced(consistent(names)),
      },
      {
        ...base,
        id: `real-${ind.id}-sic-codes`,
        column: 'SIC Code',
        source: 'eval/sources/sic.json; labels: SIC major group',
        values: balanced(consistent(codes)),
      },
    ];
  });
}

export const realTitleAndIndustryCriteria = (): Criterion[] => [...titleCriteria(), ...industryCriteria()];
