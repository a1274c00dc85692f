/**
 * Tenth pass (ADR 0034): emails that ask for a list for an event, from the ninth held-apart round
 * (`eval/phrasing9.json`; README.md, "Tenth pass"). Who the list or the event is for is what is kept ("the DACH
 * roadshow invitations can only go to …", "the FinServ round table is for … only"); when the list is used is not
 * ("before the invites go out", "before you hand it over"); greetings and sign-offs in the writer's language; the
 * others said in words ("the ones headquartered on other continents", "take everyone else out"). Run before the
 * ninth pass (reader-ninth-pass.ts), whose "the invite list should only include" reads what this leaves. A word with
 * no agreed meaning is left as written, and refused.
 */

/** The words a list is, or goes out as. */
const LIST = String.raw`(?:list|lists|invites?|invitations?|guest\s+list|invite\s+list|mailing|audience|sequence)`;
/** An event a list is for. */
const EVENT = String.raw`(?:webinars?|events?|breakfast|dinner|lunch|summit|round\s*table|forum|meetup|meet-up|conference|day|happy\s+hour|roadshow|workshop|sessions?|survey|kick-?off|briefing|reception|mixer|retreat|panel|showcase|campaign|launch|programme|program)`;
const WORD = String.raw`[\p{L}\d&'-]+`;
/** "the DACH roadshow invitations", "the list for the Brussels policy breakfast", "the founders' breakfast list". */
const SUBJECT = String.raw`(?:the|our|this|these|my)\s+(?:${WORD}\s+){0,4}?(?:${LIST}|${EVENT})(?:\s+(?:for|to)\s+(?:the|our|this|next)\s+(?:${WORD}\s+){0,4}?${EVENT})?`;

const REWRITES: Array<[RegExp, string]> = [
  // "Hei Mikko,", "Hola Diego,", "Dear Anna,": a greeting with a name, in the writer's language.
  [
    /(^\s*|[\n.;!?]\s*)(?:Hi|Hey|Hello|Hei|Hej|Hola|Hallo|Bonjour|Ciao|Salut|Olá|Ola|Moin|Servus|Hoi|Dear|Good\s+morning|Morning)\s+\p{Lu}\p{Ll}+\s*[,!:—-]+\s*/gu,
    '$1',
  ],
  // "the DACH roadshow invitations can only go to …", "the sales-kickoff invite should only go to …", "the DevOps meetup
  // invites should go only to …", "the list … should only contain …": what is kept. With "only": "the list should
  // include Germany" may add to a list, and is left.
  [
    new RegExp(
      String.raw`(^|[\n.;!?,]\s*|\bso\s+)${SUBJECT}\s+(?:should|must|can|may|will|needs?\s+to|has\s+to|is\s+to)\s+(?:only\s+(?:go\s+(?:out\s+)?to|be\s+sent\s+to|include|contain|have|list)|(?:go\s+(?:out\s+)?|be\s+sent\s+)only\s+to|(?:include|contain|have)\s+only)\s+`,
      'giu',
    ),
    '$1keep only ',
  ],
  // "the CFO asked for the target list to include only …": the same list, asked for.
  [
    new RegExp(
      String.raw`(^|[\n.;!?,]\s*)(?:the|our)\s+(?:${WORD}\s+){0,2}?(?:asked|wants|needs)\s+(?:us\s+)?(?:for\s+)?(?:the|our|this|a)\s+(?:${WORD}\s+){0,3}?${LIST}\s+to\s+(?:include|contain|have)\s+only\s+`,
      'giu',
    ),
    '$1keep only ',
  ],
  // "the FinServ round table is for financial services … only", "the webinar is aimed at manufacturers only", "the
  // onboarding webinars are only for …": whom the event is for, with "only" before or after.
  [
    new RegExp(
      String.raw`(^|[\n.;!?,]\s*|\bso\s+)${SUBJECT}\s+(?:is|are)\s+(?:(?:only|just|exclusively)\s+)?(?:for|aimed\s+at|meant\s+for|reserved\s+for|open\s+to|targeted\s+at)\s+(?=[^\n.;!?]*\bonly\b|[^\n.;!?]*,\s*so\s+(?:please\s+|(?:could|can|would)\s+you\s+)?(?:delete|remove|drop|take|clear)\b)`,
      'giu',
    ),
    '$1keep only ',
  ],
  // When the list is used, not what it holds: "before you hand it over", "before we send invites", "before the invites
  // go out", "before the campaign starts", "before the territory split".
  [/,?\s+before\s+(?:we|you|i|they)\s+[^\n.;!?,]+(?=\s*(?:[\n.;!?,]|$))/giu, ''],
  [
    new RegExp(
      String.raw`,?\s+before\s+(?:the|this|our|my|your)\s+(?:${WORD}\s+){0,3}?(?:${WORD}\s+(?:go(?:es)?\s+out|starts?|begins?|launch(?:es)?|kicks?\s+off|(?:is|are)\s+sent(?:\s+out)?|goes\s+live)|split|handover|hand-?off|deadline|kick-?off)(?=\s*(?:[\n.;!?,]|$))`,
      'giu',
    ),
    '',
  ],
  // "Before we load the event list into the CRM, could you …": the same, before the request.
  [/(^\s*|[\n.;!?,]\s*)before\s+(?:we|you|i|they)\s+[^\n.;!?,]*?(?:,\s*|\s+(?=(?:could|can|would|will|please|pls)\s))/giu, '$1'],
  // "… – could you clear …", "…, so could you remove …": the request starts a clause of its own.
  [/\s+(?:—|–|-{1,2})\s+(?=(?:could|can|would)\s+you\b)/giu, '; '],
  [/,\s*so\s+(?:could|can|would)\s+you\s+(?:please\s+)?(?=(?:remove|delete|drop|clear|take|strip)\b)/giu, ', so '],
  // "the companies that don't make things": the other side of "companies that make things" (reader-sales-phrases.ts).
  [
    /\b(?:the\s+)?(?:companies|ones|businesses|firms|accounts)\s+(?:that|which|who)\s+(?:don't|do\s+not)\s+(?:make|manufacture|produce|build)\s+(?:(?:physical|tangible|real)\s+(?:things|stuff|goods|products)|things|stuff|goods)\b/giu,
    'non-manufacturers',
  ],
  // The others, said in words: "the ones headquartered on other continents", "the leads from other regions", "the
  // companies in other states", "accounts from any other industry", "contacts from other functions".
  [
    /\b(?:the\s+|any\s+|all\s+(?:the\s+)?)?(?:ones|companies|leads|accounts|contacts|businesses|firms|organi[sz]ations|people)\s+(?:(?:headquartered|based|located)\s+)?(?:in|on|from)\s+(?:the\s+)?(?:any|all)?\s*other\s+(?:continents|regions|states|countries|industries|sectors|verticals|functions|departments|teams)\b/giu,
    'the rest',
  ],
  // "remove every company headquartered in another country", "… anywhere else": everything the keeps leave.
  [
    /\b(?:every|each|any|all)\s+(?:company|companies|account|accounts|lead|leads|business|businesses|firm|firms)\s+(?:headquartered|based|located)\s+in\s+(?:another|a\s+different|any\s+other|some\s+other)\s+(?:country|state|region)\b/giu,
    'everything else',
  ],
  // "take everyone else out", "clear everything else off the sheet": remove the rest.
  [/\btake\s+(every|any)(one|body|thing)\s+else\s+(?:out|off)\b/giu, 'remove $1$2 else'],
  [
    /\b((?:every|any)(?:one|body|thing)\s+else|the\s+rest|all\s+(?:the\s+)?others)\s+off\s+(?:the|this|our)\s+(?:sheet|spreadsheet|file|tab|export|csv)\b/giu,
    '$1',
  ],
];

export function eventAsks(text: string): string {
  let t = text;
  for (const [pattern, to] of REWRITES) t = t.replace(pattern, to);
  return t;
}
