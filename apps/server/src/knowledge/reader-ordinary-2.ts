/**
 * Fifteenth pass (ADR 0034): forms of ordinary sales writing from the fourteenth round (`eval/phrasing14.json`;
 * README.md, "Fifteenth pass"). Each rewrite brings a form to words the reader already reads, with the same meaning;
 * a word with no agreed meaning is left as written, and refused. Run first in the first pass, after the CRM filters
 * and before the fourteenth pass's words (reader-normalise.ts).
 */

/** What "everything else in …" may be said of that is no place: the list itself ("everything else in the file"). */
const LIST_WORDS = String.raw`(?:the\s+|this\s+|our\s+|my\s+)?(?:list|file|sheet|spreadsheet|export|csv|crm|data|dataset|upload|report)\b`;

/** "everything else in Europe": what the keeps leave of Europe (reader-rest-of.ts reads it beside the keeps). */
export const ELSE_IN = new RegExp(
  String.raw`\b(?:everything|anything|everyone|anyone|everybody|anybody|all)\s+else\s+(?:that\s+is\s+|that's\s+)?(?:in|within|across|from)\s+(?!${LIST_WORDS})(?=\S)`,
  'giu',
);

const REWRITES: Array<[RegExp, string]> = [
  // "everything else in Europe should be removed" beside "keep the Nordics" is what the keep leaves of Europe: "the
  // rest of Europe" (refused on the side of an exclusion, reader.ts). Read as "Europe" it excluded the Nordics.
  [ELSE_IN, 'the rest of '],
];

export function ordinaryWords2(text: string): string {
  let t = text;
  for (const [pattern, to] of REWRITES) t = t.replace(pattern, to);
  return t;
}
