/**
 * Eleventh pass (ADR 0034): which column an instruction is about, said in a sentence, and the rule of
 * disqualification, from the tenth held-apart round (`eval/phrasing10.json`; README.md, "Eleventh pass"). "In the
 * Country column keep …", "…, in the Title column" name the column the rest is about; "DQ" is "disqualify"; "disqualify
 * if the industry is not X", "DQ if HQ is outside X", "disqualify if the title is VP or lower" are a condition on the
 * row and what to do with it, as the seventh pass's "if Country isn't X → delete the row" (reader-wrappers.ts). Run
 * first, before the tenth pass's rewrites. A field the rules do not read stays as written, and is refused.
 */

/** The fields a column or a condition is named by (reader-wrappers.ts's field nouns, with the HQ and email forms). */
const FIELD = String.raw`(?:(?:hq|company|account|head\s+office)\s+)?(?:country|countries|state|region|continent|location|industry|vertical|sector|title|job\s+title|function|department|seniority|level|email|e-mail|email\s+address|email\s+domain|domain|mailbox)`;
/** Size fields: their noun says what the bounds count, so it is kept as a label. */
const SIZE_FIELD = String.raw`(?:revenue|annual\s+revenue|turnover|employees|headcount|employee\s+count|company\s+size)`;
const END = String.raw`(?=\s*(?:[\n.;!?]|$))`;

const REWRITES: Array<[RegExp, string | ((...args: string[]) => string)]> = [
  // "In the Country column keep …", "In the Industry column, healthcare providers only": the column the rest is about.
  [new RegExp(String.raw`(^|[\n.;!?]\s*)(?:in|for|on)\s+(?:the|your|our)\s+"?${FIELD}"?\s+column\s*[,:]?\s*`, 'giu'), '$1'],
  // "In the Revenue column keep …": a size field keeps its noun, as a label ("Revenue: keep …", reader-labels.ts).
  [new RegExp(String.raw`(^|[\n.;!?]\s*)(?:in|for|on)\s+(?:the|your|our)\s+"?(${SIZE_FIELD})"?\s+column\s*[,:]?\s*`, 'giu'), '$1$2: '],
  // "HQ Country column: keep …": the column named before a colon.
  [new RegExp(String.raw`(^|[\n.;!?]\s*)${FIELD}\s+column\s*:\s*`, 'giu'), '$1'],
  // "…, in the Title column": the same, after the instruction.
  [new RegExp(String.raw`\s*,?\s+(?:in|for|on)\s+(?:the|your|our)\s+"?${FIELD}"?\s+column${END}`, 'giu'), ''],
  // "DQ", "DQ'd": disqualify(ed) — sales shorthand, in capitals only ("dq" is no word of its own).
  [/\bDQ'?d\b/gu, 'disqualified'],
  [/\bDQ\b/gu, 'disqualify'],
  // "disqualify if German is not an official language in the HQ country": the countries where it is.
  [
    /\b(?:disqualify|remove|delete|drop|exclude)\s+(?:(?:it|them|the\s+(?:lead|row|contact|account|company))\s+)?if\s+(\p{Lu}\p{Ll}+)\s+is\s+not\s+an?\s+official\s+language\s+(?:in|of)\s+(?:the|its|their)\s+(?:hq\s+|head\s+office\s+)?country\b/giu,
    'keep countries with $1 as an official language; drop the rest',
  ],
  // "disqualify if the industry is not X", "DQ if HQ state is outside X", "disqualify if the title is VP or lower": a
  // condition on the row. Its negation keeps X and drops the rest; "outside" is read as the framing reads it.
  [
    new RegExp(
      String.raw`\b(?:disqualify|remove|delete|drop|exclude)\s+(?:(?:it|them|the\s+(?:lead|row|contact|account|company))\s+)?if\s+(?:the\s+|its\s+|their\s+)?(?:(hq|head\s+office)|${FIELD})\s+(is\s+not|isn't|is)\s+(?=\S)`,
      'giu',
    ),
    (_m, _hq, op) => (/not|n't/iu.test(op!) ? 'keep only ' : 'exclude '),
  ],
  // "DQ if not a healthcare provider": what is not disqualified is kept.
  [
    /\b(?:disqualify|remove|delete|drop|exclude)\s+(?:(?:it|them|the\s+(?:lead|row|contact|account|company))\s+)?if\s+(?:it(?:'s|\s+is)\s+|they(?:'re|\s+are)\s+)?not\s+(?:an?\s+)?(?=\p{L})/giu,
    'keep only ',
  ],
  // "… and disqualify every account whose revenue is below …": disqualify is remove, wherever a verb stands.
  [/\bdisqualify\b(?!\s+if\b)/giu, 'remove'],
];

export function conditions(text: string): string {
  let t = text;
  for (const [pattern, to] of REWRITES) t = t.replace(pattern, to as string);
  return t;
}
