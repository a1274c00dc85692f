/**
 * Ninth pass (ADR 0034): classes of writing from the eighth held-apart round (`eval/phrasing8.json`; README.md,
 * "Ninth pass"). Run before the eighth pass's lead words (reader-lead-words.ts), which read what these leave: a chat
 * channel's name before the message, "a good lead has / makes / works in …", "a lead qualifies if it is …", region
 * words said with their country, a range said "from … up to …", the rest said as "every company from other
 * sectors". Each rewrite needs the words that make it a criterion after it; a word with no agreed meaning is left as
 * written, and refused.
 */

const GOOD = String.raw`(?:good|qualified|right|valid|ideal|real|proper)`;
/** What a size or a count starts with: a bound word, a number, a currency sign, a number in words. */
const SIZE = String.raw`(?:at\s+least|at\s+most|more\s+than|fewer\s+than|less\s+than|over|under|between|from|up\s+to|no\s+(?:more|less|fewer)\s+than|\$|€|£|\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|a\s+hundred)\b)`;

const REWRITES: Array<[RegExp, string]> = [
  // "#emea-sales: DACH accounts only", "#central-sales midwest HQs only": the channel the message was posted in.
  // A letter first: "#1: Germany" is a numbered item, left as written.
  [/(^|\n)[ \t]*#[a-z][\w-]*:?[ \t]+(?=\S)/giu, '$1'],
  // "… only for the Berlin SDR pod", "… only for this import": who or what the list is for, after "only".
  [/(\bonly)\s+for\s+(?:the|our|this)\s+(?:[\p{L}-]+\s+){0,3}?(?:pod|team|squad|desk|import|upload|export)\b/giu, '$1'],
  // "A good lead has between 50 and 500 employees", "… makes at least ten million dollars": a size is kept. Only
  // before a size: "a good lead makes the sales team happy" is no criterion, and is left.
  [
    new RegExp(String.raw`(^|[\n.;!?]\s*)(?:a|an|every|each|any)\s+${GOOD}\s+lead\s+(?:has|makes|earns|brings\s+in)\s+(?=${SIZE})`, 'giu'),
    '$1keep ',
  ],
  // "A good lead has a company email address", "… has a director-level title": the kind of title or address.
  [
    new RegExp(
      String.raw`(^|[\n.;!?]\s*)(?:a|an|every|each|any)\s+${GOOD}\s+lead\s+has\s+(?=an?\s+[\p{L}-]+\s+(?:title|e-?mail|address|job\s+title)\b)`,
      'giu',
    ),
    '$1keep ',
  ],
  // "A good lead works in sales": the function kept ("works hard" has no "in", and is left).
  [new RegExp(String.raw`(^|[\n.;!?]\s*)(?:a|an|every|each|any)\s+${GOOD}\s+lead\s+works\s+in\s+`, 'giu'), '$1keep '],
  // "A lead qualifies if it is headquartered in …": the companies that are.
  [/(^|[\n.;!?]\s*)(?:a|an|the)\s+(?:lead|contact|account|company)\s+qualifies\s+(?:if|when)\s+it(?:'s|\s+is)\s+/giu, '$1keep companies '],
  // "a company email address, not a personal one": the other kind, named.
  [
    /\b(company|business|work|corporate)\s+e-?mail(?:\s+address)?(?:es)?\s*,\s*not\s+an?\s+(personal|private)\s+one\b/giu,
    '$1 emails, not $2 emails',
  ],
  // "a director-level title or something more senior": or more senior.
  [/\bor\s+something\s+(?=more\s+senior\b|higher\b|above\b)/giu, 'or '],
  // "the West Coast of the US": the region is the US's already.
  [
    /\b(the\s+(?:West|East|Gulf|Pacific)\s+Coast|the\s+Midwest|the\s+Northeast|the\s+Southwest)\s+of\s+the\s+(?:US|USA|United\s+States)\b/giu,
    '$1',
  ],
  // "from fifty up to five hundred people, both ends included": a range, bounds in.
  [/\bfrom\s+(\S+(?:\s+(?:hundred|thousand))?)\s+up\s+to\s+/giu, 'from $1 to '],
  [/,?\s*(?:both\s+ends|bounds|endpoints)\s+(?:included|inclusive)\b/giu, ''],
  [/\bemploying\s+(?=from\s)/giu, 'with '],
  // "annual revenues of $10 million", "size 50–500 emp", "$10M min": the field and bound words.
  [/\brevenues\b/giu, 'revenue'],
  [/(\d)\s+emp\.?(?=\s*(?:$|[\n,;)]))/gu, '$1 employees'],
  [/(\$\s?\d[\d.,]*\s*[kKmMbB]?)\s+min(?:imum)?\.?(?=\s*(?:$|[\n,;)]))/gu, 'at least $1'],
  // "remove every company from other sectors": the rest (as the eighth pass's "everyone in other departments").
  [
    /\b(?:every|each|any|all)\s+(?:company|companies|account|accounts|business|businesses|firm|firms|lead|leads|contact|contacts)\s+(?:in|from)\s+(?:the\s+)?other\s+(?:industries|sectors|verticals|countries|regions|states|departments|functions)\b/giu,
    'the rest',
  ],
  // "keep the G7-headquartered companies": headquartered in the group. Not "-based": "West Coast-based companies" is
  // read whole (the first pass read "Coast" alone as the place).
  [
    /\b([A-Z][\p{L}\d]*)-(?:headquartered|HQ'd)\s+(companies|accounts|businesses|firms|leads|organi[sz]ations)\b/gu,
    '$2 headquartered in $1',
  ],
  // "we can only approach / sign / visit …": whom they target (as the eighth pass's "we can only use").
  [/\b(we|i)\s+can\s+only\s+(?:approach|sign|visit|contact|serve|sell\s+to|work\s+with)\b/giu, '$1 target'],
  // "the invite list should only include / contain / have …": what is kept ("… on it" closes the list).
  [
    /\b(?:the|our|this)\s+(?:[\p{L}-]+\s+){0,2}?list\s+(?:should|must|can|has\s+to|needs\s+to)\s+only\s+(?:include|contain|have)\b/giu,
    'keep only',
  ],
  [/(\bkeep\s+only\b[^\n.;!?]*?)\s+on\s+it(?=\s*(?:[\n.;!?,]|$))/giu, '$1'],
  // "Canadian, Mexican and other foreign companies are out", "take out the international ones": the rest, beside a keep.
  [/,?\s+and\s+(?:all\s+)?other\s+foreign\s+(companies|accounts|businesses|firms)\s+are\s+out\b/giu, ' $1 are out; drop the rest'],
  [/\b(?:take\s+out|remove|drop|delete)\s+(?:the|all|any)\s+international\s+(?:ones|companies|accounts|businesses)\b/giu, 'drop the rest'],
  // "take the rest off", "… and everywhere else": the rest; "before Monday": when, not what.
  [/\btake\s+the\s+rest\s+off\b/giu, 'drop the rest'],
  [/\b(and|or)\s+everywhere\s+else\b/giu, '$1 the rest'],
  [/\s+(?:before|by)\s+(?:Monday|Tuesday|Wednesday|Thursday|Friday|tomorrow|EOD|the\s+end\s+of\s+(?:the\s+)?(?:day|week))\b/giu, ''],
];

export function ninthPass(text: string): string {
  let t = text;
  for (const [pattern, to] of REWRITES) t = t.replace(pattern, to);
  return t;
}
