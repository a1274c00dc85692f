/**
 * The reader's first pass (ADR 0034): an instruction as people type it in a chat or a brief, brought to the
 * one form the framing and the items are written for. Typography (curly apostrophes, dashes, "≥"), dotted
 * initialisms ("U.S."), chat around the instruction (greetings, "@ops", "can you …", "pls", "before I load
 * this") and shorthand words ("cos", "accts", "w/", "mfg"). Nothing here decides what an item means: a word
 * it does not know is left as it is, and the reader refuses it later.
 */
import { additions } from './reader-additions.ts';
import { salesPhrases } from './reader-sales-phrases.ts';
import { salesWords } from './reader-sales-words.ts';
import { unwrap } from './reader-wrappers.ts';
import { leadWords } from './reader-lead-words.ts';
import { ninthPass } from './reader-ninth-pass.ts';
import { marksAndNotation } from './reader-marks.ts';
import { eventAsks } from './reader-event-asks.ts';
import { tenthWords } from './reader-tenth-words.ts';
import { conditions } from './reader-conditions.ts';
import { plainRequests } from './reader-plain-requests.ts';
import { sizePhrases } from './reader-size-phrases.ts';
import { eleventhWords } from './reader-eleventh-words.ts';
import { crmFilters, lineBullets } from './reader-crm-filters.ts';
import { twelfthWords } from './reader-twelfth-words.ts';
import { ordinaryWords } from './reader-ordinary.ts';
import { forwardedThread } from './reader-threads.ts';
import { briefs } from './reader-briefs.ts';
import { thirteenthWords } from './reader-thirteenth-words.ts';
import { references } from './reader-references.ts';
import { spreadsheetFormula } from './reader-formulas.ts';
import { ordinaryWords2 } from './reader-ordinary-2.ts';
import { seventeenthWords } from './reader-seventeenth-words.ts';

/** One apostrophe and one quote mark: "isn’t", "HQ’d", “EU” are typed with the keyboard's marks in the patterns. */
const TYPOGRAPHY: Array<[RegExp, string]> = [
  [/[’‘‛ʼ´`]/gu, "'"],
  [/[“”„«»]/gu, '"'],
  [/…/gu, '...'],
  [/[\u00a0\u2009\u202f]/gu, ' '],
  [/≥|=>/gu, '>='],
  [/≤|=</gu, '<='],
  // "!=" would end a sentence at its "!": one "not equal" sign, which reader-labels.ts reads.
  [/\s*(?:!=|≠)\s*/gu, ' <> '],
  // A dash between words, with or without spaces ("DACH — Liechtenstein", "EU -- drop the rest", "G7—only"), is
  // one clause mark; the framing decides whether it starts a clause or a list (reader-framing.ts). A hyphen
  // inside a word ("mid-market") or between numbers ("50-500", "50 - 500") is not one.
  [/(?<=[\p{L}).!?"'])\s*[—―]\s*|(?<=[\p{L}).!?"'])\s+(?:–|--?)\s+(?=[\p{L}("'@$€£])|(?<=[\p{L}).!?"'])\s*--\s*(?=[\p{L}("'@])/gu, ' — '],
];

/** "U.S.", "U.K.", "E.U.": a dotted initialism is its letters (it would otherwise end a sentence). */
const INITIALISM = /\b((?:\p{Lu}\.){2,4})(?=[\s,;:)]|$)/gu;
/** "S. American", "N. America": a compass initial before a capitalised place word. */
const COMPASS = /\b([NSEW])\.\s*(?=\p{Lu}\p{Ll})/gu;
const COMPASS_WORDS: Record<string, string> = { N: 'North ', S: 'South ', E: 'East ', W: 'West ' };

/**
 * Chat around an instruction, at the start of a line or sentence: a greeting ("hey,", "hi team –"), a mention
 * ("@ops"), a request ("can you", "could we please", "I need you to") — what follows is the instruction itself.
 */
// Case-sensitive: "HI" is Hawaii. A capitalised word after the greeting is a name ("Hi Sam,"), before its comma.
const GREETING =
  /(^\s*|[\n.;!?]\s*)(?:(?:[Hh]ey|[Hh]i|[Hh]ello|[Hh]iya|[Yy]o)(?:\s+(?:team|all|there|guys|folks|everyone|\p{Lu}\p{Ll}+))?\s*[,!:—-]+\s*|[Hh]ey\s+)+/gu;
const MENTION = /(?<!\S)@[\p{L}\d_-]+(?![.@\p{L}\d])[,:]?/gu;
const REQUEST =
  /(^\s*|[\n.;!?]\s*)(?:(?:can|could|would|will)\s+(?:you|u|we|someone|somebody)(?:\s+(?:please|pls|plz|just|kindly))*\s+|(?:i|we)\s+(?:need|want|would\s+like|'d\s+like)\s+(?:you|u)\s+to\s+|(?:please|pls|plz|kindly)\s+)(?=\p{L})/giu;
/** Politeness with no meaning for the filter: "pls", "thanks", "thx", "cheers", "asap". */
const POLITENESS = /(?:^|\s*,?\s+)\b(?:pls|plz|please|thx|thanks|thank\s+you|cheers|asap)\b(?=\s|$|[,;:?!.])/giu;
/** "gmail, yahoo etc.", "… and the like": a list of examples goes on; concepts.ts reads it for free-mail providers only. */
const ETC = /\s*,?\s*(?:\betc\b\.?|\band\s+so\s+on\b|\band\s+the\s+like\b|\band\s+similar\b)/giu;
/** "sales, any seniority", "marketing at all levels": no bound on the level, so nothing to read. */
const ANY_LEVEL = /,?\s*\b(?:at\s+|of\s+)?(?:any|all|every)\s+(?:seniority|seniorities|levels?|grades?)(?:\s+levels?)?\b/giu;
/**
 * Words about the list itself, not its values: "from this export", "in the sheet", "before I load this", "so we
 * can sequence them". They end the sentence; what they say is where the list goes, never which values.
 */
const LIST_CONTEXT =
  /\s+(?:(?:from|in|on|of)\s+(?:this|the|my|our|that)\s+(?:export|list|file|sheet|spreadsheet|csv|upload|import|report|crm\s+export|data\s*set|dataset|data)|(?:before|so|so\s+that|when|then)\s+(?:i|we|you)\s+(?:can\s+)?(?:load|import|upload|send|use|sync|push|run|enrich|sequence|share|email)\b[^.;!?\n]*|before\s+(?:the|this|our|my)\s+(?:[\p{L}-]+\s+){0,2}?(?:sequence|campaign|list|send|launch|outreach|cadence|batch|upload|import|push|play|mailing)\s+(?:goes|is|gets|starts|launches|runs)\b[^.;!?\n]*)(?=\s*(?:[.;!?\n,]|$))/giu;

/**
 * Shorthand of sales chat, as words the reader knows. "cos" is "companies" only as a whole word ("cos" for
 * "because" leaves a clause the reader does not know, so the column is still refused); "w/o" stays "without".
 */
const SHORTHAND: Array<[RegExp, string]> = [
  [/\bco'?s\b(?!\.\w)/giu, 'companies'],
  [/\baccts?\b\.?|\baccs\b/giu, 'accounts'],
  [/\bw\/(?!o\b)\s*/giu, 'with '],
  [/\bppl\b/giu, 'people'],
  [/\bmgrs\b/giu, 'managers'],
  [/\bmgr\b/giu, 'manager'],
  [/\bsvcs?\b\.?/giu, 'services'],
  [/\bmfg\b\.?/giu, 'manufacturing'],
  [/\bmfrs\b\.?/giu, 'manufacturers'],
  [/\bmfr\b\.?/giu, 'manufacturer'],
  [/\bgov(?:'?t)\b\.?/giu, 'government'],
  [/\brev\b\.?/giu, 'revenue'],
  [/\s*\/\s*(?:yr|year)\b|\bp\.a\.|\byr\b\.?/giu, ' a year'],
  [/\bemps\b|\bempl\b\.?/giu, 'employees'],
  [/\bthru\b/giu, 'through'],
  [/\bdept\b\.?/giu, 'department'],
  // "Salespeople": the function's people, as "sales people" is read (a team noun after a function).
  [/\bsales(people|persons?)\b/giu, 'sales $1'],
  // "FinServ", "fin serv", "fin svcs": the financial-services industry's own abbreviation.
  [/\bfin\s*-?\s*serv(?:ices)?\b/giu, 'financial services'],
  // "that's", "who's", "it's": the verb, so that "that's not in Asia" turns as "that is not in" does.
  [/\b(that|which|who|it|what)'s\b/giu, '$1 is'],
  [/\b(they|we|you)'re\b/giu, '$1 are'],
];

/**
 * When the filter applies, not what it keeps: "right now", "this quarter", "for Q1" at the end of a clause.
 * Dropped only there, so that a date inside a condition ("founded this year") stays and is refused.
 */
const WHEN =
  /\s*,?\s+(?:right\s+now|for\s+now|at\s+the\s+moment|currently|(?:for\s+)?(?:this|next)\s+(?:quarter|month|year|half|fiscal\s+year|fy|season|cycle|campaign)|(?:in|for)\s+(?:q[1-4]|h[12])(?:\s+\d{4})?)(?=\s*(?:[.;!?\n,]|$))/giu;
/** Names of a group in other words: "the Group of Seven", "one of the G7 economies", "the States" (capitalised). */
const GROUP_WORDS: Array<[RegExp, string]> = [
  [/\bgroup[\s-]+of[\s-]+(?:7|seven)\b/giu, 'G7'],
  [/\bgroup[\s-]+of[\s-]+(?:20|twenty)\b/giu, 'G20'],
  // Not "one of the official languages" (reader-framing.ts reads that whole).
  [/\bone\s+of\s+(?=the\s+(?!official\b)[\p{L}\d])/giu, ''],
  // "CEO, CFO or other chief": the other chiefs, as a word of its own ("Chief of Staff", "Chief Engineer" stay).
  [/\bother\s+chief\b(?!\s*\p{L})/giu, 'other chiefs'],
  // Case-sensitive and right after "the": "the Baltic States", "member states" are other states.
  [/\bthe\s+States\b/gu, 'the US'],
];

/**
 * What the list is for, before or after the instruction: "For the Q1 push we need …", "For this campaign:", "…
 * for this one". Only with a word that points at the list ("this", "the", "our" …) and a noun of outreach or
 * of the list itself, so that "For EU companies, keep software" keeps its words (and is refused as before).
 */
const PURPOSE_NOUN = String.raw`(?:push|campaign|list|sequence|cadence|one|outreach|outbound|play|batch|export|upload|file|sheet|test|pilot|launch|project|motion|blitz|sprint|initiative|event|webinar|run|round|clean-?up|mailing|send|drip|quarter|month|abm\s+play|roadshow|tour|product|team|office|playbook|offer|tool|plan|programme|program|trial|follow-?up|dinner|series|summit|segment|conference|invites?|invitations?|expansion|day|happy\s+hour|breakfast|lunch|forum|round\s*table|meetup|survey|kick-?off|workshop|session|reception|briefing|newsletter)`;
const PURPOSE_HEAD = new RegExp(
  String.raw`(^\s*|[\n.;!?]\s*)for\s+(?:the|this|that|these|our|my|next|each|a|an)\s+(?:[\p{L}\d&'-]+\s+){0,3}?${PURPOSE_NOUN}\s*(?:[,:;—]\s*|\s+(?=(?:we|i|let|can|could|please|pls|only|just|keep|target|focus|exclude|remove|drop)\b))`,
  'giu',
);
const PURPOSE_TAIL = new RegExp(
  String.raw`\s*,?\s+(?:for|on)\s+(?:the|this|that|these|our|my|next|each)\s+(?:[\p{L}\d&'-]+\s+){0,3}?${PURPOSE_NOUN}(?=\s*(?:[.;!?\n,(]|$))`,
  'giu',
);
/**
 * "all industries except manufacturing", "every country but the G7", "any other region outside the EU": "all" and
 * a noun of the column's kind before an exception is "everything" (the exception is what is kept or excluded).
 */
const ALL_OF_KIND =
  /\b(?:all|every|any)\s+(?:other\s+)?(?:industr(?:y|ies)|verticals?|sectors?|countr(?:y|ies)|regions?|states?|geos?|markets?|locations?|(?:job\s+)?titles?|roles?|functions?|departments?|domains?|e-?mails?|addresses|sizes?)\s+(?=(?:except|but|other\s+than|apart\s+from|aside\s+from|excluding|outside)\b)/giu;
/**
 * "us" in lower case is the pronoun, except right before a word of a company or of where it is ("us accts only",
 * "us-based", "us companies"), and not after a verb or preposition that takes the pronoun ("send us accounts").
 */
const LOWER_US =
  /(?<!\b(?:for|to|with|let|give|send|help|tell|show|email|call|from|of|by|contact|ping|get|bring|find|pass|hand|sell|offer|lets)\s+)\b(?:non-)?us(?=(?:-|\s+)(?:based|hq|headquartered|located|registered|companies|company|accounts?|firms?|businesses|orgs?|organi[sz]ations?|leads?|prospects?|customers?|clients?|entities|only|locations?|offices?)\b)/gu;
/**
 * Who defines a group, when it is the source the rules use: "Midwest (per the US Census)", "US Midwest region as
 * defined by the Census Bureau". Only after a census region or division; anywhere else the words stay (and are refused).
 */
const CENSUS_REGION = String.raw`(?:Mid-?west(?:ern)?|North-?east(?:ern)?|South|West|New\s+England|(?:Middle|Mid)-?\s?Atlantic|(?:East|West)\s+(?:North|South)\s+Central|South\s+Atlantic|Mountain|Pacific)(?:\s+(?:region|division|states))?`;
const CENSUS = String.raw`(?:the\s+)?(?:U\.?S\.?\s+)?Census(?:\s+Bureau)?(?:'s)?(?:\s+(?:definition|regions?|divisions?))?`;
const STATE_COUNT = String.raw`(?:\d{1,2}|twelve|nine|thirteen|sixteen)`;
const CENSUS_SOURCE = new RegExp(
  String.raw`\b(${CENSUS_REGION})\s*,?\s*(\((?:\s*${STATE_COUNT}\s+states)?)?\s*,?\s*(?:as\s+(?:defined|classified)\s+by|per|according\s+to|as\s+per|by)\s+${CENSUS}\s*`,
  'giu',
);
/** "Midwest states (Census definition, 12 of them)": the source and the count in one aside; the count stays, as "(12 states)". */
const CENSUS_ASIDE = new RegExp(
  String.raw`\b(${CENSUS_REGION})\s*\(\s*(?:(?:per|by|as\s+per)\s+)?${CENSUS}\s*(?:[,;]\s*(${STATE_COUNT})\s+(?:of\s+them|states))?\s*\)`,
  'giu',
);

export function normaliseInstructions(text: string): string {
  // Bullets typed with a hyphen before the typography reads a hyphen after a line break as a dash (reader-crm-filters.ts).
  // A pasted chat thread is its answer (reader-threads.ts), read as the instruction.
  let t = additions(lineBullets(forwardedThread(text)));
  for (const [pattern, to] of TYPOGRAPHY) t = t.replace(pattern, to);
  // Tickets, column references, sign-offs: what the instruction is wrapped in (reader-wrappers.ts); before them, what
  // a lead is (reader-lead-words.ts), so that a reason before ", so a good lead is …" sees the keep it leads to.
  t = unwrap(
    leadWords(
      ninthPass(
        eventAsks(
          tenthWords(
            marksAndNotation(
              eleventhWords(
                sizePhrases(
                  plainRequests(
                    conditions(
                      twelfthWords(
                        ordinaryWords(
                          ordinaryWords2(crmFilters(references(thirteenthWords(seventeenthWords(briefs(spreadsheetFormula(t))))))),
                        ),
                      ),
                    ),
                  ),
                ),
              ),
            ),
          ),
        ),
      ),
    ),
  )
    .replace(INITIALISM, (m: string) => m.replace(/\./g, ''))
    .replace(COMPASS, (_, letter: string) => COMPASS_WORDS[letter]!)
    .replace(MENTION, ' ')
    .replace(GREETING, '$1')
    .replace(PURPOSE_HEAD, '$1')
    .replace(REQUEST, '$1')
    .replace(POLITENESS, '')
    .replace(LIST_CONTEXT, '')
    .replace(PURPOSE_TAIL, '')
    .replace(ALL_OF_KIND, 'everything ')
    // The space the source's words ended with stays: "…states as defined by the Census Bureau and remove" lost it.
    .replace(
      CENSUS_SOURCE,
      (m: string, region: string, count: string | undefined) => `${region}${count ? ` ${count}` : ''}${/\s$/u.test(m) ? ' ' : ''}`,
    )
    .replace(CENSUS_ASIDE, (_, region: string, count: string | undefined) => `${region}${count ? ` (${count} states)` : ''}`)
    // "EU-only", "EU exclusively", "strictly EU" (reader-framing.ts): "only".
    .replace(/(?<=\p{L})-only\b/gu, ' only')
    .replace(/\s+(?:exclusively|strictly)(?=\s*(?:[.;!?\n,]|$))/giu, ' only')
    // "EU → keep, rest → remove": a verb after an arrow ends its clause (each clause's verb is its polarity).
    .replace(/((?:→|->|=|:)\s*(?:keep|include|exclude|remove|drop|delete))\s*,\s*/giu, '$1; ')
    // "EU only -- thanks": a dash or colon the politeness after it leaves at the end of a sentence.
    .replace(/\s*[—:]\s*(?=$|[\n;!?]|\.(?:\s|$))/gu, '')
    .replace(ANY_LEVEL, '')
    .replace(ETC, ' etc');
  for (const [pattern, to] of SHORTHAND) t = t.replace(pattern, to);
  // After the shorthand: "we're" is "we are" there.
  t = salesPhrases(salesWords(t));
  t = t.replace(LOWER_US, (m: string) => m.replace(/us$/u, 'US'));
  for (const [pattern, to] of GROUP_WORDS) t = t.replace(pattern, to);
  t = t.replace(WHEN, '');
  return t.replace(/[ \t]{2,}/g, ' ').trim();
}
