/**
 * Eleventh pass (ADR 0034): requests written in plain English by people whose first language is another, from the
 * tenth held-apart round (`eval/phrasing10.json`; README.md, "Eleventh pass"). The object before its verb ("the
 * others delete", "all other please delete from the file", "the rest erase it", "the smaller and the bigger you can
 * delete", "managers and lower positions we don't need"); "let / leave (in the list) only"; a place of business said
 * as "with seat / headquarter / main office in"; "persons", "enterprises"; greetings to no one by name ("Dear
 * colleague,"). Run after the column and condition rewrites (reader-conditions.ts), before the tenth pass's. A word with
 * no agreed meaning is left as written, and refused.
 */

/** Verbs of removal a writer puts after the object. */
const REMOVE = String.raw`(?:delete|remove|erase|cancel|drop|take\s+away|take\s+out|clear)`;
/** Where the list is: "from the file", "from list", "in the sheet". */
const WHERE = String.raw`(?:(?:from|in|on|off)\s+(?:the\s+)?(?:list|file|sheet|table|excel|spreadsheet|data|export))`;
/** What a list is for, in the words of the tenth round's emails. */
const OCCASION = String.raw`(?:mailing|fair|trade\s+fair|expo|study|seminar|training|event|dinner|webinar|campaign|conference|meetup|workshop|round\s*table|breakfast|lunch|summit|roadshow|newsletter|programme|program|pilot|promotion|demo\s+day)`;
const END = String.raw`(?=\s*(?:[\n.;!?]|$))`;
/** The rest, as the writer names it: "the others", "all other", "other states", "the foreign ones". */
const OTHERS = String.raw`(?:(?:all\s+)?the\s+others?|all\s+(?:the\s+)?others?|others|the\s+rest|all\s+the\s+rest)`;

const REWRITES: Array<[RegExp, string]> = [
  // "Dear colleague,", "Dear all,", "Dear team,", "Hello team,": a greeting to no one by name.
  [/(^\s*)(?:dear|hello|hi|hey)\s+(?:colleagues?|all|team|everyone|sir\s+or\s+madam|sirs)\s*[,!:]\s*/iu, '$1'],
  // "the others you can delete", "all other please delete from the file", "the rest erase it", "others delete": the rest
  // removed, the object first. Only at a clause's end, after a comma or a sentence mark.
  [
    new RegExp(
      String.raw`(^|[\n.;!?,]\s*)${OTHERS}\s+(?:(?:you|we)\s+can\s+|please\s+|pls\s+|can\s+you\s+)*${REMOVE}(?:\s+(?:it|them))?(?:\s+${WHERE})?${END}`,
      'giu',
    ),
    '$1remove the rest',
  ],
  // "please remove all other", "delete all other from the list": the rest.
  [new RegExp(String.raw`\b(${REMOVE})\s+(?:all\s+(?:the\s+)?)?others?(?:\s+${WHERE})?${END}`, 'giu'), '$1 the rest'],
  // "… the others (are) not for our team / we do not need": the rest removed.
  [
    new RegExp(
      String.raw`(^|[\n.;!?,]\s*)${OTHERS}\s+(?:are\s+not\s+for\s+(?:us|our\s+team|our\s+\p{L}+)|we\s+(?:do\s+not|don't)\s+need)${END}`,
      'giu',
    ),
    '$1remove the rest',
  ],
  // "other states please take away", "the foreign ones please delete", "the smaller and the bigger you can delete",
  // "managers and lower positions we don't need": what is named before the verb is removed. After a comma or a
  // sentence mark only, and with a request or "you can" between, so that "Germany, France delete" (a list) is left.
  [
    new RegExp(
      String.raw`(^|[\n.;!?,]\s*)((?:the\s+|all\s+)?[\p{L}][\p{L}\s-]{1,60}?)\s+(?:(?:you|we)\s+can|please|pls)\s+${REMOVE}(?:\s+(?:it|them))?(?:\s+${WHERE})?${END}`,
      'giu',
    ),
    '$1remove $2',
  ],
  [
    new RegExp(String.raw`(^|[\n.;!?,]\s*)((?:the\s+|all\s+)?[\p{L}][\p{L}\s-]{1,60}?)\s+we\s+(?:do\s+not|don't)\s+need${END}`, 'giu'),
    '$1remove $2',
  ],
  // "please in the list let only …", "let in the list only …", "leave in the sheet only …": keep only.
  [new RegExp(String.raw`\b(?:${WHERE}\s+)?(?:let|leave|keep)\s+(?:${WHERE}\s+)?only\b`, 'giu'), 'keep only'],
  // "make so that only … stay in the list": keep only.
  [
    /\bmake\s+(?:it\s+)?so\s+(?:that\s+)?only\s+([^\n.;!?]+?)\s+(?:stay|remain)(?:\s+in\s+the\s+(?:list|file|sheet))?(?=\s*(?:[\n.;!?,]|$))/giu,
    'keep only $1',
  ],
  // "with seat in", "that have the headquarter in", "whose main office is in", "(headquarter in USA)": headquartered in.
  [
    /\b(?:with|having|that\s+have|which\s+have|who\s+have)\s+(?:the\s+|their\s+|its\s+|a\s+)?(?:seat|headquarter|headquarters|hq|main\s+office|head\s+office)\s+in\b/giu,
    'headquartered in',
  ],
  [/\b(?:whose|with\s+the)\s+(?:main|head)\s+office\s+is\s+in\b/giu, 'headquartered in'],
  [/\(\s*headquarter\s+in\s+([^()]+)\)/giu, '(headquartered in $1)'],
  // "Hola,", "Bonjour,": a greeting in the writer's language, with no name.
  [
    /(^\s*)(?:[Hh]ello|[Hh]i|[Hh]ey|[Hh]ola|[Hh]allo|[Bb]onjour|[Cc]iao|[Ss]alut|[Hh]ej|[Hh]ei|[Oo]lá|[Oo]la|[Mm]oin|[Ss]ervus|[Hh]oi|[Mm]erhaba|[Pp]rivet|[Aa]hoj|[Cc]ześć)\s*[,!]\s*/u,
    '$1',
  ],
  // "for the mailing of next week", "for our fair in Stuttgart", "for the seminar of banking", "to the dinner with our
  // CEO", "for the DevDays": what the list is for, before the request (reader-normalise.ts reads "for the campaign,").
  [
    new RegExp(
      String.raw`(^|[\n.;!?]\s*)(?:for|to)\s+(?:the|our|this|next|a)\s+(?:[\p{L}\d&'-]+\s+){0,2}?(?:${OCCASION}|\p{Lu}[\p{L}\d]+)(?:\s+(?:of|in|at|with|on|from)\s+(?:[\p{L}\d'-]+\s+){0,2}?[\p{L}\d'-]+)?\s*,?\s+(?=(?:we|please|pls|can|could|only|keep|leave|let)\b)`,
      'gu',
    ),
    '$1',
  ],
  // "we invite only …", "we are allowed only …", "we want only …": keep only.
  [/\bwe\s+(?:invite|are\s+allowed|want|need|accept|take)\s+only\b/giu, 'keep only'],
  // "the event in Seattle is only for …": the event, wherever it is (reader-event-asks.ts reads whom it is for).
  [new RegExp(String.raw`\b(the\s+(?:${OCCASION}))\s+(?:in|at)\s+\p{Lu}[\p{L}-]+(?=\s+(?:is|are)\b)`, 'gu'), '$1'],
  // "erase the other companies": remove.
  [/\berase\b/giu, 'remove'],
  // "persons with position director or higher": the position is the title.
  [/\b(people|persons|contacts)\s+with\s+(?:the\s+)?(?:position|title|role|job)\s+(?:of\s+)?/giu, '$1 who are '],
  // "the event is only for …", "the webinar is only for …": whom it is for is kept.
  [new RegExp(String.raw`(^|[\n.;!?,]\s*|\bso\s+)the\s+(?:${OCCASION})\s+is\s+only\s+(?:for|open\s+to)\s+`, 'giu'), '$1keep only '],
  // "please you remove", "so please the list must have": the request's "please" before its subject or verb.
  [/\bplease\s+you\s+(?=(?:remove|delete|drop|keep|leave|let)\b)/giu, ''],
  [/\bplease\s+(?=the\s+(?:list|file|sheet)\b)/giu, ''],
  // "keep only the manufacturing companies in the list and …": the list is where they stay.
  [/\s+in\s+the\s+(?:list|file|sheet)(?=\s+(?:and|but)\b)/giu, ''],
  // "remove the companies of other continents", "remove the other sectors": the rest. ("remove other states" is read
  // already, reader-wrappers.ts.)
  [
    /\b((?:remove|delete|drop|erase)\s+)(?:(?:the\s+)?(?:companies|ones|firms|leads|contacts|accounts|people)\s+(?:of|in|on|from)\s+(?:the\s+|all\s+)?other\s+(?:continents|sectors|industries|verticals|states|countries|regions|functions|departments)|(?:the\s+|all\s+(?:the\s+)?)?other\s+(?:continents|sectors|industries|verticals))\b/giu,
    '$1the rest',
  ],
  // "companies of Africa, all the continent, …": the whole of it, said again.
  [/\s*,\s*(?:all|the\s+whole|the\s+entire)\s+(?:of\s+)?the\s+(?:continent|region|country)\s*(?=,)/giu, ''],
  // "the west coast states of USA": of the USA.
  [/\b(of|in|from)\s+(?=USA\b)/gu, '$1 the '],
  // "where German is official language": an official language.
  [/\b(is|as)\s+official\s+language\b/giu, '$1 an official language'],
  // "companies of software and of IT services": companies in them.
  [/\b(companies|firms)\s+of\s+(?=software\b|financial\b|IT\b|health)/gu, '$1 in '],
  [/\band\s+of\s+(?=IT\b|insurance)/gu, 'and '],
  [/\binsurances\b/giu, 'insurance'],
  // "founders and persons of C-level", "people of sales": the level's or function's people. Read as written, the
  // words after "of" were taken for the last title's ("founders … of C-level" kept founders alone).
  [
    /\b(?:people|persons|staff|employees)\s+(?:of|from)\s+(?:the\s+)?(C-level|C-suite|top\s+management|sales|marketing|finance|engineering|operations|procurement|legal|HR|IT)\b/gu,
    '$1 people',
  ],
  // "persons", "enterprises": people, companies.
  [/\bpersons\b/giu, 'people'],
  [/\benterprises\b/giu, 'companies'],
];

export function plainRequests(text: string): string {
  let t = text;
  for (const [pattern, to] of REWRITES) t = t.replace(pattern, to);
  return t;
}
