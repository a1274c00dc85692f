/**
 * Twelfth pass (ADR 0034): words and sentence forms of the eleventh held-apart round (`eval/phrasing11.json`; README.md,
 * "Twelfth pass") — English as Spanish, French and German speakers write it ("I would like that you keep only …", "…,
 * eliminate them", "whose headquarter lies in", "in a country of the G7", "director or superior"), dictated text
 * without punctuation ("… in the european union everything else can go"), the level said not to matter ("no matter
 * which level", "juniors and seniors alike"), and the lines around an instruction ("Thanks for pulling it together",
 * "Since …, her list should be …"). Run first in the first pass, after the CRM filters (reader-crm-filters.ts). A word
 * with no agreed meaning is left as written, and refused.
 */

const END = String.raw`(?=\s*(?:[\n.;!?]|$))`;
/** Verbs of removal, as the round's writers use them. */
const REMOVE = String.raw`(?:remove|delete|drop|eliminate|suppress|erase|take\s+out|take\s+off)`;

const REWRITES: Array<[RegExp, string]> = [
  // "Please, leave only …": the request's comma (the politeness rule drops "please" and left it before the verb).
  [/(^|[\n.;!?]\s*)(?:please|pls)\s*,\s*/giu, '$1'],
  // "just keep …", "only leave …": keep.
  [/(^|[\n.;!?,]\s*)just\s+keep\b/giu, '$1keep'],
  [/\bonly\s+leave\b/giu, 'keep only'],
  // "this list should hold only …", "her list should be …", "the invite list itself should be only …", "this list is only
  // for …": what the list holds is kept ("the list should include Germany", without "only", may add to it: refused).
  [
    /\b(?:this|the|her|his|their|our|my|your)\s+(?:invite\s+|guest\s+|target\s+|call\s+)?list(?:\s+itself)?\s+(?:(?:should|must|needs\s+to|has\s+to|will)\s+(?:be\s+(?:only\s+)?(?:for\s+)?|(?:hold|have|contain|include)\s+only\s+)|is\s+(?:only\s+for|for\s+only|only)\s+)(?=\p{L})/giu,
    'keep only ',
  ],
  // "…, and for that we only want", "…, and we are only going after": the reason before, as ", so".
  [/,\s*and\s+(?:for\s+(?:that|this)\s+)?(?=we\s+(?:are\s+)?(?:only|just)\s+(?:want|need|going\s+after|target|sell))/giu, ', so '],
  [/\bgoing\s+after\b/giu, 'targeting'],
  // "For now,", "So:", "For the follow-ups": the opening of a sentence, before the request.
  [/(^|[\n.;!?]\s*)(?:for\s+now|right\s+now|at\s+the\s+moment)\s*,\s*/giu, '$1'],
  [/(^|[\n.;!?]\s*)so\s*:\s*/giu, '$1'],
  [/(^|[\n.;!?]\s*)for\s+(?:the|these|our)\s+(?:follow-?ups|invites|meetings|calls|demos)\s*,?\s+(?=(?:we|please|keep|only)\b)/giu, '$1'],
  // "…, so take every other account out": the exclusion after the keep.
  [
    /\btake\s+(?:(?:every|all|any)\s+other\s+\p{L}+|the\s+rest|the\s+others|everyone\s+else|everything\s+else)\s+out\b/giu,
    'remove the rest',
  ],
  [/(\bkeep\s+only\b[^\n.;!?]*?),\s*so\s+(?=(?:remove|delete|drop|clear\s+out|take\s+out)\b)/giu, '$1; '],
  // "… and none from elsewhere": the rest removed.
  [/\s*,?\s+and\s+(?:none|nothing)\s+from\s+elsewhere\b/giu, '; drop the rest'],
  // "the rest of the export can be removed": the rest.
  [/\bthe\s+rest\s+of\s+the\s+(?:export|file|list|sheet|data)\b/giu, 'the rest'],
  // "…, but the invite list itself should be only …": a reason before ", but" (dropped below when it restricts nothing).
  [
    /(^|[\n.;!?]\s*)(?:practically|in\s+practice|basically|in\s+short)\s*,\s*(?:that|this)\s+means\s+(?=(?:keep|only|remove|drop)\b)/giu,
    '$1',
  ],
  // "… insurance companies with it": the product the sentence is about.
  [/\s+with\s+it(?=\s*(?:[;.]|$))/giu, ''],
  // "what we want is …": keep.
  [/\bwhat\s+we\s+(?:want|need)\s+(?:is|are)\s+/giu, 'keep '],
  // "We're not after real estate": exclude.
  [/(^|[\n.;!?]\s*)we(?:'re|\s+are)\s+not\s+after\s+/giu, '$1exclude '],
  // "Forget marketing, ops …": exclude.
  [/(^|[\n.;!?]\s*)forget(?:\s+about)?\s+/giu, '$1exclude '],
  // "…, nothing more": only.
  [/\s*,?\s*(?:and\s+)?nothing\s+more(?=\s*(?:[\n.;!?]|$))/giu, ' only'],
  // "Not Europe, not Oceania: keep …": a list of what is not wanted ends at the colon before the keep.
  // "Not just DACH and not Namibia: keep …" ("not just" is no exclusion) is left as written, and refused.
  [/(^|[\n.;]\s*)((?:not|no)\s+(?!just\b|only\b)[^\n.;:]+?):\s*(?=(?:keep|only|just)\b)/giu, '$1$2; '],
  // "drop every lead from another industry": the rest.
  [
    /\b(?:every|any|all)\s+(?:lead|leads|account|accounts|company|companies|contact|contacts)\s+(?:from|in)\s+(?:another|any\s+other|other)\s+(?:industry|industries|sector|sectors|country|countries|state|states|continent|continents)\b/giu,
    'the rest',
  ],
  // "Shared mailboxes … don't interest us": they are out.
  [/\s+(?:do\s+not|don't|does\s+not|doesn't)\s+interest\s+us\b/giu, ' are out'],
  // "the ones with email of the company", "the contacts with free email": the kind of address.
  [
    /\b(?:the\s+)?(?:ones|contacts|people|leads)\s+with\s+(?:an?\s+)?(company|business|work|corporate|free|personal|private)\s+e-?mails?(?:\s+address(?:es)?)?\b/giu,
    '$1 emails',
  ],
  [/\b(?:the\s+)?(?:ones|contacts|people|leads)\s+with\s+(?:an?\s+)?e-?mails?\s+of\s+the\s+company\b/giu, 'company emails'],
  // "(so also Belgium, Luxembourg and Liechtenstein, not only Germany, Austria and Switzerland)": the whole list, spelled out.
  [/\(\s*so\s+also\s+([^()]+?),\s*not\s+only\s+([^()]+)\)/giu, '($2, $1)'],
  // "…; so director and up": the summary of the lines before it.
  [/\s*[;\n—]\s*so\s+(?=[\p{L}][^\n;.!?]*(?:\band\s+(?:up|above)|\bonly)\s*$)/giu, '; '],
  // "Companies need 50 employees or more but must not be bigger than 500": the bounds.
  [/(^|[\n.;!?]\s*)(?:companies|accounts|firms)\s+(?:need|must\s+have|should\s+have)\s+(?=\d)/giu, '$1keep companies with '],
  [/\bbut\s+(?:must|should)\s+not\s+be\s+(?:bigger|larger)\s+than\s+(?=\d)/giu, 'and at most '],
  // Sign-offs in the writer's language, before a name (reader-wrappers.ts reads the others).
  [
    /(?:[.!?,]\s*|\s+)(?:[Mm]erci\s+(?:d'avance|beaucoup)|[Bb]ien\s+à\s+vous|[Ff]reundliche\s+[Gg]rüße|[Bb]este\s+[Gg]rüße|[Mm]it\s+freundlichen\s+[Gg]rüßen|[Ss]aludos\s+cordiales|[Aa]tentamente)\s*[,!.]*\s*(?:\p{Lu}\p{Ll}+(?:-\p{Ll}+)?)?\s*[.!]*\s*$/u,
    '',
  ],
  // "Thanks for pulling it together so fast.": thanks at the end, for something done.
  [/(^|[.!?]\s+)thanks?\s+(?:you\s+)?for\s+[^\n.!?]*[.!]?\s*$/iu, '$1'],
  // "I would like that you keep only …", "we would like to keep / invite only …", "and that you remove", "and to delete".
  [/\b(?:i|we)\s+would\s+like\s+(?:that\s+you\s+|to\s+)invite\s+only\b/giu, 'keep only'],
  [/\b(?:i|we)\s+would\s+like\s+(?:that\s+you\s+|to\s+)(?=(?:keep|have|remove|delete|leave)\b)/giu, ''],
  [/\band\s+(?:that\s+you|to)\s+(?=(?:remove|delete|eliminate|suppress|keep|leave)\b)/giu, 'and '],
  // "eliminate", "suppress", "take off": remove.
  [/\b(?:eliminate|suppress)\b/giu, 'remove'],
  [/\btake\s+off\b/giu, 'remove'],
  // "take only the firms … into the list": keep only.
  [/\btake\s+only\s+([^\n.;!?]+?)\s+into\s+the\s+(?:list|file|sheet)\b/giu, 'keep only $1'],
  // "whose headquarter lies / is in", "that have their central office in": headquartered in.
  [
    /\b(?:whose|with\s+(?:the|their|its))\s+(?:headquarters?|head\s+office|main\s+office|central\s+office|seat)\s+(?:lies|is|are|sits)\s+in\b/giu,
    'headquartered in',
  ],
  [/\b(?:with|having|that\s+have|which\s+have)\s+(?:the\s+|their\s+|its\s+|a\s+)?central\s+office\s+in\b/giu, 'headquartered in'],
  [/\b(?:with|having)\s+(?:the\s+)?headquarters\s+in\b/giu, 'headquartered in'],
  // "in some country of the European Union", "in a country of South America": in it.
  [/\bin\s+(?:some|a|any|one)\s+country\s+of\s+/giu, 'in '],
  // "… in the list, all others can be deleted": the list is where they stay.
  [/\s+in\s+the\s+(?:list|file|sheet)(?=\s*,)/giu, ''],
  // "…; the ones of Mexico, Central America and the rest, eliminate (them)": what is named before the verb is removed —
  // after a sentence mark only, and not a clause that opens with a verb of its own.
  [
    new RegExp(
      String.raw`(^|[\n;.!?]\s*)(?!(?:keep|only|just|remove|delete|drop|exclude|include|please|we|i)\b)((?:the|those|all)\b[^\n;.!?]+?),\s*${REMOVE}(?:\s+(?:them|it))?(?:\s+(?:from\s+the\s+(?:list|file)|please))*${END}`,
      'giu',
    ),
    '$1remove $2',
  ],
  // "the ones of Mexico", "those of Canada": the places themselves.
  [/\b(remove\s+)(?:the\s+ones|those)\s+(?:of|from|in)\s+/giu, '$1'],
  // "persons with a position of director or superior": the title; "or superior" is "or above".
  [/\b(people|persons|contacts)\s+with\s+a\s+(?:position|title|role|job)\s+(?:of\s+)?/giu, '$1 who are '],
  [/\bor\s+superior\b/giu, 'or above'],
  // "persons from the sales department": the function's people.
  [/\b(?:people|persons|staff|contacts)\s+(?:from|of|in)\s+the\s+(\p{L}+)\s+(?:department|team|function)\b/giu, '$1 people'],
  // The level said not to matter: "no matter which level", "it doesn't matter how senior they are", "juniors and
  // seniors alike", "junior or senior" after a function.
  [
    /\s*,?\s*(?:it\s+)?(?:no\s+matter|doesn't\s+matter|does\s+not\s+matter)\s+(?:which|what|how)\s+(?:level|seniority|senior)(?:\s+(?:they|he|she)\s+(?:are|is))?/giu,
    '',
  ],
  [/\s*,?\s*(?:juniors?\s+(?:and|or)\s+seniors?|seniors?\s+(?:and|or)\s+juniors?)(?:\s+alike)?(?=\s*(?:[\n.;!?,]|$))/giu, ''],
  // "the companies which count between 50 and 500 employees, 50 and 500 included": with; the bounds are in, as read.
  [/\b(?:which|that|who)\s+count\s+(?=(?:between|from|at\s+least|more|fewer|less|over|under)\b)/giu, 'with '],
  [/\s*,\s*\d[\d,.]*\s+and\s+\d[\d,.]*\s+(?:included|inclusive)(?=\s*(?:[\n.;!?]|$))/giu, ''],
  [/\s+including\s+\d[\d,.]*\s+and\s+\d[\d,.]*(?=\s)/giu, ''],
  // "firms under this we don't need", "remove those below that": the other side of the bounds a keep names (reader-sizes.ts
  // checks that it is).
  [/\b(?:the\s+)?(?:firms|companies|accounts|ones|those)\s+(?:under|below)\s+(?:this|that)\b/giu, 'smaller ones'],
  // "drop everybody under that", "VPs and everyone below them": what is below the level named.
  [/\band\s+(?:everyone|everybody|anyone|all)\s+(?:else\s+)?(?:below|under)\s+(?:them|that|this|those)\b/giu, 'and below'],
  [
    /\b((?:drop|remove|delete|exclude)\s+)(?:everyone|everybody|anyone|all)\s+(?:else\s+)?(?:below|under)\s+(?:them|that|this|those)\b/giu,
    '$1the rest',
  ],
  // "the addresses of a physical person", "addresses of named individuals": people's own addresses.
  [
    /\b(?:the\s+)?(?:e-?mail\s+)?(?:addresses|emails)\s+of\s+(?:a\s+|an\s+)?(?:physical|real|natural|named|individual|actual)\s+(?:persons?|people|individuals)\b/giu,
    'individual people',
  ],
  // "work emails on the company's own domain": business addresses (the eleventh pass reads the rest of it).
  [/\b(?:work|business|company|corporate)\s+(?=(?:addresses|emails)\s+on\s+(?:a|the|their)\s+company's\s+own\s+domains?\b)/giu, ''],
  // "every other free email provider": the free providers.
  [/\b(?:every|all|any)\s+other\s+(free\s+(?:e-?mail|mail|webmail)\s+(?:providers?|domains?|services?|address(?:es)?))\b/giu, 'any $1'],
  // "remove those based on other continents": the rest.
  [
    /\b(?:those|the\s+ones)\s+(?:based|headquartered|located)\s+(?:on|in)\s+(?:other|another)\s+(?:continents?|countries|regions|states)\b/giu,
    'the rest',
  ],
  // "every other continent": the rest.
  [/\b(?:every|all|any)\s+other\s+continents?\b/giu, 'the rest'],
  // "the Midwest (the 12 Census Bureau states)": the source and the count, as "(Census definition, 12 states)".
  [/\(\s*the\s+(\d{1,2}|twelve)\s+(?:US\s+)?Census(?:\s+Bureau)?\s+states\s*\)/gu, '(Census definition, $1 states)'],
  // "companies that fabricate / manufacture products": manufacturers.
  [
    /\b(?:the\s+)?(?:companies|firms|ones)\s+(?:that|which|who)\s+(?:fabricate|manufacture|produce)\s+(?:physical\s+)?(?:products|goods)\b/giu,
    'manufacturers',
  ],
];

/**
 * Dictated text has no punctuation ("keep only companies based in the european union everything else can go"): where a
 * second clause starts — the rest and what happens to it, a second verb, "nothing from", "we only want" — is a clause
 * mark. Only in a text without any sentence or list mark, so that written text is read as before.
 */
const RUN_ON_BREAKS: Array<[RegExp, string]> = [
  // "please" between the clauses says nothing (the politeness rule drops it later).
  [/\s+please\s+/giu, ' '],
  // "ok so …", "so we only want …": the opening of speech.
  [/^\s*(?:ok(?:ay)?\s+so|so|ok(?:ay)?|alright\s+so)\s+/iu, ''],
  // "for this list only keep …": what the list is for.
  [/^\s*for\s+this\s+(?:list|file|sheet|export)\s+/iu, ''],
  // "… everything else can go / out", "… the smaller ones can go", "… nothing from mexico", "… take out everybody else",
  // "… we only want work emails", "… anywhere in africa": a clause of its own.
  [
    /(?<=\p{L})(?<!\b(?:and|or|but|then|to|please|can|will|you|we|i|so|out|remove|delete|drop))\s+(?=(?:everything|everybody|everyone|anything|anyone)\s+else\b|the\s+(?:smaller|bigger|larger|others?|rest)\b[^\n]*\b(?:can|should|must)\s+go\b|nothing\s+(?:from|in|outside|else)\b|(?:take\s+out|remove|delete|drop|get\s+rid\s+of|clear\s+out)\s+(?:the|all|every|everything|everyone|everybody|anyone|anything|any)\b|we\s+(?:only|just)\s+(?:want|need)\b|anywhere\s+in\b)/giu,
    '; ',
  ],
  // "… founders only so ceo cfo cto and so on": examples of what was named.
  [/\bonly\s+so\s+([^;]+?)\s+and\s+so\s+on\s*$/iu, 'only'],
  // "… the g7 countries so that's the us canada …": the group spelled out.
  [/\s+so\s+that(?:'s|\s+is)\s+/iu, ', which means '],
  // "the us" is the country (the pronoun takes no article).
  [/\bthe\s+us\b/gu, 'the US'],
  // "the companies making 10 million dollars a year or more in revenue": revenue of that or more.
  [/\bmaking\s+([^;]*?)\s+a\s+year\s+or\s+more\s+in\s+revenue\b/iu, 'with revenue of $1 or more'],
  // "take out anything smaller or bigger": the other side of the bounds.
  [/\banything\s+(smaller|bigger)\s+or\s+(smaller|bigger)\b/iu, 'the $1 and $2 ones'],
  // "everything else can go / out": the rest removed.
  [/\b(?:everything|everybody|everyone|anything|anyone)\s+else\s+(?:can\s+go|out|goes)\s*$/iu, 'remove the rest'],
  [/;\s*(?:the\s+)?(smaller|bigger)\s+ones\s+can\s+go\b/iu, '; remove the $1 ones'],
  [/;\s*nothing\s+from\s+other\s+countries\b/iu, '; remove the rest'],
];

/**
 * "Since Ingrid speaks all the Nordic languages …, her list should be …", "Our webinar is on Thursday …, but the invite list
 * itself should be only …": a reason before the instruction, dropped only
 * when it restricts nothing itself (as the seventh pass's reason before ", so", reader-wrappers.ts).
 */
const SINCE = /(^|[\n.;!?]\s*)((?:since|because|as)\s+[^\n.;!?]{3,200}?|[^\n.;!?]{3,200}?,\s*but)\s*,?\s*(?=keep\s+only\b)/giu;
const RESTRICTS = /\b(?:only|just|exclusively|solely|not|no|non|never|can|cannot|must|except|outside|but|nothing|none|other)\b|n't\b/iu;

/**
 * "Not Europe, not Oceania, not the Americas or Africa": a negation said again before each item of a list it opens is one
 * negation of the whole list (reader-wrappers.ts joins two; a third turned the list around again and kept the Americas).
 */
function negatedList(text: string): string {
  return text.replace(/(^|[\n.;:]\s*)((?:not|no)\s+[^\n.;:]*)/giu, (_m, start: string, clause: string) => {
    const word = /^(not|no)\b/iu.exec(clause)![1]!;
    const again = new RegExp(String.raw`(,\s*(?:and\s+|or\s+)?)(?:not|no)\s+(?!(?:just|only)\b)`, 'giu');
    return /^(?:not|no)\s+(?:just|only)\b/iu.test(clause) || clause.split(again).length < 3
      ? `${start}${clause}`
      : `${start}${word} ${clause.slice(word.length).replace(again, '$1')}`;
  });
}

/** "not anywhere abroad", "nothing from abroad": the foreign ones, the rest ("we can't sell abroad" is read as before). */
const ABROAD = /\b(not|nothing\s+from)\s+(?:anywhere\s+)?abroad\b/giu;

export function twelfthWords(text: string): string {
  let t = negatedList(text.replace(ABROAD, '$1 the rest'));
  for (const [pattern, to] of REWRITES) t = t.replace(pattern, to);
  t = t.replace(SINCE, (m: string, start: string, reason: string) => (RESTRICTS.test(reason.replace(/,\s*but$/iu, '')) ? m : start));
  if (!/[,.;:!?()\n—–]/u.test(t.trim())) for (const [pattern, to] of RUN_ON_BREAKS) t = t.replace(pattern, to);
  return t;
}
