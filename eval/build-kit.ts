// The seeded random numbers and case helpers of eval/build.ts, one sequence for every part of the build.
export type Label = 'KEEP' | 'EXCLUDE';
export type Case = { value: string; label: Label };
/** `column` is the CSV header the values sit under (a real export's header, e.g. "State / Region (HQ)"). */
export type Criterion = { id: string; class: string; instructions: string[]; source: string; values: Case[]; column?: string };

let seed = 30;
export const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
export const pick = <T>(list: readonly T[], n: number): T[] => {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
};
export const unique = (cases: Case[]) => [...new Map(cases.map((c) => [c.value, c])).values()];

/** A sequence of its own for the held-apart sets, so that adding them leaves cases.json as it was. */
export function seeded(start: number) {
  let s = start;
  const rnd = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const sample = <T>(list: readonly T[], n: number): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, n);
  };
  return { random: rnd, pick: sample };
}

/** Cases whose value carries two labels (the same text read from rows of different truth) have no label. */
export function consistent(cases: Case[]): Case[] {
  const labels = new Map<string, Set<Label>>();
  for (const c of cases) labels.set(c.value, (labels.get(c.value) ?? new Set()).add(c.label));
  return unique(cases.filter((c) => c.value.trim() && labels.get(c.value)!.size === 1));
}

/** A sentence for comparison across rounds: lower case, letters and digits only, single spaces. */
export function normalised(sentence: string): string {
  return sentence
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * A phrasing round (the fifth and later): the first phrasing set's criteria (`ph-…`) with the same values and labels
 * and the round's sentences (`ph<round>-…`). Throws when a criterion has no sentences, or when a sentence equals, once
 * normalised, one of `earlier` (every sentence of the earlier rounds) or another of its own round.
 */
export function roundCriteria(round: number, phrasings: Record<string, string[]>, phrasing: Criterion[], earlier: string[]): Criterion[] {
  const used = new Set(earlier.map(normalised));
  return phrasing.map((c): Criterion => {
    const key = c.id.replace(/^ph-/, '');
    const instructions = phrasings[key];
    if (!instructions) throw new Error(`no phrasings of round ${round} for ${c.id}`);
    // One at a time, so a sentence written twice in this round is refused like one of an earlier round.
    const repeated: string[] = [];
    for (const s of instructions) {
      if (used.has(normalised(s))) repeated.push(s);
      used.add(normalised(s));
    }
    if (repeated.length) throw new Error(`${c.id} repeats an earlier sentence: ${repeated.join(' | ')}`);
    return { ...c, id: `ph${round}-${key}`, instructions, source: `${c.source} (the phrasing set's values and labels)` };
  });
}
