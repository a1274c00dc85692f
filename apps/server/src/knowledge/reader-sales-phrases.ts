/**
 * Sixth pass of the reader's first pass (ADR 0034): sales writing said in other words than the ones the framing
 * reads, brought to those words. Each rewrite is a class of phrasing the fifth held-apart round wrote
 * (README.md, "Sixth pass"): verbs of removal ("bin", "delete", "get rid of") become "remove"; verbs of targeting
 * ("we're covering", "we only work", "we only email") become "we target"; "…, nothing else" becomes "drop the
 * rest"; reasons given for an exclusion ("is not part of DACH for us", "don't count as South America", "is someone
 * else's patch", "…, so they go too") become the exclusion. Nothing here decides what an item means: a word the
 * reader does not know is left as written, and refused later.
 */

/** Verbs of removal, where a verb stands (a clause's start, after "and", "so", "pls", a modal): "remove". */
const REMOVAL =
  /(^|[\n.;!?,:(]\s*|\b(?:and|or|then|so|just|also|please|pls|can|could|should|to|we|i|you|will|must|simply)\s+)(?:delete|bin|ditch|toss|nuke|purge|get\s+rid\s+of|throw\s+(?:out|away)|chuck(?:\s+out)?|take\s+out|strip\s+out)\b/giu;
/** The same verbs after "is / get / can be": "binned", "ditched" are "removed" (reader-leads.ts reads "gets removed"). */
const REMOVED = /\b(?:binned|ditched|nuked|purged|axed|culled|chucked)\b/giu;

/** Prepositions and words after a targeting verb that make it another verb phrase ("we work with", "we sell into"). */
const NOT_TARGET = String.raw`(?!\s+(?:with|in|on|at|for|from|to|into|across|throughout|through|well|not|n't|so|it|that|this)\b)`;
/**
 * "we're (only) covering / targeting …", "we're only running / doing / working …", "we only work / email / reach
 * …", "we can only send to …": the list the team works, which the framing reads as "we target" (reader-leads.ts).
 * Verbs with other uses need "only" / "just" ("we run a SaaS business" is no filter); "cover" and "target" do not.
 */
const TARGET_VERBS = String.raw`(?:cover(?:ing)?|targeting)`;
const ONLY_VERBS = String.raw`(?:(?:running|doing(?!\s+business)|working|reaching|prospecting|calling|emailing|contacting|chasing|pursuing|going\s+after)|(?:run|do(?!\s+business)|work|reach|prospect|call|email|e-mail|contact|chase|pursue|go\s+after)|(?:send(?:ing)?|mail(?:ing)?|writ(?:e|ing))\s+to)`;
const TARGETING = new RegExp(
  String.raw`\b(we|i)(?:\s+(?:are|am|can|will|should|could))?\s+(?:(?:only\s+|just\s+|exclusively\s+)?${TARGET_VERBS}|(?:only|just|exclusively)\s+${ONLY_VERBS})\b` +
    String.raw`(?:\s+(?:only|just))?${NOT_TARGET}`,
  'giu',
);
/** "we only want to reach / contact / email …": what the framing reads as "want to target". */
const WANT_TO = /\b(want|need)\s+to\s+(?:reach|contact|email|e-mail|call|cover|work|sell\s+to|go\s+after|prospect)\b/giu;
/** "we don't cover / can't reach …": "we don't want" (reader-leads.ts). */
const NOT_TARGETING = new RegExp(
  String.raw`\b(we|i)\s+(?:don't|do\s+not|can't|cannot|can\s+not|won't|will\s+not)\s+(?:cover|run|do(?!\s+business)|work|reach|prospect|call|email|contact|target|serve|go\s+after)\b${NOT_TARGET}`,
  'giu',
);
/** "…, we only email named contacts": a clause with its own subject and opening after a comma is a sentence of its own. */
const SECOND_SUBJECT = /\s*,\s*(?:(?:so|and|as|since|because)\s+)?(?=(?:we|i)\s+(?:target|don't\s+want)\b)/giu;
/** "…, so delete the freemail ones": "so" before a verb of removal joins it as "and" would (reader-framing.ts). */
const SO_REMOVE = /\s*,\s*so\s+(?=(?:remove|drop|exclude)\b)/giu;

/** "…, nothing else", "… and no one else": the other side of the keeps, as "drop the rest" (not at a sentence's start). */
const NOTHING_ELSE = /(?<=[^\s.;!?\n,])\s*,?\s*(?:(?:and|but)\s+)?(?:nothing|nobody|no[\s-]?one|none)\s+else\b/giu;
/** "unless they're a founder", "unless it is in the EU": an exception to what precedes ("except"). */
const UNLESS =
  /\bunless\s+(?:(?:they|it|he\s+or\s+she|the\s+(?:contact|person|company|account|lead))\s+(?:are|is)\s+)?(?:an?\s+|the\s+)?/giu;

/**
 * A reason given for an exclusion, at the end of a clause, is the exclusion: "is out of territory", "is someone
 * else's patch", "isn't our territory", "is not part of DACH for us", "don't count as South America".
 */
const NOT_OURS: Array<[RegExp, string]> = [
  [
    /\s+(?:is|are)\s+(?:out\s+of\s+(?:our\s+|my\s+)?(?:territory|patch|remit|region)|someone\s+else'?s\s+(?:patch|territory|remit|problem|region|job))\b/giu,
    ' is out',
  ],
  [/\s+(?:is|are)(?:\s+not|n't)\s+(?:our|my)\s+(?:territory|patch|remit|region|problem)\b/giu, ' is out'],
  // Only with "for us" / "for our purposes": "the UK is not part of the EU" alone states a fact, and is not read.
  [/\s+(?:is|are)(?:\s+not|n't)\s+(?:part\s+of|in|included\s+in)\s+[^,;.!?\n]{1,40}?\s+for\s+(?:us|our\s+purposes)\b/giu, ' is out'],
  [/(\s+(?:does|do)(?:\s+not|n't)\s+count)\s+as\s+(?:part\s+of\s+)?[^,;.!?\n]{1,40}?(?=\s*(?:[,;.!?\n]|$))/giu, '$1'],
];
/** "The Baltics are not Nordic, so they go too": the reason and its conclusion are one exclusion of the subject. */
const SO_THEY_GO =
  /\s+(?:is|are)(?:\s+not|n't)\s+[^,;.!?\n]{1,40}?\s*,\s*so\s+(?:(?:they|it)\s+(?:go|goes|are\s+out|is\s+out|can\s+go|should\s+go|get\s+(?:removed|dropped|cut))|(?:remove|drop|exclude)\s+(?:them|it))(?:\s+(?:too|also|as\s+well))?\b/giu;
/** "X is not in scope, and neither are Y or Z": one exclusion of X, Y and Z. */
const NEITHER =
  /(^|[\n.;!?]\s*)([^\n.;!?]+?)(\s+(?:is|are)\s+(?:not\s+in\s+scope|out(?:\s+of\s+scope)?|excluded|not\s+wanted|not\s+included))\s*,?\s*(?:and\s+)?(?:neither|nor)\s+(?:is|are)\s+([^\n.;!?]+)/giu;
/** "Post-Brexit UK": the UK as it is, outside the EU (the only UK the place tables have). */
const POST_BREXIT = /\bpost[-\s]?brexit\s+(?=(?:the\s+)?(?:UK|United\s+Kingdom|Britain|Great\s+Britain|GB)\b)/giu;

/**
 * "companies that make things / manufacture stuff / produce physical goods": manufacturers (NAICS 31–33). Only with
 * an object that names no product: "companies that make software" or "that manufacture medical devices" are not
 * every manufacturer, and stay as written (refused).
 */
const MAKE_THINGS =
  /\b(?:that|which|who)\s+(?:make|makes|manufacture|manufactures|produce|produces|build|builds)\s+(?:(?:physical|tangible|real)\s+(?:things|stuff|goods|products)|things|stuff|goods)\b/giu;
/** "whose email is from a free provider", "whose email address is on gmail": the address's kind. */
const WHOSE_EMAIL =
  /\bwhose\s+e-?mails?(?:\s+address(?:es)?)?\s+(?:is|are)\s+(?:(?:from|on|at|with|hosted\s+(?:on|at|by))\s+)?(?:an?\s+)?/giu;
/** "contacts who work in sales", "anybody whose job is in sales": the function they are in. */
const WORKS_IN = [
  /\b(?:who|that)\s+(?:work|works|are\s+working|is\s+working|sit|sits)\s+in\b/giu,
  /\bwhose\s+(?:job|role|function|position|title|department|team)\s+(?:is|are)\s+in\b/giu,
];
/** "Financial services accounts only: banking, insurance": "Only X:", whose label the framing reads with its list. */
// Words only, and not after an opening of its own: "Keep EU only: not the UK", "Director+ only: sales" read as before.
const ONLY_LABEL =
  /(^|[\n.;!?]\s*)((?!(?:please\s+)?(?:keep|only|just|include|exclude|remove|drop|filter|target|icp|we|i|our|no|not)\b)[\p{L}\d' -]{1,60}?)\s+only\s*:\s*/giu;
/** "Language = German (official)": the countries where German is an official language (place-words.ts). */
const OFFICIAL = /\b(english|german|french|spanish|portuguese|italian|dutch|arabic)\s*\(\s*(?:an?\s+)?official(?:\s+languages?)?\s*\)/giu;
/** "…, so Germany, Austria, …": a list after "so" spells out what precedes it, as a dash does (reader-framing.ts). */
const SO_LIST = /\s*,\s*so\s+(?=\p{Lu}\p{Ll})/gu;
/** "trim the list to", "pare it down to": what stays, as "filter to" (reader-leads.ts). */
const TRIM = /\b(?:trim|pare|whittle|shrink)(?:\s+(?:it|this|them|the\s+list))?(?:\s+down)?\s+to\b/giu;
/** Sizes: "people on payroll" are employees; "50 & 500" is "50 and 500". */
const SIZES: Array<[RegExp, string]> = [
  [/\b(people|staff|employees|heads|persons)\s+on\s+(?:the\s+)?payroll\b/giu, '$1'],
  [/(?<=\d[kKmM]?)\s*&\s*(?=[$€£]?\d)/gu, ' and '],
];

/**
 * The AP Stylebook's state abbreviations ("Calif.", "Ore.", "Wash."), the ones newsrooms and older CRMs write.
 * Only capitalised, with their dot, and before a list mark or the end ("(Calif., Ore., Wash.)"): "Wash." or
 * "Miss." elsewhere may be a word, and "Ga." at a sentence's end may end it.
 */
const AP_STATES: Record<string, string> = {
  Ala: 'Alabama',
  Ariz: 'Arizona',
  Ark: 'Arkansas',
  Calif: 'California',
  Colo: 'Colorado',
  Conn: 'Connecticut',
  Del: 'Delaware',
  Fla: 'Florida',
  Ga: 'Georgia',
  Ill: 'Illinois',
  Ind: 'Indiana',
  Kan: 'Kansas',
  Kans: 'Kansas',
  Ky: 'Kentucky',
  La: 'Louisiana',
  Md: 'Maryland',
  Mass: 'Massachusetts',
  Mich: 'Michigan',
  Minn: 'Minnesota',
  Miss: 'Mississippi',
  Mo: 'Missouri',
  Mont: 'Montana',
  Neb: 'Nebraska',
  Nebr: 'Nebraska',
  Nev: 'Nevada',
  Okla: 'Oklahoma',
  Ore: 'Oregon',
  Oreg: 'Oregon',
  Pa: 'Pennsylvania',
  Tenn: 'Tennessee',
  Tex: 'Texas',
  Vt: 'Vermont',
  Va: 'Virginia',
  Wash: 'Washington',
  Wis: 'Wisconsin',
  Wisc: 'Wisconsin',
  Wyo: 'Wyoming',
};
const AP_STATE = new RegExp(String.raw`\b(${Object.keys(AP_STATES).join('|')})\.(?=\s*(?:[,;)/&]|$)|\s+(?:and|or)\s)`, 'gu');

export function salesPhrases(text: string): string {
  let t = text
    .replace(REMOVAL, '$1remove')
    .replace(REMOVED, 'removed')
    .replace(NOT_TARGETING, "$1 don't want")
    .replace(TARGETING, '$1 target')
    .replace(WANT_TO, '$1 to target')
    .replace(SECOND_SUBJECT, '; ')
    .replace(NOTHING_ELSE, '; drop the rest')
    .replace(UNLESS, ' except ')
    .replace(SO_THEY_GO, ' are out')
    .replace(SO_REMOVE, ', ')
    .replace(NEITHER, '$1$2, $4$3')
    .replace(POST_BREXIT, '')
    .replace(MAKE_THINGS, ' manufacturers')
    .replace(WHOSE_EMAIL, 'with ')
    .replace(ONLY_LABEL, '$1Only $2: ')
    .replace(OFFICIAL, '$1 official language')
    .replace(SO_LIST, ' — ')
    .replace(TRIM, 'filter to')
    .replace(AP_STATE, (_, abbreviation: string) => AP_STATES[abbreviation]!);
  for (const pattern of WORKS_IN) t = t.replace(pattern, 'in');
  for (const [pattern, to] of [...NOT_OURS, ...SIZES]) t = t.replace(pattern, to);
  return t;
}
