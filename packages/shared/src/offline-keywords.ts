/** Whether a keyword keeps or excludes what it names. */
export type Polarity = 'keep' | 'exclude';

/** The keep/exclude keywords, filler words and list separators the offline keyword matcher reads (offline-terms.ts). */
const KEEP_KEYWORDS = [
  'keep only',
  'only keep',
  'keep',
  'keeps',
  'include',
  'includes',
  'including',
  'only',
  'must be',
  'must have',
  'must contain',
  'must include',
  'should be',
  'should have',
  'should contain',
  'has to be',
  'needs to be',
  'target',
  'targeting',
  'want',
  'prefer',
  'preferably',
  'allow',
  'accept',
  'match',
  'matching',
  'qualify',
  'yes',
  'focus on',
  'looking for',
  'interested in',
  'retain',
  'select',
  // Notes that mix English with another language: "keep sólo los emails corporativos", "nur die emails …" ("solo"
  // alone is English too: "solo founders").
  'sólo',
  'solamente',
  'únicamente',
  'nur',
  'seulement',
  'uniquement',
  'kun',
];
const EXCLUDE_KEYWORDS = [
  'exclude',
  'excludes',
  'excluding',
  'except',
  'not',
  'no',
  'never',
  'without',
  'remove',
  'drop',
  'reject',
  'skip',
  'avoid',
  'ignore',
  'discard',
  'disqualify',
  'dq',
  'take out',
  'take off',
  'strip out',
  'eliminate',
  'forget',
  'purge',
  "isn't",
  "aren't",
  "doesn't",
  'filter out',
  'rule out',
  'leave out',
  'weed out',
  'get rid of',
  'delete',
  'other than',
  'none of',
  'elimina',
  'eliminar',
  'quita',
  'quitar',
  'borra',
  'borrar',
  'excluye',
  'excluir',
  'sin',
  'ohne',
  'außer',
  'ausser',
  'nicht',
  'kein',
  'keine',
  'sauf',
  'sans',
  'supprimer',
  'supprime',
  'supprimez',
  'exclure',
  'excluez',
  'undtagen',
  'uden',
  'ikke',
  'fjern',
  'slet',
];
/**
 * Verbs written after what they govern, as German puts them ("alle generischen Adressen wie info@ löschen und nur …"):
 * the words since the sentence's start or its previous keyword take their polarity.
 */
export const POSTFIX_KEYWORDS: Record<string, Polarity> = {
  löschen: 'exclude',
  entfernen: 'exclude',
  streichen: 'exclude',
  ausschließen: 'exclude',
  ausschliessen: 'exclude',
  rausnehmen: 'exclude',
  behalten: 'keep',
};

export const STOPWORDS = new Set(
  (
    'a an the and or of in on at to for from with by as is are be been being was were that which who whom whose this these ' +
    'those any all some their its our we i you they them there here such very more less than also etc eg ie please should ' +
    'must would could can may might will shall have has had do does did if then so just but plus nor ' +
    'value values column columns field row rows lead leads contact contacts company companies business businesses firm ' +
    'firms organisation organisations organization organizations org orgs people person persons someone anyone anything ' +
    'everything something role roles title titles job jobs position positions industry industries sector sectors type ' +
    'types kind kinds based located related working like similar other others ones one just pls plz cos'
  ).split(' '),
);

export const TERM_SEPARATORS = /[,/|&+]|\b(?:or|and|nor|but|plus|as well as|along with|versus|vs|y|ni|und|oder|et|ou|og|eller)\b/iu;
const keywordPattern = (words: string[]) =>
  words
    .slice()
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'))
    .join('|');
export const KEYWORDS = new RegExp(
  `(?<![\\p{L}\\p{N}'])(${keywordPattern([...KEEP_KEYWORDS, ...EXCLUDE_KEYWORDS, ...Object.keys(POSTFIX_KEYWORDS)])})(?![\\p{L}\\p{N}'])`,
  'giu',
);
export const EXCLUDE_SET = new Set(EXCLUDE_KEYWORDS);
export const KEYWORD_SET = new Set([...KEEP_KEYWORDS, ...EXCLUDE_KEYWORDS]);

/**
 * Words of a first item that names a category or where a company sits ("South American countries", "HQ in Asia",
 * "Director-level and above"), not a name. Before ", X and Y excluded" with no verb ahead of it, the exclusion may hold
 * every item or the last ones only: the rules refuse such a sentence (reader-framing.ts) and the offline matcher leaves
 * the other values to review (offline-matcher.ts).
 */
export const CATEGORY_FIRST_WORDS = String.raw`\b(?:countries|states|nations|markets|regions?|titles|roles|companies|firms|businesses|industries|sectors|above|up|higher|hq|headquarter\p{L}*|based|located|registered)\b`;
