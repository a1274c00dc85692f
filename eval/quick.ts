// The eval without a server: the same decision functions the job runs (rules, then the offline matcher), in
// process. For working on the rules; `npm run eval` goes through upload → job → decisions.
// Usage: node eval/quick.ts [--before] [--set existing,real,phrasing,phrasing2,phrasing3,phrasing4,phrasing5,phrasing6,phrasing7,phrasing8,phrasing9,phrasing10,phrasing11,phrasing12,phrasing13,phrasing14,phrasing15,phrasing16,phrasing17,phrasing18] [--show criterion]
import { decideAllOffline } from '../apps/server/src/model/offline-matcher.ts';
import { decideAllByRules } from '../apps/server/src/knowledge/index.ts';
import { score, summary, table, total, type Decided, type Row, type Tally } from './score.ts';
import { chosenSets, loadSet } from './sets.ts';

const args = process.argv.slice(2);
const before = args.includes('--before');
const option = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const show = option('show');
const overall: Array<{ set: string; criteria: number; overall: Row }> = [];
for (const set of chosenSets(option('set'))) {
  const criteria = loadSet(set);
  const rows: Row[] = [];
  const all: Tally[] = [];
  for (const c of criteria) {
    const labels = new Map(c.values.map((v) => [v.value, v.label]));
    const values = c.values.map((v) => v.value);
    const tallies = c.instructions.map((ins) => {
      // The column as a job passes it: its real header (when the set gives one) and all its values.
      const rules = before ? [] : decideAllByRules(values, ins, c.column);
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
  overall.push({ set, criteria: criteria.length, overall: rows.at(-1)! });
  console.log(`\n### ${set}\n\n${table(rows)}`);
}
console.log(`\n### Per set\n\n${summary(overall)}`);
