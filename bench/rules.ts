// Rules benchmark (ADR 0034): how long the knowledge rules take to decide 100,000 distinct values of a
// column, per kind of criterion. Target: under a second each. In process, no server: the rules are pure functions.
// Usage: node bench/rules.ts [--values 100000]
import os from 'node:os';
import { createRuleDecider } from '../apps/server/src/knowledge/index.ts';
import { argOf } from './bench-kit.ts';

const n = Number(argOf('values', '100000'));
const countries = ['Germany', 'Deutschland', 'France', 'USA', 'Japan', 'Schweiz', 'Brasil', 'Kenya', 'DE', 'United Kingdom'];
const states = ['TX', 'California', 'WA', 'New York', 'Ohio', 'IL'];
const titles = ['CEO', 'VP Sales', 'Head of Marketing', 'Software Engineer', 'Geschäftsführer', 'Sales Manager', 'Directeur Commercial'];
const industries = [
  'Aircraft Manufacturing',
  'Software Publishers',
  'Commercial Banking',
  'Retail Bakeries',
  '541511',
  'General Medical and Surgical Hospitals',
];

/** n distinct values of a kind: the same facts written n different ways (a city or a number in front). */
const kinds: Array<{ name: string; instructions: string; value: (i: number) => string }> = [
  {
    name: 'places (countries)',
    instructions: 'Keep companies based in the European Union.',
    value: (i) => `City ${i}, ${countries[i % countries.length]}`,
  },
  { name: 'places (US states)', instructions: 'Keep companies in the Midwest', value: (i) => `Town ${i}, ${states[i % states.length]}` },
  {
    name: 'industries (NAICS)',
    instructions: 'Keep manufacturers.',
    value: (i) => (i % 2 ? industries[i % industries.length]! + ' '.repeat(1 + (i % 3)) + i : `${311000 + (i % 999)}`),
  },
  { name: 'job titles', instructions: 'Keep director level and above', value: (i) => `${titles[i % titles.length]} ${i}` },
  {
    name: 'company size',
    instructions: 'Exclude companies with fewer than 50 or more than 500 employees.',
    value: (i) => (i % 2 ? `${i}-${i + 100}` : i.toLocaleString('en-US')),
  },
  {
    name: 'email domains',
    instructions: 'Exclude personal email addresses',
    value: (i) => `person${i}@${i % 3 ? 'gmail.com' : `company${i}.com`}`,
  },
];

console.log(`\n### Rules: ${n.toLocaleString('en-US')} distinct values per criterion\n`);
console.log(`machine: ${os.cpus()[0]?.model ?? 'unknown'} × ${os.cpus().length}, Node ${process.version}\n`);
console.log('| criterion | values | decided by rules | time | target |');
console.log('| --- | --- | --- | --- | --- |');
let worst = 0;
for (const kind of kinds) {
  const values = Array.from({ length: n }, (_, i) => kind.value(i));
  const started = performance.now();
  const cpu = process.cpuUsage();
  // With the column's values, as a job passes them: the column's evidence is worked out once, inside the time.
  const { decide } = createRuleDecider(kind.instructions, { values });
  let decided = 0;
  for (const v of values) if (decide(v)) decided++;
  const used = process.cpuUsage(cpu);
  // CPU time: on a shared machine the wall clock also counts other processes' turns (both are shown).
  const ms = (used.user + used.system) / 1000;
  const wall = performance.now() - started;
  worst = Math.max(worst, ms);
  console.log(
    `| ${kind.name} | ${n.toLocaleString('en-US')} | ${decided.toLocaleString('en-US')} | ${(ms / 1000).toFixed(2)} s CPU (${(wall / 1000).toFixed(2)} s wall) | ${ms < 1000 ? 'met (< 1 s)' : 'missed (< 1 s)'} |`,
  );
}
if (worst >= 1000) process.exitCode = 1;
