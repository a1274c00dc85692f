/**
 * Eleventh pass (ADR 0034): sizes said in sentences, from the tenth held-apart round (`eval/phrasing10.json`; README.md,
 * "Eleventh pass"). "companies that employ at least fifty …", "workers", "FTE", "headcounts" are employees; "10 Mio. USD
 * and more", "from $10M upwards" are bounds; "nothing under 50, nothing above 500" excludes the other side; "(50 and 500
 * also ok)" and "inclusive" say that the bounds are in (as the reader reads them already); "the
 * smaller and the bigger", "the firms with less revenue" are the other side of a keep's bounds (reader-sizes.ts checks
 * that it is). Each rewrite needs a number or a size word beside it; anything else is left as written.
 */

const NUMBER = String.raw`(?:[$€£]\s*)?(?:\d[\d,.]*\s*(?:k|m|mm|mn|bn|b|million|billion|thousand)?|(?:ten|twenty|fifty|a\s+hundred|one\s+hundred|five\s+hundred)\b)`;

const REWRITES: Array<[RegExp, string]> = [
  // "companies that employ at least fifty …": companies with at least fifty … (people or employees after it).
  [
    new RegExp(
      String.raw`\b(?:that|which|who)\s+employ\s+(?=(?:at\s+least|at\s+most|between|from|over|under|more|fewer|less|${NUMBER}))`,
      'giu',
    ),
    'with ',
  ],
  // "workers", "FTE", "FTEs", "headcounts": employees, after a number or "the".
  [
    new RegExp(
      String.raw`(?<=\d\s*|\b(?:hundred|fifty|twenty|ten|thousand)\s+)(?:workers|FTEs?|full-time\s+employees|headcounts?)\b`,
      'giu',
    ),
    'employees',
  ],
  [/\bkeep\s+headcounts\s+(?=from|between|of)/giu, 'keep companies with employees '],
  // "10 Mio. USD", "10 Mio": million.
  [/(?<=\d\s*)Mio\.?(?=\s|$)/gu, 'M'],
  // "from 10M USD and more", "anything from $10M upwards": the lower bound.
  [
    new RegExp(
      String.raw`\b(?:anything\s+|everything\s+)?from\s+(${NUMBER}(?:\s*(?:USD|EUR|GBP|dollars|euros))?)\s+(?:and\s+(?:more|above|up|upwards|higher)|upwards|onwards|up(?!\s+to\b))\b`,
      'giu',
    ),
    '$1 and up',
  ],
  // "what is under $10M", "every account whose revenue is below ten million dollars": the bound.
  [new RegExp(String.raw`\b(?:what|anything|everything)\s+(?:that\s+)?is\s+(?=(?:under|below|over|above)\s+${NUMBER})`, 'giu'), ''],
  [
    new RegExp(
      String.raw`\b(?:every|each|any)\s+(?:account|company|firm|lead)\s+whose\s+(revenue|turnover|headcount)\s+is\s+(?=(?:under|below|over|above|less\s+than|more\s+than)\s+${NUMBER})`,
      'giu',
    ),
    '$1 ',
  ],
  // "nothing under 50, nothing above 500": excluded.
  [new RegExp(String.raw`\bnothing\s+(under|below|above|over|less\s+than|more\s+than|fewer\s+than)\s+(?=${NUMBER})`, 'giu'), 'exclude $1 '],
  // "(50 and 500 also ok)": the bounds are in, as read ("both bounds included" is the tenth pass's, "inclusive" a size word).
  [new RegExp(String.raw`\s*\(\s*(?:${NUMBER})\s+and\s+(?:${NUMBER})\s+(?:also\s+)?(?:ok|okay|included|are\s+fine|count)\s*\)`, 'giu'), ''],
  // "the smaller and the bigger", "the firms with less revenue": the other side of the bounds a keep names.
  [/\bthe\s+(smaller|bigger|larger)\s+and\s+the\s+(smaller|bigger|larger)(?:\s+ones)?\b/giu, 'the $1 and $2 ones'],
  [
    /\b(?:the\s+)?(?:companies|firms|accounts|ones|businesses)\s+with\s+(less|lower|smaller|fewer|more|higher|bigger)\s+(?:revenue|turnover|employees|headcount|staff)\b/giu,
    '$1 ones',
  ],
];

export function sizePhrases(text: string): string {
  let t = text;
  for (const [pattern, to] of REWRITES) t = t.replace(pattern, to);
  return t;
}
