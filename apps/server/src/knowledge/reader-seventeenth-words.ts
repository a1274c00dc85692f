/**
 * Seventeenth pass (ADR 0034): how reps frame a list in the sixteenth and seventeenth rounds (README.md, "Seventeenth
 * pass") — a note's label ("CRM note:", "SDR note:"), the list as the subject ("This campaign targets the G7", "This
 * territory is South America only: …"), requests to pass leads on ("Only send me …", "pass me …", "route only those to
 * her"), places that belong to another team ("Mexico and Central America go to the North America team": out of this
 * list), and an exclusion said once for two subjects ("Every other state goes, and so does the District of Columbia").
 * Run in the first pass after the briefs (reader-briefs.ts). A word with no agreed meaning is left as written, and refused.
 */

const START = String.raw`(^|[\n.;!?]\s*)`;
/** The nouns of the list being built, not of the product sold ("Our scheduling tool is built for …" stays a reason). */
const LIST_NOUN = String.raw`(?:campaign|sequence|cadence|list|segment|territory|patch|book|play|push|outreach|batch|round)`;
/** Who else takes the leads: another team, territory, rep or office ("our teams" are the writer's own: not read). */
const OTHER_OWNER = String.raw`(?:the|another|a\s+different|other|a\s+separate)\s+(?:[\p{L}-]+\s+){0,3}?(?:team|territory|rep|desk|pod|office|group|owner|AE|SDR|BDR|partner|reseller)s?\b`;
/** The verb of an exclusion that "and so does …" repeats for a second subject. */
const EXCLUDING_VERB = String.raw`goes|go|(?:is|are)\s+(?:out|excluded|removed|dropped)|gets?\s+(?:removed|dropped|cut)|(?:should|must|can|will)\s+(?:go|be\s+(?:removed|dropped|excluded))`;

const REWRITES: Array<[RegExp, string]> = [
  // "CRM note: …", "SDR note - …": the label of a note, not part of the instruction.
  [new RegExp(String.raw`${START}(?:(?:crm|sdr|bdr|ae|ops|revops|internal|quick|team|handoff)\s+)?note\s*[:—-]\s*`, 'giu'), '$1'],
  // "ICP for this quarter is …": when, not what.
  [/\bICP\s+for\s+(?:this|the|next|our)\s+[\p{L}\d-]+\s+(?=(?:is|are)\b|:)/giu, 'ICP '],
  // "This campaign targets the G7", "This sequence is written for the DACH market", "The Q3 list is for …": what the
  // list holds is what is kept. A bare "is" only in a sentence that says "only" ("This territory is South America only").
  [
    new RegExp(
      String.raw`${START}(?:this|the|our)\s+(?:[\p{L}\d-]+\s+){0,2}?${LIST_NOUN}\s+(?:(?:is\s+)?(?:(?:written|built|designed|meant|made|aimed|set\s+up)\s+)?(?:for|at)(?!\s+(?:us|me|now|today|the\s+(?:moment|time\s+being))\b)|targets|covers|goes\s+to|focuses\s+on|is\s+focused\s+on|is(?=[^.;!?\n]*\bonly\b))\s+`,
      'giu',
    ),
    '$1Keep ',
  ],
  // "route only those three countries to her": what goes to the reader of the list is kept.
  [/\broute\s+(only\s+)?([^.;!?\n]+?)\s+to\s+(?:her|him|them|me|us)\b/giu, 'keep only $2'],
  // "Only send me companies …", "pass me accounts …", "Send the SDRs West Coast companies only": the leads handed over.
  [
    new RegExp(
      String.raw`${START}(?:please\s+)?(?:(only|just)\s+)?(?:send|pass|hand|forward)(?:\s+(?:me|us|over|along|the\s+(?:sdrs?|bdrs?|aes?|reps?|team|sales\s+team)))*\s+(?!to\b|on\b|out\b|back\b|them\b|it\b)`,
      'giu',
    ),
    '$1Keep $2 ',
  ],
  // "Only target companies in the Midwest", "Only work accounts in Germany": "only" and the verb of targeting.
  [
    new RegExp(String.raw`${START}(?:please\s+)?(only|just)\s+(?:target|work|prospect|pursue|go\s+after)\s+(?!with\b|on\b|for\b)`, 'giu'),
    '$1Keep $2 ',
  ],
  // "Mexico and Central America go to the North America team", "Liechtenstein stays with the wider Europe team",
  // "… are handled by another team", "… are handled elsewhere": not this list's.
  [
    new RegExp(
      String.raw`\s+(?:go(?:es)?\s+to|belongs?\s+to|stays?\s+with|sits?\s+with|(?:is|are)\s+(?:handled|covered|owned|worked|routed)\s+by|(?:is|are)\s+(?:routed\s+)?to|(?:is|are)\s+(?:with|for))\s+${OTHER_OWNER}(?:\s+instead)?|\s+(?:is|are)\s+(?:handled|covered|worked)\s+elsewhere`,
      'giu',
    ),
    ' are out',
  ],
  // "That means the US, Canada … stay", "That includes West Asia": the sentence before, said again by its members.
  [/(?<=\p{L})[.!]\s+That\s+means\s+(?=\p{Lu}|the\s)/gu, ': '],
  [/(?<=\p{L})[.!]\s+That\s+(?:includes|covers)\s+(?=\p{Lu}|the\s)/gu, ', including '],
  // "the same titles in other languages", "in any language", "whatever language the title is in": titles are read in
  // every language the rules know, so the words add nothing.
  [
    /\s*,?\s*(?:(?:and|including|with|plus)\s+)?(?:the\s+)?(?:(?:same|equivalent)\s+(?:roles|titles)|(?:their|its)\s+equivalents?|titles?)\s+in\s+(?:other|any|all)\s+languages?(?:\s+(?:included|too|as\s+well))?(?=\s*(?:[\n.;!?,]|$))/giu,
    '',
  ],
  [
    /\s*,?\s*(?:(?:in|across)\s+any\s+language|(?:whatever|regardless\s+of(?:\s+(?:level|seniority)\s+or)?)\s+(?:the\s+)?language(?:\s+(?:the\s+title|it)\s+is(?:\s+written)?\s+in)?)(?=\s*(?:[\n.;!?,]|$))/giu,
    '',
  ],
  // "anyone with a chief title", "any chief officer role": the C-suite.
  [/\b(?:a|any|every)\s+chief(?:\s+officer)?\s+(?:title|role|position)s?\b/giu, 'chief officers'],
  // "50 to 500, limits included": both bounds are in, as "both ends included" is read.
  [/\b(?<!\bboth\s)(?:limits|bounds|endpoints|end\s+points)\s+included\b/giu, 'both ends included'],
  // "from director up to CEO", "director to C-suite": the level and everything above it.
  [
    /\b(?:everyone\s+|anyone\s+)?from\s+(?:the\s+)?(director|vp|vice\s+president|head)s?(?:\s+level)?\s+(?:all\s+the\s+way\s+)?(?:up\s+)?to\s+(?:the\s+)?(?:ceo|c-?suite|c-?level|top)\b/giu,
    '$1 and above',
  ],
  // "from SDR to CRO", "SDR to CRO", "junior to senior": sales at every level; every level.
  [
    /\b(?:sales\s+(?:team\s+members|titles|roles|people|reps|org(?:ani[sz]ation)?|team)\s*,?\s*)?(?:from\s+)?(?:the\s+)?SDRs?\s+(?:all\s+the\s+way\s+)?(?:up\s+)?to\s+(?:the\s+)?(?:CRO|chief\s+revenue\s+officer)\b/giu,
    'sales roles',
  ],
  [/\s*,?\s*(?:from\s+)?junior\s+to\s+senior(?=\s*(?:[\n.;!?,]|$))/giu, ''],
  // "directors and above, along with founders": one more item of the same list.
  [/\s*,?\s+(?:along|together)\s+with\s+(?=\S)/giu, ', and '],
  // "Exclude the UK plus everything outside Europe": "plus" before "outside" joins two exclusions ("plus" read as an
  // exception after an exclusion kept Europe's countries, the UK among them, at 0.95).
  [/\bplus\s+(?=(?:everything|anything|all|every\s+\p{L}+|any\s+\p{L}+)\s+(?:else\s+)?outside\b)/giu, 'and '],
  // "heads of a function", "directors of a department", "functional directors": the director-or-head level.
  [
    /\b(?:heads?|directors?)\s+of\s+(?:a|the|their|any|each)\s+(?:function|department|team|business\s+unit|division)\b/giu,
    'heads of department',
  ],
  [/\bfunctional\s+(?:directors?|heads?)\b/giu, 'heads of department'],
  // "G7 logos only", "Manufacturing ICP", "Sales persona": the sales word for the accounts or people after the item
  // (not "ICP is / = / :", which opens an instruction).
  [
    /(?<=[\p{L}\d+])(?<!\b(?:the|a|an|our|this|that|my|your|their))\s+(?:logos|ICP|personas?|TAM|vertical(?:\s+list)?)\b(?!\s*(?:is|are|=|:|should|must))/giu,
    '',
  ],
  // "Nordic territory = Sweden, …": the group's name, then its members.
  [/(?<=\p{L})\s+(?:territory|book|patch|segment)\s*(?==)/giu, ' '],
  // "the 27 current members", "EU countries (current 27)", "the European Union as it stands today": the EU as it is.
  [/\(\s*current\s+(\d{1,2})\s*\)/giu, '(all $1)'],
  [/\b(?:current|present|today['’]s)\s+(?=(?:\d{1,2}\s+)?(?:EU|European\s+Union|members?|member\s+(?:states|countries))\b)/giu, ''],
  [/(?<=\b\d{1,2})\s+current(?=\s+(?:members?|member\s+(?:states|countries)|EU)\b)/giu, ''],
  [/\s*,?\s*as\s+it\s+(?:stands|is)\s+(?:today|now)\b/giu, ''],
  // "Filter the industry column down to manufacturing": the column is the list.
  [/\b(filter|narrow|trim|cut)\s+(?:the|this|that|our|my)\s+(?:[\p{L}-]+\s+)?column\s+down\s+to\b/giu, '$1 the list down to'],
  // "everything international goes", "nothing intl", "no international": the rest, as "international accounts" is.
  [
    /\b(every|any|no)(?:thing)?\s+(?:international|intl|foreign|overseas)\b(?!\s+(?:accounts?|companies|compan(?:y|ies)|leads?|firms?))/giu,
    '$1thing else',
  ],
  [/\bintl\b\.?/giu, 'international'],
  // "Africa-wide", "EU-wide": the place whole. "north to south", "north and south of the Sahara": all of it.
  [/(?<=\p{L})-wide\b/gu, ''],
  [/\s*,?\s*(?:(?:from\s+)?north\s+to\s+south|north\s+and\s+south\s+of\s+the\s+Sahara)(?=\s*(?:[\n.;!?,]|$))/giu, ''],
  // "Africa, island nations included", "Asia and its island states", "island nations like Mauritius": a continent holds
  // its island states (UN M49), so the words add nothing after one; the examples stay.
  [/\b(?:the\s+)?island\s+(?:nations|states|countries)\s+(?:like|such\s+as|e\.g\.?)\s+/giu, ''],
  [
    /(?<=\b(?:Africa|Asia|Europe|Oceania|South\s+America)\b[^.;!?\n]*?)\s*,?\s*(?:(?:and|plus|with|including|incl\.?)\s+)?(?:(?:its|the|all)\s+)?(?:island\s+(?:nations|states|countries)|islands)(?:\s+(?:included|too|as\s+well))?(?=\s*(?:[\n.;!?,(]|$))/gu,
    '',
  ],
  // "revenue floor 10M USD", "revenue floor $10M": "floor" is "at least".
  [/\b(revenue|rev|headcount|size)\s+floor\s+(?:is\s+|of\s+)?(?=[$€£]?\s*\d)/giu, '$1 at least '],
  // "Mid-market by size (50-500 FTE)": the size word before its bounds.
  [/\s+by\s+(?:size|headcount)\s*(?=\()/giu, ' '],
  // "Every other state goes, and so does the District of Columbia": the second subject goes too.
  [new RegExp(String.raw`\b(${EXCLUDING_VERB})\s*,?\s+and\s+so\s+(?:does|do|is|are)\s+([^,.;!?\n]+)`, 'giu'), '$1; $2 $1'],
];

/**
 * "$10M minimum, no cap", "there is no upper limit", "however large they are": a lower bound alone has none. Only in a
 * sentence with no upper bound ("50 to 500 employees with no upper limit" contradicts itself, and is refused).
 */
const NO_CAP =
  /\s*[,;]?\s*(?:(?:and|with|but)\s+)?(?:there\s+is\s+)?no\s+(?:upper\s+(?:limit|bound|cap)|cap|ceiling|max(?:imum)?)(?:\s+on\s+(?:size|revenue))?|\s*,?\s*however\s+(?:large|big)(?:\s+(?:they\s+are|it\s+is))?(?=\s*(?:[\n.;!?,]|$))/giu;
const UPPER =
  /\d\s*(?:-|–|to\b|through\b|and\b)\s*\$?\d|\b(?:under|below|less\s+than|fewer\s+than|up\s+to|at\s+most|max(?:imum)?|between|smaller\s+than|<)\b|</iu;
const noCap = (text: string) =>
  text.replace(/[^\n.!?]+/gu, (sentence: string) => (UPPER.test(sentence.replace(NO_CAP, ' ')) ? sentence : sentence.replace(NO_CAP, '')));

export function seventeenthWords(text: string): string {
  let t = noCap(text);
  for (const [pattern, to] of REWRITES) t = t.replace(pattern, to);
  return t.replace(/Keep\s+(only|just)\s+/gu, 'Keep only ').replace(/Keep\s{2,}/gu, 'Keep ');
}
