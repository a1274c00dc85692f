/**
 * Thirteenth pass (ADR 0034): briefs as sales teams write them (README.md, "Thirteenth pass") — "Don't send me …; … are
 * fine", the buyer persona and the territory ("Our ideal buyer persona works at …", "Who you'll sell to:", "… are not the
 * persona", "… belong to other teams"), and hedges on the writer's certainty around a clear request ("I think", "I'd
 * keep", "probably", "…, I'd say", "…, if that works"). Run first in the first pass, after a pasted thread is taken
 * apart (reader-threads.ts). A hedge on what is kept ("mostly CA", "maybe Canada") is no hedge on the writer and is left.
 */
const END = String.raw`(?=\s*(?:[\n.;!?]|$))`;
const VERB = String.raw`(?:keep|remove|drop|delete|exclude|include|stick\s+to|limit|restrict|take|strip|lose|bin|cut)`;

const PERSONA = String.raw`(?:(?:our|the|your)\s+)?(?:ideal\s+)?(?:buyer\s+|target\s+|customer\s+)?persona`;
const REWRITES: Array<[RegExp, string]> = [
  // "Our ideal buyer persona works for an organisation headquartered in …", "… sits at a company with …", "… is a founder".
  [
    new RegExp(
      String.raw`(^|[\n.;!?]\s*)${PERSONA}\s+(?:(?:works|sits)\s+(?:for|at|in)\s+(?:an?\s+)?(?:(?:company|organi[sz]ation|business|firm|employer)\b\s*)?|is\s+(?:an?|anyone|someone)\s+)`,
      'giu',
    ),
    '$1keep ',
  ],
  // "… writes from an email address on …", "a named individual writing from their own work address": whose address.
  [new RegExp(String.raw`(^|[\n.;!?]\s*)${PERSONA}\s+writes\s+from\s+(?:an?\s+)?(?:e-?mail\s+)?address\s+`, 'giu'), '$1keep addresses '],
  [
    /\b(?:an?\s+)?named\s+individuals?\s+(?:writing|emailing|mailing)\s+from\s+(?:their|his\s+or\s+her|his|her)\s+own\s+(?:work\s+)?(?:e-?mail\s+)?address\b/giu,
    'named people',
  ],
  [
    new RegExp(
      String.raw`\s+(?:(?:is|are)(?:\s+not|n't)\s+(?:the|our|a|an)\s+(?:ideal\s+)?persona|(?:do|does)(?:\s+not|n't)\s+(?:match|fit|represent)\s+(?:the|our|a|an)\s+persona|(?:is|are)\s+outside\s+(?:the|our)\s+persona|(?:is|are)(?:\s+not|n't)\s+(?:in|part\s+of)\s+(?:the|our|your|this)\s+territory|(?:is|are)\s+outside\s+our\s+go-to-market(?:\s+for\s+now)?|belongs?\s+to\s+(?:other|another|different)\s+(?:teams?|reps?|territories|regions)|(?:do|does)(?:\s+not|n't)\s+fit)${END}`,
      'giu',
    ),
    ' are out',
  ],
  // "Who you'll sell to:", "Who we sell to:": the accounts that are kept.
  [/(^|[\n.;!?]\s*)who\s+(?:we|you)(?:'ll|\s+will)?\s+(?:sell|sells|are\s+selling)\s+to\s*:\s*/giu, '$1keep: '],
  // "About the territory:", "Persona doc, section 2 (Territory):", "(persona doc v3)", "per the persona doc": the document.
  [/(^|[\n.;!?]\s*)about\s+(?:the|your|our)\s+(?:territory|persona|icp|accounts)\s*:\s*/giu, '$1'],
  [/(^|\n)\s*(?:persona|icp|territory|gtm)\s+doc(?:ument)?(?:\s+v\d+)?\s*,\s*section\s+\d+(?:\s*\([^()\n]*\))?\s*:\s*/giu, '$1'],
  [/\s*\((?:persona|icp)\s+doc(?:ument)?(?:\s+v\d+)?\)\s*/giu, ' '],
  [/\s*,?\s*(?:per|from)\s+the\s+(?:persona|icp)\s+doc(?:ument)?(?:\s+v\d+)?\s*(?=[:,])/giu, ''],
  // "you'll own accounts headquartered in …", "the accounts our new AE will own are …": the accounts kept.
  [/(^|[\n.;!?]\s*)you(?:'ll|\s+will)\s+(?:own|cover|work|get)\s+(?=(?:accounts|companies)\b)/giu, '$1keep '],
  [
    /(^|[\n.;!?]\s*)the\s+accounts\s+(?:our|the|your)\s+(?:new\s+)?(?:ae|rep|sdr|bdr|team|office)\s+(?:will\s+)?(?:own|owns|covers?|works?|gets?)\s+are\s+/giu,
    '$1keep ',
  ],
];

/**
 * Hedges on the writer's certainty before a clear request: "I'd probably keep …", "I think we drop …", "maybe keep …",
 * "It's probably best to stick to …", "Probably simplest if we keep …", "I'd lean towards keeping only …", and the same
 * said after it ("…, I'd say", "…, if that works", "…, yes."). A hedge that gives a reason ("I suspect our sensors only
 * make sense on a production line, so …") is a reason, read as one (reader-wrappers.ts).
 */
/**
 * Where a hedge governs the whole request: the text's start (after a greeting), or the request after a reason ("…, so
 * maybe keep …") or a concession ("…, but let's go with …"). A hedge on a clause after another ("Keep the US; maybe keep
 * Canada too", "Keep the EU. I think Norway too") hedges what that clause adds, and is left.
 */
const LEAD = String.raw`(^\s*(?:(?:hi|hey|hello)(?:\s+\p{Lu}\p{Ll}+)?\s*[,!]\s*)?|,\s*(?:so|but)\s+|\bso\s+)`;
/** The end of the text: "…, I'd say.", "…, if that works." */
const TEXT_END = String.raw`(?=\s*[.!?]?\s*$)`;
const HEDGES: Array<[RegExp, string]> = [
  [new RegExp(String.raw`${LEAD}(?:if\s+i'm\s+honest|to\s+be\s+honest|honestly)\s*,?\s*`, 'giu'), '$1'],
  [
    new RegExp(
      String.raw`${LEAD}(?:i\s+(?:could|might|may)\s+be\s+(?:wrong|overthinking\s+this)(?:\s+(?:on|about)\s+[^,\n.;!?]{1,40})?|i'm\s+not\s+(?:a\s+hundred\s+percent|100%|entirely|totally|completely|quite)\s+sure\s+(?:how|what|why|whether)\s+[^,\n.;!?]{1,40})\s*,\s*but\s+`,
      'giu',
    ),
    '$1',
  ],
  [new RegExp(String.raw`${LEAD}it(?:'s|\s+is)\s+(?:probably\s+)?(?:best|simplest|safest|easiest)\s+to\s+(?=stick\s+to\b)`, 'giu'), '$1'],
  [new RegExp(String.raw`${LEAD}(?:probably\s+)?(?:simplest|safest|easiest|best)\s+if\s+we\s+(?=keep\b)`, 'giu'), '$1'],
  [new RegExp(String.raw`${LEAD}i(?:'d|\s+would)\s+lean\s+towards\s+keeping\b`, 'giu'), '$1keep'],
  // "I think we should keep …", "I'd probably keep …", "maybe keep …": the request.
  [
    new RegExp(
      String.raw`${LEAD}(?:i\s+(?:think|guess|believe|suppose)\s+)?(?:we\s+(?:should\s+)?|i(?:'d|\s+would)\s+)?(?:probably\s+|maybe\s+|perhaps\s+)?(?=${VERB}\b)`,
      'giu',
    ),
    '$1',
  ],
  // "I'd remove …", "I would keep …": a request said politely, wherever it stands.
  [new RegExp(String.raw`(^|[\n.;!?,]\s*|\b(?:so|and)\s+)i(?:'d|\s+would)\s+(?=${VERB}\b)`, 'giu'), '$1'],
  [new RegExp(String.raw`${LEAD}i\s+(?:think|believe|guess|suppose)\s+(?=\p{L})`, 'giu'), '$1'],
  // "…; I think everything outside the Nordics should come off": the rest, which a keep before it already excludes.
  [
    /([\n.;!?,]\s*|\band\s+)i\s+(?:think|believe|guess|suppose)\s+(?=(?:everything|everyone|anything|anyone)\s+(?:else|outside)\b|the\s+(?:rest|others)\b)/giu,
    '$1',
  ],
  // "the safest cut is healthcare providers only": what is kept.
  [
    new RegExp(
      String.raw`${LEAD}the\s+(?:safest|cleanest|simplest|best|right)\s+(?:cut|option|call|bet)\s+(?:is|would\s+be)\s+(?=[^\n.;!?]*\bonly\b)`,
      'giu',
    ),
    '$1keep ',
  ],
  [new RegExp(String.raw`${LEAD}let's\s+(?:go\s+with|say)\s+(?=[^\n.;!?]*\bonly\b)`, 'giu'), '$1keep '],
  // "…, I'd say." after a request of one sentence hedges the whole of it; after a second sentence, only what that adds.
  [
    new RegExp(
      String.raw`^([^\n.;!?]+?)\s*,\s*(?:i'd\s+say|i\s+think|if\s+that\s+works|if\s+that(?:'s|\s+is)\s+(?:alright|all\s+right|ok|okay|fine))${TEXT_END}`,
      'giu',
    ),
    '$1',
  ],
  [new RegExp(String.raw`\s*,\s*yes${TEXT_END}`, 'giu'), ''],
  // "…; I think that matches what Dana asked for": a remark on the request, not a part of it.
  [
    /\s*[;.]\s*(?:i\s+think\s+)?(?:that|this)(?:'s|\s+is)?\s+(?:matches|is|was)\s+what\s+[\p{L}' ]{1,30}?\s+(?:asked\s+for|wanted|requested)\s*\.?\s*$/giu,
    '.',
  ],
];

export function briefs(text: string): string {
  let t = text;
  for (const [pattern, to] of REWRITES) t = t.replace(pattern, to);
  for (const [pattern, to] of HEDGES) t = t.replace(pattern, to);
  return t;
}
