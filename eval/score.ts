// Scores decisions against a set's labels: per criterion and overall.
import { REVIEW_CONFIDENCE } from '../packages/shared/src/review.ts';

export type Decided = { value: string; decision: 'KEEP' | 'EXCLUDE'; confidence: number; reason: string };
export type Row = {
  criterion: string;
  values: number;
  accuracy: number;
  keepPrecision: number;
  keepRecall: number;
  needsReview: number;
  wrongNotFlagged: number;
  byRules: number;
  /** Share of the values the rules decided (ADR 0034); the rest went to the model, the keyword matcher or review. */
  coverage: number;
  /** Of the rules' decisions, the share that match the label (1 when the rules decided nothing). */
  rulesAccuracy: number;
  modelCalls: number;
  tokens: number;
  seconds: number;
};

/** A decision by the rules carries their reason form "KEEP — …" / "EXCLUDE — …" (knowledge/decide.ts). */
export const byRules = (d: Decided) => /^(?:KEEP|EXCLUDE) — /.test(d.reason);

/** One phrasing's decisions against its labels; rows of one criterion are summed by `total`. */
export function score(criterion: string, labels: Map<string, 'KEEP' | 'EXCLUDE'>, decided: Decided[]) {
  const t = {
    criterion,
    n: 0,
    correct: 0,
    tp: 0,
    predictedKeep: 0,
    labelKeep: 0,
    review: 0,
    wrongNotFlagged: 0,
    byRules: 0,
    rulesCorrect: 0,
  };
  for (const d of decided) {
    const label = labels.get(d.value);
    if (!label) continue;
    t.n++;
    // "Needs review" in the Decisions table is exactly this: confidence under REVIEW_CONFIDENCE (undecided values
    // carry 0.3, packages/shared/src/review.ts); anything at or above it is shown as a confident decision.
    const flagged = d.confidence < REVIEW_CONFIDENCE;
    if (d.decision === label) t.correct++;
    else if (!flagged) t.wrongNotFlagged++;
    if (flagged) t.review++;
    if (d.decision === 'KEEP') t.predictedKeep++;
    if (label === 'KEEP') t.labelKeep++;
    if (d.decision === 'KEEP' && label === 'KEEP') t.tp++;
    if (byRules(d)) {
      t.byRules++;
      if (d.decision === label) t.rulesCorrect++;
    }
  }
  return t;
}
export type Tally = ReturnType<typeof score>;

export function total(criterion: string, tallies: Tally[], extra: { modelCalls: number; tokens: number; seconds: number }): Row {
  const s = (k: keyof Omit<Tally, 'criterion'>) => tallies.reduce((n, t) => n + t[k], 0);
  const n = s('n');
  return {
    criterion,
    values: n,
    accuracy: n ? s('correct') / n : 0,
    keepPrecision: s('predictedKeep') ? s('tp') / s('predictedKeep') : 1,
    keepRecall: s('labelKeep') ? s('tp') / s('labelKeep') : 1,
    needsReview: s('review'),
    wrongNotFlagged: s('wrongNotFlagged'),
    byRules: s('byRules'),
    coverage: n ? s('byRules') / n : 0,
    rulesAccuracy: s('byRules') ? s('rulesCorrect') / s('byRules') : 1,
    ...extra,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
export function table(rows: Row[]): string {
  const head =
    '| criterion | values | accuracy | KEEP precision | KEEP recall | needs review | wrong, not flagged | by rules | coverage | rules accuracy | model calls | tokens | time |';
  const lines = rows.map(
    (r) =>
      `| ${r.criterion} | ${r.values} | ${pct(r.accuracy)} | ${pct(r.keepPrecision)} | ${pct(r.keepRecall)} | ${r.needsReview} | ${r.wrongNotFlagged} (${pct(r.values ? r.wrongNotFlagged / r.values : 0)}) | ${r.byRules} | ${pct(r.coverage)} | ${pct(r.rulesAccuracy)} | ${r.modelCalls} | ${r.tokens} | ${r.seconds.toFixed(1)} s |`,
  );
  return [head, `|${' --- |'.repeat(13)}`, ...lines].join('\n');
}

/** One line per set: the overall row of each, the figures the goals are set on. */
export function summary(sets: Array<{ set: string; criteria: number; overall: Row }>): string {
  const head = '| set | criteria | decisions | coverage (by rules) | rules accuracy | wrong, not flagged | needs review | accuracy |';
  const lines = sets.map(
    ({ set, criteria, overall: r }) =>
      `| ${set} | ${criteria} | ${r.values} | ${pct(r.coverage)} | ${pct(r.rulesAccuracy)} | ${r.wrongNotFlagged} (${pct(r.values ? r.wrongNotFlagged / r.values : 0)}) | ${r.needsReview} | ${pct(r.accuracy)} |`,
  );
  return [head, `|${' --- |'.repeat(8)}`, ...lines].join('\n');
}
