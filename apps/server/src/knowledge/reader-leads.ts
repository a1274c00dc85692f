/**
 * The words that open a sentence and give it its polarity ("Keep", "Target:", "ICP:", "We can only sell to",
 * "Exclude"), the leads that rank rather than keep ("Prioritise"), and the exclusions said after the items ("the
 * UK is out"). reader-framing.ts reads sentences with them.
 */
import { CATEGORY_FIRST_WORDS } from '@leadsift/shared';

export const KEEP_LEAD = new RegExp(
  '^(?:please\\s+)?(?:' +
    [
      // "we only need", "just want", "let's stick to", "keep it to": a request that says what stays ("I'd like"
      // is not read: "like" opens examples, sentences()).
      String.raw`(?:(?:we|i)\s+)?(?:(?:only|just|really|mainly)\s+)?(?:need|want)(?:\s+(?:only|just))?(?:\s+to\s+(?:keep|see|target|include|focus\s+on|stick\s+(?:to|with)))?(?=\s)`,
      String.raw`(?:(?:let'?s|let\s+us|we(?:'ll|\s+will|\s+should|\s+can|\s+could)?)\s+)?(?:(?:just|only)\s+)?(?:stick\s+(?:to|with)|keep\s+(?:it|this|things|the\s+list)\s+(?:to|at)|limit\s+(?:it|this|ourselves|the\s+list)\s+to)`,
      String.raw`(?:let'?s|let\s+us)\s+(?:just\s+|only\s+)?(?:keep|target|include|focus\s+on|go\s+after)`,
      // "show me only", "give me", "only pull", "filter for / by / on", "strictly": what the list is to hold.
      String.raw`(?:(?:only|just)\s+)?(?:show|give|pull|get)(?:\s+(?:me|us))?(?:\s+(?:only|just))?(?=\s)|filter\s+(?:for|by|on)|strictly|exclusively`,
      String.raw`keep\s+only|only\s+keep|keep|include|only|just|select|retain|accept|allow|qualify|yes`,
      String.raw`target(?:ing)?(?:\s+(?:geos?|geographies|markets?|regions?|countries|accounts|companies|personas?|roles?|titles?|buyers?|audience))?(?=\s*:)|target(?:ing)?|(?:our\s+)?icp(?:\s+(?:brief|definition|criteria|filter|spec|profile|summary))?(?:\s+(?:is|are)|\s*=)?|(?:our\s+)?ideal\s+customer(?:\s+profile)?(?:\s+(?:is|are))?`,
      String.raw`(?:our\s+)?(?:target\s+)?(?:market|customers?|audience|accounts?)\s+(?:is|are)`,
      // "We (can) only sell to/in/across …", "we only focus on …", "we go after …": the verb frames what follows.
      String.raw`we\s+(?:can\s+|may\s+)?(?:only|exclusively)\s+(?:(?:sell|work|deal|ship|operate)\s+(?:to|into|with|in|across|throughout)|go\s+after|target|focus\s+on)`,
      String.raw`we\s+(?:sell|work|deal|ship|operate)\s+(?:only\s+|exclusively\s+)?(?:to|into|with|in|across|throughout)|we\s+go\s+after|we\s+(?:exclusively\s+)?focus\s+on`,
      // "we're only selling into …": the verb in its -ing form (reader-normalise.ts writes "we're" as "we are").
      String.raw`we\s+are\s+(?:only\s+|exclusively\s+)?(?:selling|working|dealing|shipping|operating)\s+(?:only\s+|exclusively\s+)?(?:to|into|with|in|across|throughout)`,
      String.raw`we\s+(?:(?:can\s+)?only\s+|exclusively\s+)?(?:serve|do\s+business\s+(?:only\s+)?(?:in|with|across|throughout))|(?:our\s+)?focus\s+(?:is|are)|our\s+focus(?=\s*:)`,
      String.raw`we\s+want|i\s+want|want|(?:we(?:'re|\s+are)|i(?:'m|\s+am))\s+(?:targeting|looking\s+for|focus(?:ing|ed)\s+on|after)|we\s+target|looking\s+for|focus(?:ing)?\s+on`,
      // "Account HQ must be in …", "Contacts must have …": the subject may name whose field it is.
      String.raw`(?:(?:the\s+|their\s+|its\s+)?(?:(?:account|company|contact|lead|prospect|customer)(?:'s)?\s+)?(?:hq|headquarters|locations?|countr(?:y|ies)|regions?|compan(?:y|ies)|accounts?|leads?|contacts?|businesses|prospects|customers|they|it)\s+)?(?:must|should|has\s+to|have\s+to|needs?\s+to)\s+(?:be|have)`,
      // "filter to the EU", "narrow it down to", "limit to": the list is what stays.
      String.raw`(?:filter|narrow|limit|restrict|cut)(?:\s+(?:it|this|them|the\s+list))?(?:\s+down)?\s+to`,
      String.raw`(?:country|location|hq|region|geo)\s*(?:==?|is\b)`,
      String.raw`(?:geos?|geograph(?:y|ies)|regions?|locations?|countr(?:y|ies)|hq|headquarters|territor(?:y|ies)|markets?|industr(?:y|ies)|verticals?|sectors?|focus|(?:(?:buyer|key|ideal)\s+)?(?:personas?|roles?|titles?|buyers?|decision[-\s]makers))\s*(?=:)`,
    ].join('|') +
    // "ICP - US", "Target — EU": a dash after the opening is its colon.
    String.raw`)(?:\b|(?<==))\s*(?:[:—]\s*)?`,
  'iu',
);
export const EXCLUDE_LEAD =
  /^(?:please\s+)?(?:exclude|exclusions?|remove|drop|skip|ignore|reject|disqualify|avoid|filter\s+out|leave\s+out|rule\s+out|strip\s+out|take\s+out|weed\s+out|cut\s+out|get\s+rid\s+of|discard|out\s+of\s+scope|nothing|nobody|no[\s-]?one|none|(?:we(?:'re|\s+are)\s+)?not\s+interested\s+in|no|not|never|(?:(?:we|i)\s+)?(?:don'?t|do\s+not)\s+(?:want|need|keep|include)|we\s+(?:can['’]?t|cannot|can\s+not|don['’]?t|do\s+not)\s+(?:sell|work|deal|ship|operate)\s+(?:to|into|with|in|across|throughout))\b\s*:?\s*/iu;
/** Leads that rank values rather than keep or exclude them: the reader does not turn them into a filter. */
export const RANKING_LEAD =
  /^(?:please\s+)?(?:prioriti[sz]e|priority|prefer(?:ably|red)?|ideally|nice\s+to\s+have|bonus|favou?r|de-?prioriti[sz]e)\b/iu;
/**
 * "The UK and Switzerland are out", "Austria is excluded", "The UK is out of scope", "non-EU rows can go",
 * "… does not count", "… can be removed", "pharma is out too". Without a verb: "VPs and below out", "managers and
 * below go", "smaller ones go" — not after a word that takes "out" or "go" itself ("filter out", "leave it out",
 * "good to go", "we go"), which stays in the item and is refused, nor in a clause of its own ("where our trains go").
 */
const BARE = String.raw`(?<!\b(?:where|wherever|when|whenever|that|which|who|if)\b[^,;]*)(?<!\b(?:filter|leave|take|strip|weed|cut|rule|opt|drop|sort|carve|log|keep|check|figure|find|print|send|reach|point|phase|get|kick|throw|start|be|are|is|was|were|been|being|to|let|can|will|must|should|may|might|could|would|and|or|not|we|i|you|they|it|he|she|them|us|me)\s+)(?:out|go|goes)`;
export const TRAILING_EXCLUDE = new RegExp(
  String.raw`\s+(?:(?:are|is)\s+(?:out|not\s+(?:wanted|needed|included|a\s+fit|in\s+scope|allowed|ok|okay)|off[-\s]limits|a\s+no[-\s]go)|(?:(?:are|is)\s+)?(?:excluded|removed|dropped|deleted|out\s+of\s+scope)|(?:can|should|must|may|will)\s+(?:go|be\s+(?:removed|dropped|excluded|deleted|ignored|filtered\s+out|cut|tossed|thrown\s+out))|(?:gets?|got)\s+(?:removed|dropped|excluded|deleted|cut|tossed|filtered\s+out|thrown\s+out)|(?:does|do)(?:\s+not|n't)\s+(?:count|qualify)|(?:are|is)(?:\s+not|n't)\s+part\s+of\s+(?:it|this|that|them|the\s+list)|(?<=\b(?:else|rest|others)\s+)goes|${BARE})(?:\s+(?:too|also|as\s+well))?\s*$`,
  'iu',
);

/**
 * A first item that names a category, a bound or where a company sits ("South American countries", "Director-level and
 * above", "HQ in Asia"), not a name.
 */
export const BROAD_FIRST = new RegExp(String.raw`${CATEGORY_FIRST_WORDS}|\+`, 'iu');
