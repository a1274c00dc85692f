/**
 * Thirteenth pass (ADR 0034): words and short forms of the sixth to twelfth rounds that are still refused (README.md,
 * "Thirteenth pass") — reps' shorthand ("excl.", "incl.", "C. America", "census def", "dir-level & up", "mktg, ops, fin"),
 * British spelling ("organisation", "the remainder"), exclusions said after the items ("… come out", "… stay out", "…,
 * like every other country", "everything else, Italy included, goes", "anything outside X, Y included"), and the words
 * around a request ("make sure every account is in …", "we are only interested in", "before the upload"). Run in the
 * first pass after the briefs (reader-briefs.ts). A word with no agreed meaning is left as written, and refused.
 */

import { numberWords } from './number-words.ts';
import { readBounds } from './size.ts';

const END = String.raw`(?=\s*(?:[\n.;!?]|$))`;
/** A clause's end, before a comma too. */
const CLAUSE_END = String.raw`(?=\s*(?:[\n.;!?,]|$))`;
const REST = String.raw`(?:the\s+rest(?:\s+of\s+the\s+world)?|every(?:thing|one)\s+else|all\s+the\s+others|(?:every|any)\s+other\s+\p{L}+)`;

/** Job functions as a list of them abbreviates: "mktg, ops, fin, HR, eng". Only in a list every entry of which is one. */
const FUNCTION_SHORT: Record<string, string> = { mktg: 'marketing', fin: 'finance', eng: 'engineering', ops: 'operations' };
const FUNCTION_WORD = /^(?:mktg|marketing|ops|operations|fin|finance|hr|eng|engineering|legal|it|cs|support|sales|product|procurement)$/iu;
const LIST_RUN = /((?:\b[\p{L}]+\s*,\s*)+[\p{L}]+)(?=\s*(?:\+|[\n.;!?]|\band\b|\bor\b|$))/gu;
function functionLists(text: string): string {
  return text.replace(LIST_RUN, (run: string) => {
    const words = run.split(/\s*,\s*/u);
    if (words.length < 3 || !words.every((w) => FUNCTION_WORD.test(w)) || !words.some((w) => /^(?:mktg|fin|eng)$/u.test(w))) return run;
    return words.map((w) => FUNCTION_SHORT[w] ?? w).join(', ');
  });
}

const REWRITES: Array<[RegExp, string]> = [
  // "before the upload could you …": when, not what.
  [/(^|[\n.;!?,]\s*)before\s+the\s+(?:upload|import|export|sync|send)\s*,?\s+(?=(?:could|can|would|please|pls)\b)/giu, '$1'],
  // "(50 + 500 incl.)", "(50 and 500 incl.)": both bounds are in, as read.
  [/\(\s*(\d[\d,.]*)\s*(?:\+|and|&)\s*(\d[\d,.]*)\s+incl(?:\.|uded|usive)?\s*\)/giu, '($1 and $2 also ok)'],
  // "excl. AU/NZ": the abbreviation's period no longer meets the codes after it (it was read as a sentence's end).
  [/\bexcl\.\s*/giu, 'excluding '],
  // "Keep DACH. Excluding Austria": an exception that opens a sentence after another takes its items out (read as
  // "everything except Austria" it kept France).
  [/([\n.;!?]\s*)(?:excluding|except(?:\s+for)?)\s+(?=\S)/giu, '$1exclude '],
  // "excl. Baltics + rest of world": the rest.
  [/\bRoW\b/gu, 'the rest'],
  [/\b(?:the\s+)?rest\s+of\s+(?:the\s+)?world\b/giu, 'the rest'],
  // "C. America", "census def", "dir-level & up", "national lang", "hc providers".
  [/\bC\.\s*(?=America\b)/gu, 'Central '],
  [/\bcensus\s+def(?:n|\.)?(?=\s*[,;)])/giu, 'Census definition'],
  // "midwest HQs only (Census definition, 12 states)": the aside belongs to the region (reader-normalise.ts reads it there).
  [
    /\b(mid-?west(?:ern)?|north-?east(?:ern)?|south|west)\s+(HQs?|headquarters|companies|accounts)(\s+only)?(?:\s+(?:pls|please|plz))?\s*(\([^()]*\bcensus\b[^()]*\))/giu,
    '$1 $4 $2$3',
  ],
  [/\bdir(?=-level\b)/giu, 'director'],
  [/\s*&\s*(?=(?:up|above|below|under|higher|lower)\b)/giu, ' and '],
  [/\b(official(?:\s+national)?)\s+lang\b\.?/giu, '$1 language'],
  [/\bhc\s+(?=providers?\b)/gu, 'healthcare '],
  // "… come out", "… stay out": out.
  [
    new RegExp(
      String.raw`(?<!\b(?:should|must|can|could|will|would|may|might|to|not|n't)\s*)\s+(?:comes?|stays?|came)\s+out${CLAUSE_END}`,
      'giu',
    ),
    ' are out',
  ],
  // "Estonia, Latvia and Lithuania come out, like every other country": the rest goes with them.
  [new RegExp(String.raw`(\s+(?:are|is)\s+out|\s+goes|\s+go),\s*like\s+${REST}${END}`, 'giu'), '$1; drop the rest'],
  // "Everything else, Italy included, goes": Italy with the rest.
  [
    /\b(every(?:thing|one)|anything|all)\s+else\s*,\s*([^,;.!?\n]+?)\s+included\s*,\s*(?=(?:goes|go|is\s+out|are\s+out|comes?\s+off)\b)/giu,
    '$2 and $1 else ',
  ],
  // "remove anything outside South America, Mexico and Central America included": those are outside, and go with it.
  [
    /(^|[\n.;!?]\s*)((?:please\s+)?(remove|exclude|drop|delete|disqualify)\b[^\n.;!?]*?\b(?:outside(?:\s+of)?|isn't|aren't|is\s+not|are\s+not)\s+[^,;.!?\n()]+?)\s*,\s*([^,;.!?\n()]+?)\s+included(?=\s*(?:[\n.;!?]|$))/giu,
    '$1$2; $3 $4',
  ],
  // "companies HQ'd on other continents", "everything from the other continents": the rest.
  [/\b(?:everything|anything|companies|accounts|firms|businesses)\s+(?:from|on|in)\s+(?:the\s+)?other\s+continents\b/giu, 'the rest'],
  [/\b(?:every|any)\s+other\s+foreign\s+compan(?:y|ies)\b/giu, 'the rest'],
  // "G7. So Canada, France …": "so" opening a sentence links it to the one before.
  [/(^|[\n.;!?]\s*)so\s+(?=\p{Lu})/gu, '$1'],
  [/(^|[\n.;!?]\s*)So\s+(?=\p{Lu})/gu, '$1'],
  // "We go by the Census Bureau: IL, IN, …": the source of the list after it.
  [/(^|[\n.;!?]\s*)we\s+go\s+by\s+the\s+(?:US\s+)?Census(?:\s+Bureau)?(?:'s)?(?:\s+definition)?\s*:\s*/giu, '$1'],
  // "companies that actually manufacture something, whatever the product": manufacturers.
  [/\b(that|who)\s+actually\s+(?=manufactur|make|produce)/giu, '$1 '],
  [/\b(manufacture|make|produce)\s+(?:something|anything)\b/giu, '$1 things'],
  [/\s*,?\s*(?:whatever|whichever)\s+the\s+products?\b|\s*,\s*any\s+products?(?=\s*(?:[\n.;!?,]|$))/giu, ''],
  // "organisation", "the remainder", "beneath", "at director grade", "the Union" after the European Union.
  [/\bthe\s+remainder\b/giu, 'the rest'],
  [/\b(everyone|everybody|anyone|all)\s+beneath\b/giu, '$1 below'],
  [/\b(director|manager|vp|c-level)\s+grade\b/giu, '$1 level'],
  // "addresses belonging to individual people", "the addresses that belong to an individual".
  [
    /\b(?:the\s+)?(?:addresses|emails)\s+(?:belonging|that\s+belong)\s+to\s+(?:an?\s+)?individual(?:s|\s+people|\s+persons?)?\b/giu,
    'individual people',
  ],
  // "on their employer's (own) domain": a company's own domain.
  [/\bwhose\s+(?:e-?mail|address)\s+is\s+on\s+(?:their|the)\s+employer's\s+(?:own\s+)?domain\b/giu, 'with business addresses'],
  [/\b(?:their|the)\s+employer's\s+(?:own\s+)?domain\b/giu, "a company's own domain"],
  // "under that threshold", "below that figure": the other side of the bounds kept before.
  [
    /\b(?:everyone|everybody|everything|anyone|anything|companies|accounts|those)\s+(?:under|below)\s+(?:that|this|the)\s+(?:threshold|figure|line|cut-?off|floor)\b/giu,
    'the smaller ones',
  ],
  // "make sure every account is in an EU country and remove the ones that aren't": keep, and drop the rest.
  [
    /(^|[\n.;!?,]\s*|\b)(?:(?:could|can)\s+you\s+)?(?:please\s+)?make\s+sure\s+(?:that\s+)?(?:every|each|all)\s+(?:accounts?|contacts?|leads?|companies|company)\s+(?:is|are)\s+(?=\p{L})/giu,
    '$1keep only ',
  ],
  [
    /\b(?:and\s+)?remove\s+the\s+ones\s+that\s+(?:aren't|are\s+not|don't|do\s+not|isn't|is\s+not)(?=\s*(?:[\n.;!?]|$))/giu,
    'and remove the rest',
  ],
  [/\b(?:we(?:'re|\s+are)|i(?:'m|\s+am))\s+only\s+interested\s+in\b/giu, 'we only want'],
  [/\b(we|i)\s+only\s+want\s+to\s+(?:talk|speak)\s+(?:to|with)\b/giu, '$1 only want'],
  [/(^|[\n;]\s*)ind\s*:\s*/giu, '$1industry: '],
  [/\bclean\s+the\s+list\s+of\s+/giu, 'remove '],
  [/\b(we\s+(?:only\s+)?(?:need|want))\s+a\s+list\s+of\s+/giu, '$1 '],
  [/\b((?:west|east)\s+coast|mid-?west(?:ern)?)\s+states\s+of\s+(?:the\s+)?(?:US|USA|United\s+States)\b/giu, '$1 states'],
  // "anyone on Gmail, Yahoo …", "contacts using free email services like …", "those with a company domain": the addresses.
  [/\b(?:anyone|anybody|everyone|contacts|people|leads)\s+(?:on|using|with)\s+(?=(?:gmail|yahoo|hotmail|outlook|aol|icloud|gmx)\b)/giu, ''],
  [
    /\b(?:anyone|anybody|everyone|contacts|people|leads)\s+(?:on|using|with)\s+(?:a\s+)?free\s+(?:e-?mail|mail|webmail)\s+(?:services?|providers?|accounts?)\b/giu,
    'free email addresses',
  ],
  [/\b(?:those|the\s+ones|contacts)\s+with\s+a\s+company\s+domain\b/giu, 'company domains'],
  [/\s+rather\s+than\s+(?=\p{L})/giu, ', not '],
  [/\s+or\s+similar\b/giu, ' etc'],
  // "no info@/sales@ etc. pls, named ppl only": the "no" list ends at its "etc.", before the clause in "only".
  [/(^|[\n.;!?]\s*)(no\s+[^\n;!?]*?\betc)\.?(?:\s+(?:pls|please))?\s*,\s*(?=[^,\n.;!?]+\s+only\s*(?:[\n.;!?]|$))/giu, '$1$2; '],
  [/(\bnon-\p{L}+\s+)cos\b/giu, '$1companies'],
  // "marketing, HR or any other non-sales people": the non-sales people, the listed ones among them.
  [/\b(or|and)\s+(?:any|all|every)\s+other\s+(non-\p{L}+\s+(?:people|contacts|roles|staff|folks|titles))\b/giu, '$1 $2'],
  // "Liechtenstein isn't in": not in the list.
  [new RegExp(String.raw`\s+(?:isn't|is\s+not|aren't|are\s+not)\s+in${END}`, 'giu'), ' are out'],
  [/\bwhose\s+(?:job|role|function|department|team)\s+is\s+not\s+in\b/giu, 'not in'],
  [new RegExp(String.raw`\s+(?:isn't|is\s+not|aren't|are\s+not)\s+relevant${CLAUSE_END}`, 'giu'), ' are out'],
  [/\bNorth\s+African\s+(?=ones\b|countries\b|companies\b)/gu, 'North Africa '],
  // "Businesses that do not manufacture", "pharmaceutical manufacturers", "generic company inboxes", "those on a company's
  // own domain", "… are outside her patch": the words the items read.
  [
    /\b(?:businesses|companies|firms|organi[sz]ations|ones)\s+(?:that|which|who)\s+(?:don't|do\s+not)\s+manufacture(?:\s+(?:anything|things))?(?=\s*(?:[\n.;!?,]|\s+(?:are|is|should|can)\b|$))/giu,
    'non-manufacturers',
  ],
  [/\bpharmaceutical\s+(?:manufacturers|makers|companies|firms)\b/giu, 'pharma'],
  [
    /\b(?:every|any|all)\s+other\s+(?:kinds?|sorts?|types?)\s+of\s+(?:compan(?:y|ies)|organi[sz]ations?|business(?:es)?|firms?)\b/giu,
    'the rest',
  ],
  // "so let's make it exactly that, 50 through 500 inclusive": the bounds said exactly.
  [/\bmake\s+it\s+exactly\s+(?:that|this)\s*,\s*(?=[^,;.]*\d)/giu, 'keep '],
  [/\bgeneric\s+company\s+(inboxes|mailboxes|addresses)\b/giu, 'generic $1'],
  [/\bthose\s+on\s+a\s+company's\s+own\s+domain\b/giu, "the ones on a company's own domain"],
  [new RegExp(String.raw`\s+(?:is|are)\s+outside\s+(?:her|his|their|my|our|your)\s+(?:patch|territory)${CLAUSE_END}`, 'giu'), ' are out'],
  // "we'll focus on", "let's keep", "along with", "companies elsewhere", "only for now": the words the framing reads.
  [/\bwe(?:'ll|\s+will)\s+(?:only\s+)?focus\s+on\b/giu, 'focus on'],
  [
    /\b(?:everything|anything|companies|accounts)\s+(?:HQ'd|headquartered|based)\s+(?:on|in)\s+(?:another|a\s+different)\s+continent\b/giu,
    'the rest',
  ],
  [/\blet's\s+(?=(?:keep|remove|drop|delete|exclude)\b)/giu, ''],
  [/\s+along\s+with\s+(?=every(?:thing|one)\s+else\b|the\s+rest\b)/giu, ' and '],
  [/\s+along\s+with\s+(?=the\s+\p{Lu}|\p{Lu})/gu, ' plus '],
  [
    /\b(?:(?:every|any)\s+(?:other\s+)?(?:organi[sz]ation|company)\s+(?:based|headquartered)\s+elsewhere|(?:companies|accounts|businesses|organi[sz]ations|firms)\s+elsewhere)\b/giu,
    'the rest',
  ],
  [/\bonly\s+(?:for\s+now|right\s+now|at\s+the\s+moment)\b/giu, 'only'],
  // "Director and above only: directors, VPs": the bound before its list, as "Director+ only:".
  [/(^|[\n.;!?]\s*)(\p{L}+)(?:[-\s]level)?\s+(?:and|&)\s+(?:above|up)\s+only\s*:/giu, '$1only $2+:'],
  [/(^|[\n.;!?]\s*)only\s+(\p{L}+)(?:[-\s]level)?\s+(?:and|&)\s+(?:above|up)\s*:/giu, '$1only $2+:'],
  // "the US Census Bureau's twelve Midwest states": the count and the region (the source is the one the rules use).
  [/\b(?:the\s+)?(?:US\s+|U\.S\.\s+)?Census\s+Bureau's\s+(?=(?:\d{1,2}|twelve|nine|four|thirteen|sixteen)\s+\p{Lu})/gu, 'the '],
  [
    /\b((?:\d{1,2}|twelve|nine|four|thirteen|sixteen)\s+)(?:US\s+|U\.S\.\s+)?Census(?:\s+Bureau)?\s+(?=Mid-?west|North-?east|South|West)/gu,
    '$1',
  ],
  // "US$10 million", "with a smaller or larger headcount", "businesses below that": money, the other side of the bounds.
  [/\bUS\$\s*/gu, '$'],
  [
    /\b(anything|companies|accounts|those)\s+at\s+(?=[$€£]?\d[\d,.]*\s*(?:[kmb]|mm|million|bn|billion)?\s+or\s+(?:above|more|higher)\b)/giu,
    '$1 ',
  ],
  [
    /\b(?:those|the\s+ones|companies|organi[sz]ations|accounts)\s+with\s+a\s+(smaller|larger|bigger|lower|higher)(\s+or\s+(?:smaller|larger|bigger|lower|higher))?\s+(?:headcount|revenue|turnover)\b/giu,
    'the $1$2 ones',
  ],
  [
    /\b(?:businesses|companies|accounts|organi[sz]ations|firms|those|anything|everything)\s+(?:below|under)\s+that(?=\s+(?:are|is|should|can|must|go|goes)\b)/giu,
    'the smaller ones',
  ],
  // "an official language at national level": an official national language.
  [/\bofficial\s+language\s+at\s+(?:the\s+)?national\s+level\b/giu, 'official national language'],
  [/\bthat\s+recogni[sz]e\s+(\p{L}+)\s+as\s+an?\s+(official(?:\s+national)?\s+language)\b/giu, 'where $1 is an $2'],
  // "every address on a free mail provider", "whose address sits on a free webmail service": free mail.
  [
    /\b(?:every|any|all)\s+(?:address(?:es)?|contacts?|e-?mails?)\s+(?:on|at|with|using)\s+a\s+free\s+(?:e-?mail|mail|webmail)\s+(?:provider|service|domain)s?\b/giu,
    'free email addresses',
  ],
  [/\bwhose\s+(address|e-?mail)\s+sits\s+on\b/giu, 'whose $1 is on'],
  // "Only addresses of named people stay": only, said twice.
  [/(^|[\n.;!?]\s*)(only\s+[^\n.;!?]+?)\s+(?:stay|stays|remain|remains)(?=\s*(?:[\n.!?]|$))/giu, '$1$2'],
  // "… are outside our go-to-market for now": the persona's words end before when they apply.
  [/\s+(?:for\s+now|right\s+now|at\s+the\s+moment)(?=\s*(?:[\n.;!?]|$))/giu, ''],
  // "a manufacturer of any kind, whether food, textiles …": examples of any kind.
  [
    /(\bof\s+(?:any|every)\s+(?:kind|sort|type)|\bany\s+products?|\bwhatever\s+(?:they|it)\s+(?:make|makes|produce|produces))\s*,\s*whether\s+[^\n.;!?]+/giu,
    '$1',
  ],
];

/**
 * "let's go with $10M: keep companies with at least ten million dollars …": the amount said twice, the keep after it read.
 * Another amount after the colon ("let's go with $5M: keep … at least ten million") is left, and refused.
 */
const GO_WITH = /(^|[\n.;!?,]\s*)let's\s+go\s+with\s+(\$?\d+(?:[.,]\d+)?\s*[kmb]?)\s*:\s*(?=(keep\b[^\n.;!?]*))/giu;
const lowest = (text: string) => readBounds(numberWords(text).replace(/\$\s*/gu, ''))?.intervals.map((i) => i.lo) ?? [];

export function thirteenthWords(text: string): string {
  let t = text.replace(GO_WITH, (m: string, start: string, amount: string, keep: string) =>
    lowest(`at least ${amount}`).some((n) => lowest(keep).includes(n)) ? start : m,
  );
  for (const [pattern, to] of REWRITES) t = t.replace(pattern, to);
  // "the Union" in a text that names the European Union is the EU.
  if (/\b(?:European\s+Union|EU)\b/u.test(t)) t = t.replace(/\bthe\s+Union\b/gu, 'the EU');
  return functionLists(t);
}
