/**
 * Phrases of job titles whose level is not the plain level word inside them (ADR 0034): "Assistant Director"
 * is below a director, "Product Owner" is not an owner, "CRO Specialist" is not a Chief Revenue Officer,
 * "Chief Engineer" is not in the C-suite, "Managing Director" is a CEO in the UK and below the C-suite in a
 * bank. titles.ts reads these first and blanks them out, so the level words inside them do not count again.
 * Levels are ranks (0 = individual contributor … 4 = C-level, owner or founder); a phrase gives the range of
 * ranks it can mean, and a range wider than one rank is what makes a value undecided under a threshold
 * between its ends.
 */
import { CXO, rx } from './title-patterns.ts';

/** [lowest, highest] rank a phrase can mean. */
export type Range = readonly [number, number];
/** Could be anything: a phrase that shows the title is not what its level word says, and says nothing else. */
export const ANY: Range = [0, 4];

/** A title that is not held now says nothing about the person's level today. */
export const NOT_CURRENT = rx([
  'former',
  'formerly',
  'ex',
  'retired',
  'past',
  'previously',
  'emeritus',
  'outgoing',
  'incoming',
  'aspiring',
  'future',
]);

/** One spelling of every vice president, so "President" inside it is never read as the C-level word. */
export const VICE_PRESIDENT = /(?:^| )(?:vice ?president[ea]?|vize ?prasident(?:in)?|vicepresident[ea]?|vice ?presidente?)(?= |$)/g;

const cxo = CXO.join('|');
/**
 * Nouns after an abbreviation that make it a field or someone else's office, not the officer: "CRO Specialist"
 * (conversion-rate optimisation), "CMO Manager" (contract manufacturing), "CEO Assistant". Role nouns only: words
 * of company names ("CEO, Project44", "CEO, Acme Services") leave the officer as it is.
 */
const FIELD_ROLE =
  'specialist|specialists|manager|analyst|lead|consultant|coach|coaching|mentor|advisor|adviser|recruiter|headhunter|search|coordinator|assistant|secretary|pa|ea|office|aide|associate|strategist|expert|engineer|developer|designer|marketer|marketing|testing|auditor|intern|trainee|officer|scientist|monitor|technician|planner';

/**
 * Checked in this order; each match is blanked out before the next pattern and before the level words.
 * `null` = the phrase names no level (it is the function or the place of work, not the role).
 */
// The first entry stays first: titles.ts reads the function of a title once it has been applied.
export const SPECIAL_PHRASES: Array<[RegExp, Range | null, string]> = [
  // "Assistant to the CEO", "Office of the CFO", "Advisor to the Board": the role after "to/of the" is someone else's.
  [
    new RegExp(
      `(?:^| )(?:to|for|of) (?:the )?(?:${cxo}|chief|president|chair(?:man|woman|person)?|founders?|owners?|board|managing director|md|vp|svp|evp|partners?|directors?|executives?|head)(?: .*)?$`,
      'g',
    ),
    null,
    'to the …',
  ],
  // Military and police ranks and other non-executive "chief" titles.
  [
    /(?:^| )(?:chief (?:petty|warrant|master) officer|chief of staff|chief of police|fire chief|editor in chief|chief editor)(?= |$)/g,
    ANY,
    'chief …',
  ],
  // "Chief Engineer", "Chief Architect", "Chief Scientist": a senior title, not a chief officer of the company.
  [/(?:^| )chief(?! (?:[a-z]+ ){0,3}officer(?: |$)| executive(?: |$))(?: [a-z]+)?(?= |$)/g, ANY, 'chief …'],
  // An abbreviation naming a field: "CRO Specialist", "CMO Manager" (contract manufacturing), "CDO Analyst".
  [new RegExp(`(?:^| )(?:${cxo})(?= (?:${FIELD_ROLE})(?: |$))`, 'g'), null, 'a field abbreviation'],
  [new RegExp(`(?:^| )(?:deputy|vice) (?:${cxo}|chief executive|managing director|general manager)(?= |$)`, 'g'), [3, 4], 'deputy'],
  [new RegExp(`(?:^| )(?:assistant|associate|fractional|virtual) (?:${cxo})(?= |$)`, 'g'), ANY, 'assistant'],
  // Board seats are governance, not a management level ("CEO and Board Member" keeps the CEO).
  [
    /(?<!executive)(?:^| )(?:board (?:member|director|advisor|adviser|observer|trustee)|member of the board|board of (?:directors|trustees)|(?:independent )?non ?exec(?:utive)? director|independent director|ned|trustee|advisory board(?: member)?|supervisory board(?: member)?|aufsichtsrat(?:in|smitglied)?|beirat|administrat(?:eur|rice)|chair)(?= |$)/g,
    ANY,
    'board',
  ],
  // Occupations whose name holds "director": they direct a performance or an event, not a department.
  [
    /(?:^| )(?:art|arts|theatre|theater|film|movie|video|music|musical|funeral|casting|stage|dance|choir|orchestra|animation|photography) director(?= |$)|(?:^| )director of photography(?= |$)/g,
    ANY,
    'occupational director',
  ],
  // A bank's AVP (assistant VP) is a grade below VP, often without reports; a university's associate VP is a director or a VP.
  [/(?:^| )assistant vp(?= |$)|(?:^| )avp(?= |$)/g, [0, 2], 'assistant VP'],
  [/(?:^| )(?:associate|deputy) vp(?= |$)/g, [1, 3], 'associate VP'],
  // Banks' managing directors rank above VPs but below the C-suite; elsewhere (UK, DE) the MD runs the company.
  [/(?:^| )managing director(?= |$)/g, [3, 4], 'managing director'],
  // A non-profit's executive director is its CEO; in a company, a senior director or VP.
  [/(?:^| )executive director(?= |$)/g, [2, 4], 'executive director'],
  // A restaurant's general manager is a manager; a business unit's or a country subsidiary's, a VP or its chief executive.
  [/(?:^| )(?:general manager|gm|country manager)(?= |$)/g, [1, 4], 'general manager'],
  [
    /(?:^| )(?:assistant|associate|deputy|vice) (?:director|directeur|directrice|head|director(?:a)?)(?= |$)/g,
    [1, 2],
    'assistant director',
  ],
  [/(?:^| )(?:assistant|associate|deputy) (?:manager|store manager)(?= |$)/g, [0, 1], 'assistant manager'],
  // German "-leiter" titles that lead a team, a project or a branch, not a department.
  [/(?:^| )(?:team|gruppen|projekt|filial|schicht|bau|kolonnen|markt)leiter(?:in)?(?= |$)/g, [1, 1], 'teamleiter'],
  [/(?:^| )associate partner(?= |$)/g, ANY, 'associate partner'],
  [/(?:^| )(?:financial|finance|corporate|group) controller(?= |$)|^(?:controller|comptroller)$/g, [1, 3], 'controller'],
  // Scrum's product owner is a team member; "Process Owner", "Data Owner" … own a thing, not the company.
  [/(?:^| )product owner(?= |$)/g, [0, 0], 'product owner'],
  [
    /(?:^| )(?:process|system|systems|service|data|risk|control|application|platform|asset|content|technical|feature|solution|project|budget|relationship|domain|model|site|release|journey|category|change|programme|program|it business|business process) owner(?= |$)/g,
    ANY,
    'owner of a thing',
  ],
  [/(?:^| )lead (?:generation|gen|nurturing|qualification|management|routing|scoring)(?= |$)/g, null, 'lead generation'],
  [/(?:^| )team ?lead(?:er)?(?= |$)/g, [1, 1], 'team lead'],
  // "Lead Developer" is a senior engineer who may or may not manage; "Growth Lead" leads a function.
  [/(?:^| )lead(?= [a-z])/g, [0, 1], 'lead …'],
  [/(?:^| )lead$/g, [1, 2], '… lead'],
  // "Head Chef", "Head Teacher", "Head Coach": the head of a kitchen, a school, a team — no company level.
  [/(?:^| )head(?! of(?: |$))(?= [a-z])(?: [a-z]+)?/g, ANY, 'head …'],
  [/(?:^| )(?:executive chef|chef de cuisine|sous chef)(?= |$)/g, ANY, 'chef'],
  [/(?:^| )chef(?! de| d| des)(?= |$)/g, [0, 1], 'chef'],
];

/**
 * A deputy of the role the rest of the title names, one level below it or the role itself: "Stellvertretender
 * Geschäftsführer", "Directeur général adjoint", "Director Adjunto", "Vice Chairman".
 */
export const DEPUTY = rx(['deputy', 'vice', 'stellvertretende[rn]?', 'stv', 'adjoint(?:e)?', 'adjunt[oa]', 'sous']);

/** The title words that are a senior grade within a level: "Senior Manager", "Sr. Director", "SVP". */
export const SENIOR = rx(['senior', 'sr', 'snr', 'svp', 'evp', 'executive vp']);

/** Any of the phrases, in one pass: most titles hold none, and one test is cheaper than one per phrase. */
export const ANY_SPECIAL_PHRASE = new RegExp(SPECIAL_PHRASES.map(([p]) => `(?:${p.source})`).join('|'));
