/**
 * Seventh pass (ADR 0034): words of sales-ops writing the reader did not know, each brought to words it reads
 * (README.md, "Seventh pass"). Verbs of removal and of keeping ("clear out", "scrub", "suppress", "we're keeping"),
 * places in other words ("stateside", "domestic (US)", "Census Region 2", "the Dakotas", "pan-African", "Cali" beside
 * another US state), sizes in other notations ("50..500", "$10MM", "8-figure revenue and above", "No. of employees")
 * and kinds of address ("person-level", "the part before the @ is a function"). Each rewrite is a meaning with a
 * public source or one the instruction itself states; a word with no agreed meaning ("domestic" alone,
 * "international" alone, "exec level") is left as written and refused.
 */

/** Verbs of removal the sixth pass did not have, where a verb stands: "clear (out)", "clean out", "scrub", "suppress", "strip". */
const REMOVAL =
  /(^|[\n.;!?,:]\s*|\b(?:and|or|then|so|just|also|please|pls|can|could|should|to|we|i|you)\s+)(?:clear(?:\s+out)?|clean\s+out|scrub|suppress|strip(?:\s+out)?)\b(?!\s+(?:down|up)\b)/giu;
/** "… can come off this list", "everything else off the list", "… comes off": out. */
const OFF_LIST = /\s+(?:(?:can|should|must|will)\s+come|comes?)\s+off(?:\s+(?:this|the)\s+list)?\b|\s+off\s+the\s+list\b/giu;
/** "manager or lower out, directors and up → keep": an exclusion at the end of a clause before a keep of its own. */
const OUT_THEN_KEEP = /\s+out\s*,\s*(?=[^,;\n]+→\s*keep\b)/giu;
/** "We're keeping X, and removing every other country": the verbs in their -ing form. */
const KEEPING = /\b(?:we\s+are|we're|i\s+am|i'm)\s+(?:only\s+)?keeping\b/giu;
const REMOVING = /(,?\s*(?:and|but)\s+)(?:removing|dropping|excluding|deleting)\b/giu;
/** "we are not covering / targeting …": the sixth pass's "we don't cover" (reader-sales-phrases.ts). */
const NOT_COVERING = /\b(we|i)\s+(?:are|am)\s+not\s+(?:covering|targeting|doing|working)\b/giu;
/** "limit the upload to", "restrict the territory to", "restrict the list to": what stays (reader-leads.ts "limit to"). */
const LIMIT =
  /\b(?:limit|restrict|narrow|cap)\s+(?:the\s+|this\s+)?(?:upload|territory|list|accounts|file|sheet|import|export|data|scope|campaign|sequence)(?:\s+down)?\s+to\b/giu;
/** "scope = DACH", "In scope: …": what the list is to hold. */
const SCOPE = /(^|\n|[.;]\s*)(?:in\s+)?scope\s*(?:=|:)\s*/giu;
/** "…, rest goes", "everyone else off the list" after a list with no verb: the list is kept, the rest dropped. */
const REST_GOES =
  /\s*,\s*(?:and\s+)?(?:the\s+)?(?:rest|everything\s+else|all\s+else|everyone\s+else|everybody\s+else|anything\s+else)\s+(?:goes|go|can\s+go|is\s+out|are\s+out|out)(?=\s*(?:[\n.;!?]|$))/giu;
/** "either Software or IT Services": "either" adds nothing to the alternatives. */
const EITHER = /\beither\s+(?=[^\n.;]*\bor\b)/giu;
/** "the rest removed", "everything else excluded", "all else dropped": drop the rest. */
const REST_REMOVED =
  /\b(?:the\s+rest|everything\s+else|all\s+else|anything\s+else)\s+(?:is\s+|are\s+|gets?\s+)?(?:removed|dropped|deleted|excluded)\b/giu;
/** "… excluded (incl. Canada and Mexico)": the parenthesis names some of what is excluded. */
const EXCLUDED_INCL = /\b(excluded|removed|dropped|out)\s*\(\s*(?:incl\.?|including)\s+([^)]*)\)/giu;
/** "next quarter we only cover …": when, before the subject (reader-normalise.ts drops it at a clause's end). */
const WHEN_FIRST = /(^|[\n.;!?]\s*)(?:next|this)\s+(?:quarter|month|year|half|fy|week)\s*,?\s+(?=(?:we|i)\b)/giu;
/** "Min. revenue:", "Max. headcount": the bound word of a field label (reader-labels.ts reads "revenue minimum"). */
const MIN_MAX = /\b(min|max)\.?\s+(revenue|turnover|arr|employees|headcount|size|company\s+size)\b/giu;
/** "we only mail work inboxes": the verb "email" (reader-sales-phrases.ts reads "we only email"). */
const ONLY_MAIL = /\b(we|i)\s+only\s+mail\b(?!\s+to\b)/giu;
/** "anyone with a manager or lower title": the title's words are the item. */
const WITH_TITLE = /\b(?:anyone|everyone|anybody|everybody|contacts?|people)\s+with\s+an?\s+([^,;.\n]+?)\s+(?:job\s+)?title\b/giu;
/** "email on a company domain", "emails at a free provider": the kind of domain is the item. */
const EMAIL_ON =
  /\be-?mails?(?:\s+address(?:es)?)?\s+(?:is\s+)?(?:on|at|from|with)\s+(?:an?\s+)?(?=[\p{L}-]+\s+(?:domains?|providers?)\b)/giu;

/** Places said in other words. */
const PLACES: Array<[RegExp, string]> = [
  // "stateside" (Merriam-Webster: in or of the US); "domestic (US)" says which home it means ("domestic" alone is refused).
  [/\bstateside\b/giu, 'US'],
  [/\bdomestic\s*\(\s*(US|USA|U\.?S\.?)\s*\)/giu, '$1'],
  // "we can't sell abroad (yet)": everything outside the country the other words keep.
  [
    /\b(?:we|i)\s+(?:can't|cannot|can\s+not|don't|do\s+not)\s+(?:sell|ship|operate|work)\s+(?:abroad|overseas|internationally)(?:\s+yet)?\b/giu,
    'drop the rest',
  ],
  [/\bno\s+(?:international|foreign|overseas)\s+(?:accounts|companies|customers|hqs|leads)\b/giu, 'drop the rest'],
  // census.gov numbers its regions: 1 Northeast, 2 Midwest, 3 South, 4 West.
  [/\b(?:US\s+)?Census\s+Region\s+1\b/giu, 'the Northeast'],
  [/\b(?:US\s+)?Census\s+Region\s+2\b/giu, 'the Midwest'],
  [/\b(?:US\s+)?Census\s+Region\s+3\b/giu, 'the South'],
  [/\b(?:US\s+)?Census\s+Region\s+4\b/giu, 'the West'],
  [/\b(?:one\s+of\s+)?the\s+Dakotas\b/giu, 'North Dakota, South Dakota'],
  [/\b(?:one\s+of\s+)?the\s+Carolinas\b/giu, 'North Carolina, South Carolina'],
  // "pan-African", "pan-European": the whole of it.
  [/\bpan-(?=(?:african|european|asian)\b)/giu, ''],
  // "the Nordic five": the Nordic Council's five sovereign members (README, "Typed here"), without the islands.
  [/\bthe\s+Nordic\s+(?:five|5)\b/giu, 'Denmark, Finland, Iceland, Norway and Sweden'],
  [/\bwestcoast\b/giu, 'west coast'],
  // The contiguous Pacific(-coast) states are the West Coast (README, "Typed here"): CA, OR, WA without AK and HI.
  [/\b(?:the\s+)?(?:three\s+)?contiguous\s+Pacific(?:[\s-]coast)?\s+states\b/giu, 'the West Coast'],
  [/\bthe\s+whole\s+of\s+/giu, ''],
  [/\beastcoast\b/giu, 'east coast'],
  // "Sth American", "Nth America": the abbreviation of the compass word, before a capitalised place word.
  [/\bSth\.?\s+(?=\p{Lu})/gu, 'South '],
  [/\bNth\.?\s+(?=\p{Lu})/gu, 'North '],
  // "G7 list only": the group's list.
  [/(?<=\b[\p{Lu}\d]{2,5})\s+list(?=\s+only\b)/gu, ''],
  [/\bdeutschsprachigen?\s+(?:länder|staaten|raum)\b/giu, 'German-speaking countries'],
  // "German-speaking countries (German as official language)": the parenthesis says which countries.
  [
    /\b(\p{L}+)-speaking\s+(?:countries|markets|nations)(\s+only)?\s*\(\s*(?:with\s+)?\1\s+as\s+(?:an?\s+)?official\s+language\s*\)/giu,
    'countries where $1 is an official language$2',
  ],
  [/\b(\p{L}+)\s+is\s+an\s+official\s+language\s+in\s+the\s+(?:hq\s+)?country\b/giu, 'countries where $1 is an official language'],
  // "…; that includes Belgium and Luxembourg but not Namibia": what the group holds, said after it.
  [/\s*[;,]\s*(?:that|this|which)\s+includes?\s+/giu, '; keep '],
];

/** Sizes in other notations. */
const SIZES: Array<[RegExp, string]> = [
  [/\bNo\.\s+of\b/gu, 'number of'],
  [/(?<=\d)\s*\.\.\s*(?=\d)/gu, '-'],
  [/(?<=\d)\s*MM\b/gu, 'M'],
  [/\s*\(?\binclusive\b\)?/giu, ''],
  // "employee range 50–500", "revenue band": the field's values.
  [/\b(employee|revenue|headcount|turnover)\s+(?:range|band|bracket)\b/giu, '$1s'],
  // "… below that excluded", "delete below": the other side of the bound just given (reader-sizes.ts).
  [/\b(?:anything\s+|everything\s+)?(?:below|under)\s+that\s+(?:is\s+|are\s+)?excluded\b/giu, 'drop smaller ones'],
  [/\b(remove|delete|drop)\s+(?:anything\s+|everything\s+)?below(?:\s+that)?(?=\s*(?:[\n.;,]|$))/giu, 'drop smaller ones'],
  [/\s+(?:is|are)\s+too\s+(?:small|little)(?:\s+for\s+us)?(?:\s*,\s*(?:please\s+|pls\s+)?remove(?:\s+(?:it|them))?)?/giu, ' is out'],
];

/**
 * "8-figure revenue and above": a number of 8 figures is 10,000,000 or more. Only with a bound after it: "8-figure
 * revenue" alone is 10M up to 100M, which the words do not say is meant.
 */
const FIGURES = /\b([5-9]|1[0-2])-figure\s+(revenue|turnover|arr|sales)\s+(?=and\s+(?:above|up)\b|or\s+(?:more|higher|above)\b)/giu;

/** Kinds of address in other words. */
const EMAIL: Array<[RegExp, string]> = [
  [/\bcorp\.?\s+(?=e-?mail|addresses|domains?)/giu, 'corporate '],
  [/\bcompany-owned\s+(?=domains?)/giu, 'company '],
  [/\b(?:person|individual)-level\s+(?=e-?mails?|addresses|mailboxes|inboxes)/giu, 'named '],
  // "(rows) where the part before the @ is a function, not a name": a role address (RFC 2142's mailbox names).
  [
    /\b(?:(?:the\s+)?rows?\s+)?where\s+the\s+(?:part|bit|local\s+part|name)\s+before\s+the\s+@\s+is\s+(?:a\s+)?(?:function|role|department|team)(?:\s*,?\s*not\s+(?:a\s+)?(?:person|name|person's\s+name))?/giu,
    'role addresses',
  ],
];

/** Industries: "FSI" (financial services industry), "ISV" (independent software vendor), "makers of physical goods". */
const INDUSTRIES: Array<[RegExp, string]> = [
  [/\bFSI\b/gu, 'financial services'],
  [/\bISVs?\b/gu, 'software vendors'],
  [/\bmakers\s+of\s+(?:(?:physical|tangible)\s+)?(?:goods|things)\b/giu, 'manufacturers'],
  [/\bNAICS\s+(?:sectors?|codes?)\s+(?=\d)/giu, 'NAICS '],
];

/** "manager-or-lower", "from VP down", "director-or-above": the bound in the words the level table reads. */
const LEVELS: Array<[RegExp, string]> = [
  [/\b(\p{L}+)-or-(lower|higher|above|below)\b/giu, '$1 or $2'],
  [/\bfrom\s+(\p{L}+)\s+down(?:wards)?\b/giu, '$1 and below'],
  // "VP and below goes": the side of a bound goes ("France goes" alone stays refused: it may mean it stays).
  [/\b(and\s+below|and\s+under|or\s+lower|or\s+below)\s+goes\b/giu, '$1 out'],
  [/\bc_suite\b/giu, 'C-suite'],
  // "Team leads": "leads" is trimmed as the filler of sales leads, which left "team" (a team inbox).
  [/\bteam\s+leads\b/giu, 'team leaders'],
];

/**
 * "EU member states …; non-members get excluded", "HQ within the European Union • no non-member states": "non-member"
 * is outside the one group of members the text names before it. With no such group, or two, it is left as written
 * (refused).
 */
const MEMBERS_OF = /\b(EU|European\s+Union|EEA|G7|G20|ASEAN|GCC|OECD|NATO)\b/gu;
const NON_MEMBER = /\bnon-?members?(?:\s+(?:states|countries|nations))?\b/giu;
function nonMembers(text: string): string {
  const groups = new Set([...text.matchAll(MEMBERS_OF)].map((m) => m[1]!.replace(/^European\s+Union$/iu, 'EU').toUpperCase()));
  if (groups.size !== 1) return text;
  const [group] = groups;
  const first = text.search(MEMBERS_OF);
  return text.replace(NON_MEMBER, (m: string, at: number) => (at > first ? `non-${group}` : m));
}

/** "Cali" beside another West Coast or US state name is California (Cali alone is as likely the Colombian city). */
const CALI = /\bCali\b/gu;
const US_STATE_NEAR = /\b(?:Oregon|Washington|Nevada|Arizona|Texas|Florida|West\s+Coast|OR|WA|NV|AZ)\b/u;

export function salesWords(text: string): string {
  let t = text
    .replace(REMOVAL, '$1remove')
    .replace(OFF_LIST, ' out')
    .replace(OUT_THEN_KEEP, ' out; ')
    .replace(KEEPING, 'keep')
    .replace(REMOVING, '$1remove')
    .replace(NOT_COVERING, "$1 don't want")
    .replace(LIMIT, 'limit to')
    .replace(SCOPE, '$1Keep: ')
    .replace(REST_GOES, '; drop the rest')
    .replace(EITHER, '')
    .replace(REST_REMOVED, 'drop the rest')
    .replace(EXCLUDED_INCL, '$1; $2 $1')
    .replace(WHEN_FIRST, '$1')
    .replace(MIN_MAX, (_, bound: string, field: string) => `${field} ${bound.toLowerCase() === 'min' ? 'minimum' : 'maximum'}`)
    .replace(ONLY_MAIL, '$1 only email')
    .replace(WITH_TITLE, '$1')
    .replace(EMAIL_ON, '');
  for (const [pattern, to] of [...PLACES, ...SIZES, ...EMAIL, ...INDUSTRIES, ...LEVELS]) t = t.replace(pattern, to);
  t = t.replace(FIGURES, (_, figures: string, noun: string) => `${noun} $${(10 ** (Number(figures) - 1)).toLocaleString('en-US')} `);
  t = nonMembers(t);
  if (US_STATE_NEAR.test(t)) t = t.replace(CALI, 'California');
  return t;
}
