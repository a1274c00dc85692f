// Company size, revenue and email criteria of eval/build.ts, called at the same point of the seeded sequence.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pick, random, unique, type Case, type Criterion } from './build-kit.ts';

const here = import.meta.dirname;
const require = createRequire(path.join(here, '../apps/server/package.json'));
const emailSource = JSON.parse(readFileSync(path.join(here, 'sources/email.json'), 'utf8'));
const freeMail = readFileSync(require.resolve('freemail/data/free.txt'), 'utf8').split(/\r?\n/).filter(Boolean);

export function sizeAndEmailCriteria(): Criterion[] {
  const out: Criterion[] = [];
  /** Company sizes as exports write them, labelled by arithmetic; a band across a bound has no label and is left out. */
  function sizeCases(
    bands: string[],
    interval: (v: string) => [number, number],
    keep: (lo: number, hi: number) => boolean | undefined,
  ): Case[] {
    return bands.flatMap((v) => {
      const [lo, hi] = interval(v);
      const k = keep(lo, hi);
      return k === undefined ? [] : [{ value: v, label: k ? 'KEEP' : 'EXCLUDE' } as Case];
    });
  }
  const employees: string[] = [
    '1-10',
    '2-10',
    '11-50',
    '51-200',
    '201-500',
    '201–500',
    '501-1,000',
    '501-1000',
    '1,001-5,000',
    '5,001-10,000',
    '10,001+',
    '10001+',
    '1K-5K',
    '5K-10K',
    '51 - 200',
    '50-99',
    '100-249',
    '250-499',
    '500-999',
    '0-1',
    'Self-employed',
  ];
  for (let i = 0; i < 70; i++) {
    const n = Math.round(Math.exp(random() * Math.log(50_000)));
    employees.push(random() < 0.5 ? n.toLocaleString('en-US') : String(n));
  }
  const parseEmployees = (v: string): [number, number] => {
    if (v === 'Self-employed') return [1, 1];
    const nums = [...v.matchAll(/(\d[\d,]*)(K?)/g)].map((m) => Number(m[1]!.replace(/,/g, '')) * (m[2] ? 1000 : 1));
    if (v.endsWith('+')) return [nums[0]!, Infinity];
    return [nums[0]!, nums[1] ?? nums[0]!];
  };
  const within = (a: number, b: number) => (lo: number, hi: number) => (lo >= a && hi <= b ? true : hi < a || lo > b ? false : undefined);
  out.push({
    id: 'employees-50-500',
    class: 'size',
    instructions: [
      'Exclude companies with fewer than 50 or more than 500 employees.',
      'Keep companies with 50–500 employees',
      'keep: between 50 and 500 employees',
    ],
    source: 'arithmetic on the exported bands (LinkedIn-style bands and plain counts)',
    values: unique(sizeCases(employees, parseEmployees, within(50, 500))),
  });
  const revenue: string[] = [
    '$0-$1M',
    '$1M-$10M',
    '$10M–$50M',
    '$50M-$100M',
    '$100M-$500M',
    '$500M-$1B',
    '$1B+',
    '$10B+',
    '< $1M',
    '$1M–$5M',
    '$5M-$10M',
    '$25M-$50M',
  ];
  for (let i = 0; i < 40; i++) {
    const n = Math.round(Math.exp(Math.log(100_000) + random() * Math.log(100_000)));
    const m = n / 1e6;
    revenue.push(random() < 0.5 ? `$${n.toLocaleString('en-US')}` : `$${m >= 10 ? Math.round(m) : m.toFixed(1)}M`);
  }
  const parseRevenue = (v: string): [number, number] => {
    const nums = [...v.matchAll(/(\d[\d,.]*)\s*([MB]?)/g)].map(
      (m) => Number(m[1]!.replace(/,/g, '')) * (m[2] === 'M' ? 1e6 : m[2] === 'B' ? 1e9 : 1),
    );
    if (v.startsWith('<')) return [0, nums[0]! - 1];
    if (v.endsWith('+')) return [nums[0]!, Infinity];
    return [nums[0]!, nums[1] ?? nums[0]!];
  };
  out.push({
    id: 'revenue-10m-plus',
    class: 'size',
    instructions: ['Keep companies with revenue of at least $10M', 'Exclude companies with revenue under $10M', 'keep: $10M+ revenue'],
    source: 'arithmetic on the exported revenue bands',
    values: unique(sizeCases(revenue, parseRevenue, (lo, hi) => (lo >= 10e6 ? true : hi < 10e6 ? false : undefined))),
  });

  /** Emails: freemail's own list of free providers vs company domains; RFC 2142 role mailboxes vs people. */
  const person = () => `${pick(emailSource.givenNames, 1)[0]}${random() < 0.5 ? '.' : ''}${pick(emailSource.surnames, 1)[0]}`;
  const freeSample = [
    ...['gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'gmx.de', 'web.de', 'aol.com', 'icloud.com'],
    ...pick(freeMail, 50),
  ];
  out.push(
    {
      id: 'business-email',
      class: 'email',
      instructions: ['Exclude personal email addresses', 'Keep business emails only', 'keep: work email addresses'],
      source: 'freemail package data/free.txt (personal) and eval/sources/email.json companyDomains (business)',
      values: unique([
        ...freeSample.map((d): Case => ({ value: `${person()}@${d}`, label: 'EXCLUDE' })),
        ...emailSource.companyDomains.map((d: string): Case => ({ value: `${person()}@${d}`, label: 'KEEP' })),
      ]),
    },
    {
      id: 'role-addresses',
      class: 'email',
      instructions: [
        'Exclude role addresses (info@, sales@)',
        'exclude: generic email addresses',
        'Remove shared inboxes like info@ and sales@',
      ],
      source: 'eval/sources/email.json roleMailboxes (RFC 2142) and person names',
      values: unique([
        ...emailSource.roleMailboxes.flatMap((r: string) =>
          pick(emailSource.companyDomains as string[], 2).map((d): Case => ({ value: `${r}@${d}`, label: 'EXCLUDE' })),
        ),
        ...pick(emailSource.companyDomains as string[], 45).map((d): Case => ({ value: `${person()}@${d}`, label: 'KEEP' })),
      ]),
    },
  );
  return out;
}
