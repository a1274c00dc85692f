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
      String.raw`(\bonly\b[^\n.;!?]*?)(?<!\bnot|n't|\bnever)\s+(?:counts?|qualif(?:y|ies)|matters?|(?:is|are)\s+relevant)${END}`,
      'giu',
    ),
    '$1',
  ],
  // "the West Coast, which for us is exactly CA, OR and WA": the group spelled out, as ", which means".
  [/,\s*which\s+(?:for\s+us|to\s+us|here)\s+(?:is|are|means)\s+(?:exactly\s+|just\s+|only\s+)?(?=\p{Lu})/gu, ', which means '],
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
  // "Africa (all 54 states)": the group's count, checked as "(54)" is.
  [/\(\s*all\s+(\d+)\s+(?:states|countries|members|member\s+states|nations)\s*\)/giu, '($1)'],
  // "level: any", "other depts: DQ", "other industries → remove": no bound on the level; the rest removed.
  [/(?:\s*[·•])?\s*\b(?:level|seniority)\s*:\s*(?:any|all)\b/giu, ''],
  [
    /\b(?:all\s+)?other\s+(?:departments|depts|functions|industries|countries|states|sectors|regions|titles|verticals)\s*(?::|→|->|=)\s*(?:disqualify|remove|delete|drop|exclude)\b/giu,
    'remove the rest',
  ],
  // "director level and up: directors, VPs …": "and above", before the list that spells it out.
  [/\b(level\s+and)\s+up\s*:/giu, '$1 above:'],
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
  // "We're targeting individuals, so shared inboxes … are not leads": an exclusion of its own after ", so" when what comes
  // before is a keep (a reason before ", so" is dropped by reader-wrappers.ts, as before).
  [
    /((?:^|[\n.;!?]\s*)(?:we(?:'re|\s+are)\s+(?:only\s+)?targeting|we\s+(?:only\s+)?target|keep|only)\b[^\n.;!?]*?),\s*so\s+(?=[^\n.;!?]*\s(?:(?:is|are)\s+(?:not\s+(?:leads|a\s+fit|relevant)|out)|goes|go|(?:should|must|can)\s+be\s+(?:disqualified|removed|dropped|deleted))\s*(?:[\n.;!?]|$))/giu,
    '$1. ',
  ],
  // Mail words: "private mail", "company mail", "mail of the company"; "people at their work addresses"; "the ones on a
  // company's own domain". ("Yahoo Mail" is a provider's name, "free mail" is read already.)
  [/\b(private|personal|company|work|business|corporate)\s+mail\b/giu, '$1 email'],
  [/\b(?:e-?)?mails?\s+of\s+the\s+company\b/giu, 'company email'],
  [
    /\b(?:people|contacts|everyone|leads)\s+(?:at|on|with)\s+their\s+(work|business|company|corporate)\s+(addresses|emails?|email\s+addresses)\b/giu,
    '$1 $2',
  ],
  [/\b(?:addresses|emails|ones)\s+(?:on|at|with)\s+(?:a|the|their)\s+company's\s+own\s+domains?\b/giu, 'business addresses'],
];

/** Role addresses named in the instruction: "role mailboxes" (a slip too: "role mialboxes"), "shared inboxes", "info@". */
const ROLE_WORDS =
  /\brole(?:-based)?\s+\p{L}{4,}|\b(?:shared|generic|functional)\s+(?:inbox(?:es)?|mail\s*box(?:es)?|addresses)|\b[a-z]+@(?!\w)/iu;

export function eleventhWords(text: string): string {
  let t = text;
  for (const [pattern, to] of REWRITES) t = t.replace(pattern, to);
  // "individuals" beside role addresses is their other side ("keep individuals only, no role mailboxes"), as "individual
  // people" is; alone it names nothing the rules read.
  if (ROLE_WORDS.test(t))
    t = t.replace(/(?<!\b(?:actual|real|named|identifiable|specific|human|private|individual)\s+)\bindividuals\b/giu, 'individual people');
  return t;
}
