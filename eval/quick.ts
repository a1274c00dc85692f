// The eval without a server: the same decision functions the job runs (rules, then the offline matcher), in
// process. For working on the rules; `npm run eval` goes through upload → job → decisions.
// Usage: node eval/quick.ts [--before] [--show criterion]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decideAllOffline } from '../apps/server/src/model/offline-matcher.ts';
import { decideAllByRules } from '../apps/server/src/knowledge/index.ts';
import { score, table, total, type Decided } from './score.ts';
import type { Criterion } from './build-kit.ts';

const args = process.argv.slice(2);
const before = args.includes('--before');
const show = args.includes('--show') ? args[args.indexOf('--show') + 1] : undefined;
const { criteria } = JSON.parse(readFileSync(path.join(import.meta.dirname, 'cases.json'), 'utf8')) as { criteria: Criterion[] };
const rows = [];
const all = [];
for (const c of criteria) {
  const labels = new Map(c.values.map((v) => [v.value, v.label]));
  const values = c.values.map((v) => v.value);
  const tallies = c.instructions.map((ins) => {
    const rules = before ? [] : decideAllByRules(values, ins);
    const offline = decideAllOffline(values, ins);
    const decided: Decided[] = values.map((value, i) => ({ value, ...(rules[i] ?? offline[i]!) }));
    if (show === c.id)
      for (const d of decided)
        if (d.decision !== labels.get(d.value))
          console.log(`${ins} | ${d.value} → ${d.decision} ${d.confidence} ${d.reason} (label ${labels.get(d.value)})`);
    return score(c.id, labels, decided);
  });
  all.push(...tallies);
  rows.push(total(c.id, tallies, { modelCalls: 0, tokens: 0, seconds: 0 }));
}
rows.push(total('overall', all, { modelCalls: 0, tokens: 0, seconds: 0 }));
console.log(table(rows));
