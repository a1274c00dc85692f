// The keyword matcher's confident mistakes, per instruction: values the rules leave (as `node eval/quick.ts` runs
// them, rules first) that the offline matcher decides against the label at or above the review threshold, with
// how it read the instruction. For working on the matcher (packages/shared/src/offline-*.ts).
// Usage: node eval/confident-wrong.ts [set,set,…] (every set when none is given)
import { decideAllOffline } from '../apps/server/src/model/offline-matcher.ts';
import { decideAllByRules } from '../apps/server/src/knowledge/index.ts';
import { describeTerms } from '../packages/shared/src/offline-terms.ts';
import { REVIEW_CONFIDENCE } from '../packages/shared/src/review.ts';
import { chosenSets, loadSet } from './sets.ts';

for (const set of chosenSets(process.argv[2])) {
  for (const c of loadSet(set)) {
    const labels = new Map(c.values.map((v) => [v.value, v.label]));
    const values = c.values.map((v) => v.value);
    for (const ins of c.instructions) {
      const rules = decideAllByRules(values, ins, c.column);
      const offline = decideAllOffline(values, ins);
      const wrong = values.flatMap((value, i) => {
        const d = offline[i]!;
        if (rules[i] || d.confidence < REVIEW_CONFIDENCE || d.decision === labels.get(value)) return [];
        return [`${value} → ${d.decision} (${d.reason})`];
      });
      if (wrong.length === 0) continue;
      console.log(`\n[${set}/${c.id}] ${wrong.length}: ${ins}\n  read: ${describeTerms(ins)}\n  ${wrong.slice(0, 6).join('\n  ')}`);
    }
  }
}
