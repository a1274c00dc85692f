/**
 * Sentences that say what to do with a list at their END ("Marketing, Finance and HR → delete", "the UK and
 * Switzerland are out", "directors and up stay", "managers should be removed"): the offline matcher reads
 * keywords before the words they govern, so such a sentence is rewritten to "exclude …" / "keep …" first.
 * Without it the list was read with the default polarity (keep) and a value the sentence excludes was kept
 * with confidence ("lets the keyword matcher keep 'UK' because the sentence mentions it to exclude it").
 * The verb governs the last clause only: "We're targeting work addresses, so anyone on Gmail goes" excludes
 * Gmail and leaves "targeting work addresses" as it was.
 */

const ARROW = String.raw`(?:\s*(?:→|->|=>|:|=|-|—|–)\s*|\s+)`;
/** What a trailing verb may end with: "them", "the rows", "from the list", "off the sheet". */
const OBJECT = String.raw`(?:\s+(?:it|them|these|those|the\s+rows?|rows?))?(?:\s+(?:to|for)\s+us)?(?:\s+(?:(?:from|off|of)\s+)?(?:the\s+|our\s+|this\s+)?(?:list|sheet|file|csv))?`;
const REMOVED =
  String.raw`(?:out(?:\s+of\s+scope)?|excluded|removed|deleted|dropped|disqualified|useless|irrelevant|(?:of\s+)?no\s+use|no\s+good|not\s+useful|taken\s+(?:off|out|away)|not\s+(?:wanted|needed|included|a\s+fit|in\s+scope|allowed|relevant|leads?|a\s+lead|prospects?|targets?)` +
  // "… are not the persona", "… is not our ICP", "… are not in the territory": what the brief is about, said not to be it.
  String.raw`|not\s+(?:(?:the|our|a|an|my)\s+)?(?:ideal\s+)?(?:persona|icp|audience|customers?|buyers?|target\s+(?:audience|group|market))` +
  String.raw`|not\s+(?:in|within|part\s+of)\s+(?:the\s+|our\s+|my\s+)?(?:territory|target\s+(?:audience|group|market)|persona|icp))`;

/**
 * "… are out", "… should be disqualified", "… have to be taken off the list", "… all go", "… come out", "→ delete",
 * "… we don't need", "… are not the persona", "… do not represent a persona".
 */
const TRAILING_EXCLUDE = new RegExp(
  String.raw`^(.*?)(?:` +
    String.raw`\s+(?:are|is|get|gets|should\s+be|must\s+be|can\s+be|will\s+be|to\s+be|(?:have|has|need|needs)\s+to\s+be)\s+${REMOVED}` +
    String.raw`|\s+(?:all\s+|can\s+|should\s+|must\s+)?(?:go|goes|come\s+(?:off|out)|comes\s+(?:off|out))` +
    // A bare participle, as tickets write it: "Mexico, Central America and the Caribbean excluded"; after "and" or a
    // comma it is an item of the list ("Exclude Closed Won, Closed Lost and Disqualified").
    String.raw`|(?<![,&]|\b(?:and|or|nor))\s+(?:excluded|removed|deleted|dropped|disqualified)` +
    String.raw`|\s+(?:(?:do|does)\s+not|don['’]?t|doesn['’]?t)\s+(?:represent|fit|match)\s+(?:(?:a|an|the|our|any)\s+)?(?:ideal\s+)?(?:persona|profile|icp)` +
    String.raw`|\s+we\s+(?:don['’]?t|do\s+not)\s+(?:need|want)` +
    String.raw`|\s+(?:don['’]?t|do\s+not|doesn['’]?t|does\s+not)\s+interest\s+us` +
    String.raw`|,?\s+(?:so\s+)?(?:please\s+)?(?:disqualify|remove|delete|drop|exclude|take\s+(?:away|off|out))\s+(?:them|these|those|it)` +
    String.raw`|,?\s+please\s+(?:take\s+(?:away|off|out)|remove|delete|drop)` +
    // "…, fuera", "… raus": "out" in the other languages of mixed notes.
    String.raw`|${ARROW}(?:delete|remove|drop|exclude|out|fuera|raus|dehors)` +
    String.raw`)${OBJECT}\s*$`,
  'iu',
);

/** "… stay", "… stays", "… can stay", "→ keep", "… qualify", "… are in". */
const TRAILING_KEEP = new RegExp(
  String.raw`^(.*?)(?:` +
    String.raw`\s+(?:all\s+|can\s+|should\s+|must\s+)?(?:stay|stays|qualify|qualifies)` +
    String.raw`|\s+(?:are|is)\s+in(?:\s+scope)?` +
    String.raw`|${ARROW}(?:keep|include|yes)(?:\s+(?:it|them|the\s+rows?|rows?))?` +
    String.raw`)\s*$`,
  'iu',
);

/** Where the last clause starts: after ", so", "which is why", "therefore", "that's why". */
const CLAUSE = /^(.*(?:,\s*|\s)(?:so|therefore|hence|which\s+is\s+why|that's\s+why|that\s+is\s+why)\s)(.*)$/isu;

/**
 * Where the list a trailing verb governs starts: after ", so" and the like, or else after the last comma (or dash
 * between spaces: "EU27 only – UK/CH/NO out") when it follows the sentence's last keyword ("let only directors or higher, managers and below we don't need": the
 * managers, not the directors; "only the West Coast (California, Oregon), other states please take away"); 0 when neither is there (the whole sentence is the list).
 */
function listStart(list: string, keywords: RegExp): number {
  const clause = CLAUSE.exec(list);
  if (clause?.[2]?.trim()) return clause[1]!.length;
  const last = [...list.matchAll(keywords)].at(-1);
  if (last?.index === undefined) return 0;
  // The last comma, or a dash between spaces ("EU27 only – UK/CH/NO out"), past the keyword.
  const breaks = [...list.matchAll(/,|\s[–—-]\s/gu)].at(-1);
  const end = breaks?.index === undefined ? -1 : breaks.index + breaks[0].length;
  return breaks?.index !== undefined && breaks.index > last.index && list.slice(end).trim() ? end : 0;
}

/**
 * The sentence with a trailing verb moved to the front of the list it governs ("exclude Marketing, Finance"), or
 * as it was. `keywords` finds the sentence's own keep/exclude keywords (a global pattern).
 */
export function frontTrailingVerb(sentence: string, keywords: RegExp): string {
  // A note in brackets after the verb belongs to the list: "all other countries excluded (incl. Canada and Mexico)".
  const note = /\s*\([^()]*\)\s*$/u.exec(sentence);
  const body = note ? sentence.slice(0, note.index) : sentence;
  for (const [pattern, keyword] of [
    [TRAILING_EXCLUDE, 'exclude'],
    [TRAILING_KEEP, 'keep'],
  ] as const) {
    const list = pattern.exec(body)?.[1];
    if (!list?.trim()) continue;
    const start = listStart(list, keywords);
    return ` ${list.slice(0, start)} ${keyword} ${list.slice(start)}${note ? ` ${note[0].trim()}` : ''}`;
  }
  return sentence;
}
