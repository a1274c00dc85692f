/**
 * Seventh pass of the reader's first pass (ADR 0034): the wrappers and formats of sales-ops writing around an
 * instruction, brought to the forms the framing reads (README.md, "Seventh pass"). A ticket or document reference
 * before it ("REVOPS-412:", "Ticket #5120:", "ICP doc §2,"), a column reference ("Col. F (Country):", "Country
 * col:"), conditions on a row ("if Country isn't X → delete the row"), "X: yes. Y: no.", bullets typed on one line
 * ("Requirements: • … • …") and the sign-off of an email ("Cheers, Tom"). None of them says which values to keep:
 * each names where the instruction came from or which column it is about. Nothing here decides what an item
 * means; a word the reader does not know is left as written, and refused later.
 */

/** "REVOPS-412:", "Ticket #5120:", "JIRA-88 —", "Case 7:" (and the same with "issue"): a tracker's reference, at the start of a line only. */
const TICKET =
  /(^|\n)\s*(?:\p{Lu}[\p{Lu}\d]{1,11}-\d{1,6}|(?:ticket|issue|case|jira|request|req|task|story)\s*(?:#|no\.?\s*)?\s*(?:\p{Lu}{1,10}-)?\d{1,7})\s*(?::|—|-)\s+/giu;
/** "ICP doc §2, Geography:", "Brief §3.1:": a section of a document; what follows is the section's words. */
const SECTION = /(^|\n)\s*(?:[\p{L}]+\s+){0,3}§\s*\d+(?:\.\d+)*\s*[,:—]\s*/gu;

/** Field nouns a column is named by (reader-labels.ts reads them as labels). */
const FIELD = String.raw`(?:country|countries|state|states|region|continent|location|hq|industry|vertical|sector|title|job\s+title|function|department|seniority|level|email|e-mail|domain|revenue|turnover|employees|headcount|size|company\s+size)`;
/** "Col. F (Country):" is the field in the parentheses; "Col. F:" names no field (its words do). */
const LETTER_COLUMN = new RegExp(
  String.raw`\bcol(?:umn)?\.?\s+\p{Lu}{1,2}\b\s*(?:\(\s*(${FIELD})\s*\))?\s*(?=[:=<>]|\s(?:in|is|must|should)\b)`,
  'giu',
);
/** "Country col:", "State col =", "Country column must be": the field without the word "column". */
const NAMED_COLUMN = new RegExp(String.raw`\b(${FIELD})\s+col(?:umn)?\b\.?(?=\s*(?:[:=<>]|in\b|is\b|must\b|should\b))`, 'giu');
/** "must be one of DK / SE", "in {DE, AT}": a field's set of values is its list. */
const ONE_OF = /\b(must|should|needs?\s+to)\s+be\s+(?:one|any)\s+of\b/giu;
const BRACES = /\{([^{}]*)\}/gu;

/**
 * "if Country isn't Germany or Austria → delete the row", "if the domain is a free provider, delete the row": a
 * condition on the row and what to do with it. Deleting the rows that are not X keeps X and drops the rest;
 * deleting the rows that are X excludes X.
 */
const ROW = String.raw`(?:\s+(?:the|that|this|those|these)?\s*(?:rows?|records?|lines?|entr(?:y|ies)|contacts?|accounts?|ones?))?`;
const IF_ROW = new RegExp(
  String.raw`\bif\s+(?:the\s+)?(?:${FIELD})\s+(?<op>isn't|is\s+not|<>|is|=|in)\s+(?<what>[^\n;.]+?)\s*(?:,|→|->|then)\s*(?:then\s+)?(?<verb>delete|remove|drop|keep)${ROW}(?=\s*(?:[\n;.!]|$))`,
  'giu',
);
/** "rows where Country is in South America", "rows whose HQ continent is Asia": the rows are the field's values. */
const ROWS_WHERE = new RegExp(
  String.raw`\brows?\s+(?:where|whose|with|in\s+which)\s+(?:the\s+)?(?:hq\s+|company\s+)?(?:${FIELD})\s+(?:is\s+in|is|=|in)\s+`,
  'giu',
);

/**
 * "X: yes. Y: no.", "Midwest yes, everything else no": a list of answers. The colon form anywhere; the bare form
 * only when the text has both answers (a lone "no" at a clause's end may be an item: "Keep the EU, UK no").
 */
const ANSWER_COLON = /(?<=^|[\n.;]\s*)([^\n.;:]{1,80}?)\s*:\s*(yes|no)(?=\s*(?:[\n.;]|$))/giu;
const ANSWER_BARE = /(?<=^|[\n.;,]\s*)([^\n.;,:]{1,80}?)\s+(yes|no)\s*(?:[,;]|(?=[\n.]|$))/giu;

/** "Requirements: • A • B": bullets typed on one line are lines of their own, under the header. */
const INLINE_BULLET = /\s+[•·▪]\s+/gu;
/** "Requirements:", "Criteria:", "Rules:" before bullets: a header that keeps what its bullets name. */
const REQUIREMENTS = /(^|\n)\s*(?:requirements|required|criteria|must[-\s]haves?|rules|conditions|qualifiers)\s*:\s*(?=\n)/giu;

/**
 * The sign-off of an email: "Cheers, Tom", "Thanks, Ingrid", "Best, Mei", "Danke!", "Gracias!", ", ta". At the
 * end of the text only, after a sentence mark or a comma: "thanks" inside a sentence is left to the politeness rule.
 */
const THANKS = [
  'cheers',
  'thanks(?:\\s+(?:so\\s+much|a\\s+lot|again|in\\s+advance))?',
  'thank\\s+you',
  'thx',
  'ta',
  'best(?:\\s+regards)?',
  'kind\\s+regards',
  'regards',
  'many\\s+thanks',
  'danke(?:\\s+schön)?',
  'vielen\\s+dank',
  'gracias',
  'merci',
  'grazie',
  'obrigad[oa]',
  'tack',
  'takk',
  'kiitos',
  'viele\\s+[gG]rüße',
  'liebe\\s+[gG]rüße',
  'grüße',
  'saludos',
  'un\\s+saludo',
  'cordialement',
  'groetjes',
  'hälsningar',
  'greetings',
  'best\\s+wishes',
].map((w) => `[${w[0]}${w[0]!.toUpperCase()}]${w.slice(1)}`);
// Case-sensitive so that a capitalised word after the thanks is a name ("Thanks, Ingrid"), not any word.
const SIGN_OFF = new RegExp(
  String.raw`(?:[.!?,]\s*|\s+)(?:${THANKS.join('|')})\s*[,!.]*\s*(?:-\s*)?(?:\p{Lu}\p{Ll}+(?:-\p{Ll}+)?)?\s*[.!]*\s*$`,
  'u',
);
/** "Hallo zusammen,", "Hola equipo,", "Hi both,", "Hi ops,": greetings the chat rule (reader-normalise.ts) does not know. */
const GREETING =
  /(^\s*)(?:hallo|hola|bonjour|salut|hej|ciao|dear|hi|hey|hello|morning|good\s+morning)\s+(?:zusammen|equipo|à\s+tous|tous|alle|both|ops|revops|sales\s+ops|team|all|everyone|folks|y'all)\s*[,!:—-]+\s*/iu;

/**
 * Who covers or needs the list, said of a team: "the SF office covers the West Coast", "the africa team needs only
 * african HQs", "the new rep covers the Nordic countries only" — what the framing reads as "we target" / "we need".
 */
const TEAM = String.raw`(?:the|our|this|my)\s+(?:[\p{L}\d.&'-]+\s+){0,3}?(?:office|team|rep|reps|pod|squad|desk|hub|branch|territory|ae|sdr|bdr)`;
const TEAM_COVERS = new RegExp(String.raw`(^|[\n.;!?,]\s*)${TEAM}\s+(?:only\s+)?covers?\b`, 'giu');
/** "west-coast reps only get California, …": a team's own list, with "only" (a rep who "gets" leads is no filter). */
const TEAM_ONLY_GETS =
  /(^|[\n.;!?]\s*)(?:(?:the|our)\s+)?(?:[\p{L}\d.&'-]+\s+){0,2}?(?:reps|team|office|pod|squad|aes|sdrs|bdrs)\s+only\s+(?:get|gets|work|works|take|takes)\b/giu;
const TEAM_NEEDS = new RegExp(String.raw`(^|[\n.;!?,]\s*)${TEAM}\s+(?:only\s+)?(?:needs?|wants?)\b`, 'giu');

/**
 * "not Central America, not the Caribbean": a negation said again before each item of a list opened by it is one
 * negation of the list (the second "not" turned the first around and kept the Caribbean).
 */
const NOT_AGAIN = /((?:^|[\n;.:]\s*|•\s*)(not|no)\s+[^,;\n.]+?),\s*(?:and\s+|or\s+)?\2\s+(?!\2\b)/giu;
/**
 * "no other US state", "every other country", "all other departments": the rest, of the column's kind. "Other" was
 * passed over as filler, so "no other US state" excluded the US itself.
 */
const KIND_NOUN = String.raw`(?:countr(?:y|ies)|states?|regions?|markets?|geos?|territor(?:y|ies)|industr(?:y|ies)|sectors?|verticals?|departments?|functions?|roles?|titles?|domains?|providers?|addresses|e-?mails?)`;
const OTHER_OF_KIND = new RegExp(
  String.raw`\b(?:(?<no>no)|every|all|any|each)\s+other\s+(?:[\p{L}.]+\s+)?${KIND_NOUN}\b(?!\s+(?:except|but|than|apart|aside|outside)\b)`,
  'giu',
);

/**
 * "Industry: keep the manufacturing rows", "Continent: keep Africa", ": only rows …" (after "Col. F:"): a column's
 * name before a verb says which column, and the verb says the rest. Size fields keep their noun (it says money or
 * headcount): "Revenue: keep 10M and above" is read with it.
 */
const LABEL_BEFORE_VERB = new RegExp(
  String.raw`(^|\n)\s*(?:(?!revenue|turnover|employees|headcount|size|company\s+size)${FIELD}\s*)?[:=]\s*(?=(?:keep|leave|only|remove|delete|drop|exclude|either|include)\b)`,
  'giu',
);
/** "leave only the companies in …", "leave the EU rows": what stays ("leave out / off" excludes, reader-leads.ts). */
const LEAVE = /(^|[\n.;:,]\s*|\b(?:please|pls|and|just)\s+)leave\b(?!\s+(?:out|off|it|them|the\s+rest)\b)/giu;
/** "CA / OR / WA stay", "directors and up stay": a verb of keeping after the items (reader-framing.ts reads "→ keep"). */
/** "… stay on the list", "… remain in the file", "… are in scope" (sixteenth pass) too. */
const STAY =
  /\s+(?:(?:stays?|remains?|can\s+stay|should\s+stay)(?:\s+(?:on|in)\s+(?:the|this|our)\s+(?:list|file|sheet|export))?|(?:is|are)\s+in\s+scope)(?=\s*(?:[\n.;,]|$))/giu;
/** "…, otherwise delete", "anything else → delete", "else remove": the other side of the keeps. */
const OTHERWISE =
  /(?:,\s*|\s+)otherwise\s*(?:→|->|:)?\s*(?:delete|remove|drop|exclude)(?:\s+(?:it|them|the\s+rows?))?(?=\s*(?:[\n.;,]|$))/giu;
/** "the other rows", "all other rows": the rest. */
const OTHER_ROWS = /\b(?:all\s+)?(?:the\s+)?other\s+(?:rows|records|lines|entries)\b/giu;

/**
 * A reason given before ", so …": "our product is built for factories, so please keep only the manufacturers".
 * What follows "so" is the instruction; the reason is dropped only when it restricts nothing itself (no "only",
 * "just", "not", "no", "can" …): "we only sell in the EU, so remove the UK" keeps its first clause, and is read whole.
 */
const REASON_SO =
  /(^|[\n.;!?]\s*)([^\n.;!?]{3,160}?),\s*so\s+(?=(?:please\s+|pls\s+|(?:could|can|would)\s+you\s+(?:please\s+)?)?(?:keep|only|remove|delete|drop|exclude|we\s+(?:only|just|are|target|need|want|can\s+only)|i\s+(?:only|just)\s+(?:need|want)|we're|leave|clear|take\s+out|strip))/giu;
// "… and nothing else" restricts too: "the Oslo office owns every account in the Nordics and nothing else, so …" is the keep.
const RESTRICTS =
  /\b(?:only|just|exclusively|solely|not|no|non|never|can|cannot|can't|must|has\s+to|have\s+to|except|outside|but|nothing\s+else)\b|n't\b/iu;
/** What follows ", so" keeps by itself: "keep", "only", "we want / need" or an exclusion of what is "outside" something, in its sentence. */
const KEEPS_ITSELF =
  /^(?:please\s+|pls\s+|(?:could|can|would)\s+you\s+(?:please\s+)?)?(?:keep\b|(?:we|i)\s+(?:only\s+|just\s+|can\s+only\s+)?(?:target|need|want|approach|sign|sell\s+to|work)\b|leave\b[^\n.;!?]*\bonly\b|only\b|(?:remove|delete|drop|exclude|clear|strip|take\s+out)\b[^\n.;!?]*\boutside\b)/iu;
/** "Mexico is handled by another team", "… is covered by a different rep": someone else's, so out. */
const ELSEWHERE =
  /\s+(?:is|are)\s+(?:handled|covered|owned|worked|managed|run)\s+by\s+(?:another|a\s+different|the\s+other|a\s+separate|other)\s+(?:team|rep|office|region|territory|group|desk|pod|ae|bu|business\s+unit)\b/giu;
/** "…, even though they speak German there": a concession after an exclusion restricts nothing; dropped. */
const CONCESSION = /\s*,?\s+(?:even\s+though|even\s+if|although|though)\s+[^\n.;!?]*/giu;
/** "SVPs/EVPs don't make the cut", "… is not health care here": an exclusion with its reason (as "for us"). */
const CUT = [
  [/\s+(?:do|does)(?:\s+not|n't)\s+make\s+the\s+cut\b/giu, ' are out'],
  // As the sixth pass's "is not part of DACH for us": the writer's own line, not a fact about where a place is.
  [/\s+(?:is|are)(?:\s+not|n't)\s+[^,;.!?\n()]{1,40}?\s+(?:here|for\s+us)(?=\s*(?:[\n.;!?,)]|$))/giu, ' is out'],
] as const;

/**
 * "Function = Sales → keep; Marketing / Finance → delete", "Country <> US → delete the row", "No. of employees >= 50 AND
 * <= 500 → keep": a field's value or bound and the
 * verb for it. Deleting the rows that are not X keeps X and drops the rest. "in (…)" is read as written (the
 * parentheses are its list, reader-framing.ts).
 */
const FIELD_ARROW = new RegExp(
  String.raw`(^|[\n;]\s*)(?<field>(?:(?:number|no\.?)\s+of\s+)?${FIELD})\s*(?<op>>=|<=|<>|=|:|>|<)\s*(?<what>[^\n;→]+?)\s*(?:→|->)\s*(?<verb>keep|delete|remove|drop|exclude)${ROW}(?=\s*(?:[\n;.,]|$))`,
  'giu',
);

/** "…, pls clean out the rest": the request's comma ends the clause before its verb (the politeness rule drops "pls"). */
const PLS_VERB = /\s*,\s*(?:pls|please|plz)\s+(?=(?:remove|delete|drop|exclude|clear|clean|strip|scrub|take|get|bin|ditch|keep)\b)/giu;
/**
 * "West Coast = Cali + Oregon + Washington": a group defined by its members, which a dash spells out
 * (reader-framing.ts). Not after a field ("Country = US"): that is a field's value.
 */
const DEFINED = /(^|[\n.;]\s*)((?:\p{Lu}[\p{L}-]*)(?:\s+\p{Lu}[\p{L}-]*){0,2})\s*=\s*(?=\p{Lu})/gu;
const IS_FIELD = new RegExp(String.raw`^(?:${FIELD})$`, 'iu');

export function unwrap(text: string): string {
  // The greeting first: "hi team, pls keep only DACH" has no clause before its "pls".
  let t = text
    .replace(GREETING, '$1')
    .replace(PLS_VERB, '; ')
    .replace(TICKET, '$1')
    .replace(SECTION, '$1')
    .replace(LETTER_COLUMN, (_, field: string | undefined) => (field ? `${field}` : ''))
    .replace(NAMED_COLUMN, '$1')
    .replace(ONE_OF, '$1 be')
    .replace(BRACES, '($1)')
    .replace(IF_ROW, (...args) => {
      const g = args.at(-1) as Record<string, string>;
      const not = /isn't|not|<>/iu.test(g['op']!);
      const keeps = /keep/iu.test(g['verb']!);
      return keeps === not ? `exclude ${g['what']}` : `keep ${g['what']}; drop the rest`;
    })
    .replace(ROWS_WHERE, '')
    .replace(STAY, ' → keep')
    .replace(FIELD_ARROW, (...args) => {
      const g = args.at(-1) as Record<string, string>;
      const keeps = /keep/iu.test(g['verb']!);
      const start = args[1] as string;
      if (g['op'] === '<>') return keeps ? `${start}exclude ${g['what']}` : `${start}keep ${g['what']}; drop the rest`;
      // "No. of employees >= 50 AND <= 500 → keep": a bound keeps its field and operator (they say what is counted).
      const bound = /[<>]/u.test(g['op']!) ? `${g['field']!.replace(/^(?:number|no\.?)\s+of\s+/iu, '')} ${g['op']} ` : '';
      return `${start}${keeps ? 'keep' : 'exclude'} ${bound}${g['what']}`;
    })
    .replace(DEFINED, (m: string, start: string, name: string) => (IS_FIELD.test(name) ? m : `${start}${name} — `))
    .replace(ANSWER_COLON, (_, what: string, answer: string) => `${/yes/iu.test(answer) ? 'keep' : 'exclude'} ${what}`);
  if (/\byes\b/iu.test(t) && /\bno\b/iu.test(t))
    t = t.replace(ANSWER_BARE, (_, what: string, answer: string) => `${/yes/iu.test(answer) ? 'keep' : 'exclude'} ${what}; `);
  t = t.replace(INLINE_BULLET, '\n• ').replace(REQUIREMENTS, '$1Keep:');
  for (let before = ''; before !== t;) [before, t] = [t, t.replace(NOT_AGAIN, '$1, ')];
  t = t.replace(OTHER_OF_KIND, (...args) => ((args.at(-1) as { no?: string }).no ? 'drop the rest' : 'the rest'));
  t = t
    .replace(LABEL_BEFORE_VERB, '$1')
    .replace(LEAVE, '$1keep')
    .replace(OTHERWISE, '; drop the rest')
    .replace(OTHER_ROWS, 'the others')
    .replace(ELSEWHERE, ' is out')
    .replace(CONCESSION, '');
  for (const [pattern, to] of CUT) t = t.replace(pattern, to);
  // A reason that restricts is dropped too when what follows "so" keeps by itself (eighth pass: "we can only contract
  // in the US, so remove every lead outside the US"): the instruction is that clause, the reason at most repeats it.
  t = t.replace(REASON_SO, (m: string, start: string, reason: string, at: number, all: string) =>
    RESTRICTS.test(reason) && !KEEPS_ITSELF.test(all.slice(at + m.length)) ? m : start,
  );
  return t
    .replace(SIGN_OFF, '')
    .replace(TEAM_COVERS, '$1we target')
    .replace(TEAM_NEEDS, '$1we need')
    .replace(TEAM_ONLY_GETS, '$1we target');
}
