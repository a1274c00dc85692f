/**
 * Fourteenth pass (ADR 0034): forms of ordinary sales writing from the thirteenth round (`eval/phrasing13.json`;
 * README.md, "Fourteenth pass") — short criteria entries and plain instructions. Each rewrite brings a form to words
 * the reader already reads, with the same meaning; a word with no agreed meaning is left as written, and refused.
 * Run first in the first pass, after the CRM filters (reader-normalise.ts).
 */

const END = String.raw`(?=\s*(?:[\n.;!?]|$))`;
/** Who or what a conditional sentence is about: "If the company is based in …", "If the address is on …", "If it's …". */
const SUBJECT = String.raw`(?:the\s+|a\s+|an\s+)?(?:company|account|lead|contact|prospect|address|email|e-mail|domain|it|they)`;
/** Where it is: "based in", "located in", "headquartered in", "on", "from". */
const WHERE = String.raw`(?:(?:based|located|headquartered|registered)\s+)?(?:in|on|from|at)`;

const REWRITES: Array<[RegExp, string]> = [
  // "If the company is based in the US, …, keep it; otherwise exclude it": the condition is the item, the verb its polarity.
  [
    new RegExp(
      String.raw`(^|[\n.;!?]\s*)if\s+${SUBJECT}(?:\s+(?:is|are)|'s)\s+${WHERE}\s+([^\n.;!?]+?)(?:,\s*whether\s+[^\n.;!?,]+)?,\s*(keep|remove|exclude|drop|delete)\s+(?:it|them)${END}`,
      'giu',
    ),
    '$1$3 $2',
  ],
  [/(^|[\n.;!?]\s*)otherwise\s*,?\s*(remove|exclude|drop|delete)\s+(?:it|them)\b/giu, '$1$2 the rest'],
  // "nursing and residential care (facilities)": NAICS 623's own title, whose "residential care" holds nursing care (6231).
  [/\bnursing\s+(?:and|or|&)\s+residential\s+care(?:\s+facilities)?\b/giu, 'residential care'],
  // "managers and anyone junior to them": that level and every level below it.
  [
    /\b([\p{L}-]+)\s+(?:and|or|&)\s+(?:anyone|everyone|anybody|everybody)\s+(?:junior\s+to|below|under|lower\s+than)\s+(?:them|that|those)\b/giu,
    '$1 and below',
  ],
  // "Head of" with nothing after it but a list mark: the level ("department heads"), not "head of <the next item>".
  [/\bheads?\s+of\b(?=\s*(?:[,)]|\band\b|\bor\b|$))/giu, 'department heads'],
  // "Directors, heads of, VPs and above": the threshold of the list's last item, kept in one piece by the list's split.
  [
    /(,\s*(?:directors?|heads?|vps?|svps?|evps?|vice\s+presidents?|managers?|c-?level|c-?suite))\s+(?:and|&)\s+(?:above|up|higher)\b/giu,
    '$1+',
  ],
  // "exclude everyone more junior": after a threshold of levels, everyone it does not reach.
  [/\b(?:everyone|anyone|everybody|anybody)\s+(?:more\s+junior|less\s+senior|junior\s+to\s+that|below\s+that)\b/giu, 'the rest'],
  // "exclude international ones / every international account, wherever it is": what the keep of places leaves.
  [
    /\b(exclude|remove|drop|delete)\s+(?:(?:every|all|any)\s+)?international(?:\s+(?:ones|accounts?|companies|leads|customers|contacts|prospects))?(?:\s*,\s*wherever\s+(?:it|they)\s+(?:is|are))?\b/giu,
    '$1 the rest',
  ],
  // "companies whose industry is software": the industry.
  [/\b(companies|accounts|businesses|firms|organi[sz]ations)\s+whose\s+(?:industry|sector|vertical)\s+is\s+/giu, '$1 in '],
  // "whose employee count falls between 50 and 500": is.
  [/\b(count|headcount|revenue|size)\s+falls\s+(?=between\b)/giu, '$1 is '],
  // "Anything at or above $10M": at least.
  [/\bat\s+or\s+above\s+(?=[$€£\d])/giu, 'at least '],
  [/\bat\s+or\s+below\s+(?=[$€£\d])/giu, 'at most '],
  // "at least $10 million, with no upper limit": the bound says it already.
  [new RegExp(String.raw`(\bat\s+least\s+[$€£]?\d[^\n.;!?,]*?)\s*,?\s*(?:with\s+)?no\s+upper\s+(?:limit|bound|cap)${END}`, 'giu'), '$1'],
  [/\bfree\s+or\s+consumer\b/giu, 'free'],
  // "consumer email services", "a free mailbox provider": free mail (personal) domains.
  [/\bconsumer\s+(?=(?:e-?mail|webmail|mail)\s+(?:services?|providers?|domains?|addresses|accounts?)\b)/giu, 'free '],
  [/\bfree\s+mailbox\s+(?=providers?\b)/giu, 'free mail '],
  // "departmental addresses": addresses of a department, role addresses.
  [/\bdepartmental\s+(?=(?:e-?mail\s+)?(?:address(?:es)?|mailbox(?:es)?|inbox(?:es)?)\b)/giu, 'role '],
  // "emails that clearly belong to a named person": the adverb.
  [/\b(belongs?\s+to)\s+(?:clearly|obviously|actually)\b|\b(?:clearly|obviously|actually)\s+(belongs?\s+to)\b/giu, '$1$2'],
  // "any address from a free email service", "personal addresses from consumer email services": the service's addresses.
  [
    /\b(?:(?:any|every|all|the)\s+)?(?:personal\s+|private\s+)?(?:e-?mail\s+)?address(?:es)?\s+(?:from|at|on|with)\s+(?:an?\s+)?(?=free\b)/giu,
    '',
  ],
  // "any generic or role address": the kind of address, said in the singular.
  [/\b(?:any|every|each)\s+((?:[\p{L}-]+\s+or\s+)?[\p{L}-]+)\s+(?:e-?mail\s+)?address\b/giu, '$1 addresses'],
  // "Outlook.com": the provider's name.
  [/\b(outlook|hotmail|yahoo|gmail|aol|gmx|icloud|proton|zoho)\.com\b(?!\.)/giu, '$1'],
  // "anyone using a free webmail provider": the provider.
  [
    /\b(?:anyone|anybody|everyone|contacts|people|leads)\s+using\s+(?=(?:an?\s+)?(?:free|personal|consumer|business|company|work)\b)/giu,
    '',
  ],
];

export function ordinaryWords(text: string): string {
  let t = text;
  for (const [pattern, to] of REWRITES) t = t.replace(pattern, to);
  return t;
}
