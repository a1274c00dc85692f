// The seeded random numbers and case helpers of eval/build.ts, one sequence for every part of the build.
export type Label = 'KEEP' | 'EXCLUDE';
export type Case = { value: string; label: Label };
export type Criterion = { id: string; class: string; instructions: string[]; source: string; values: Case[] };

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
