/**
 * "Not just X", "not only X (but also Y)" (ADR 0034): X is added to what the sentence keeps or excludes, never
 * turned around. "We're targeting the whole of Africa, not just Sub-Saharan Africa" keeps Sub-Saharan Africa with
 * the rest of Africa; read as "not Sub-Saharan Africa" it excluded 48 countries, confidently (the thirteenth phrasing
 * round, docs/EVAL.md). Run first, before any rule reads "not" as an exclusion. Only inside a sentence (after a comma,
 * a dash, a bracket, "and") or with its "but also": "Not just DACH and not Namibia: keep …" opens a sentence with a
 * list it then corrects, and stays refused.
 */

const ONLY = String.raw`not\s+(?:just|only|merely|simply|solely|exclusively)`;

const REWRITES: Array<[RegExp, string]> = [
  // "not only the EU but also the UK", "not just managers, but also directors": both.
  [new RegExp(String.raw`\b${ONLY}\s+([^\n.;!?]*?)\s*,?\s+but\s+(?:also\s+|too\s+|as\s+well\s+)?(?=\S)`, 'giu'), '$1 and '],
  // "…, not just Sub-Saharan Africa", "(not only Germany …)", "and not just the US": the names it adds.
  [new RegExp(String.raw`([,(–—]|\band)\s*${ONLY}\s+(?=\S)`, 'giu'), '$1 '],
];

export function additions(text: string): string {
  let t = text;
  for (const [pattern, to] of REWRITES) t = t.replace(pattern, to);
  return t;
}
