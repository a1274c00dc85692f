/**
 * Company size and revenue as exports write them: "8", "1,000", "51-200", "201–500", "10,001+", "1K-5K",
 * "$10M–$50M", "< 10", "more than 500". A value is an interval [lo, hi] (hi may be Infinity).
 */
export type Interval = { lo: number; hi: number };

const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  tsd: 1e3,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  mio: 1e6,
  // "$10 mil", "5 mln": money in sales chat and European filings.
  mil: 1e6,
  mill: 1e6,
  mln: 1e6,
  million: 1e6,
  millions: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  billions: 1e9,
  mrd: 1e9,
};
const NUMBER = String.raw`(\d{1,3}(?:[,.' ]\d{3})+|\d+(?:[.,]\d+)?)\s*(k|thousand|tsd|mm|mn|mln|mill?|m|mio|millions?|bn|b|billions?|mrd)?\b`;
const CURRENCY = /[$€£¥]|\b(?:usd|eur|gbp|chf|dollars?|euros?)\b/iu;

/** "10,001" → 10001, "1.5" with "k" → 1500; a lone separator before three digits is a thousands separator. */
export function parseAmount(digits: string, unit?: string): number {
  const grouped = /^\d{1,3}(?:[,.' ]\d{3})+$/.test(digits);
  const n = grouped ? Number(digits.replace(/[,.' ]/g, '')) : Number(digits.replace(',', '.'));
  return n * (unit ? (MULTIPLIERS[unit.toLowerCase()] ?? 1) : 1);
}

const NUMBERS = new RegExp(NUMBER, 'giu');
const RANGE = new RegExp(`${NUMBER}\\s*(?:-|–|—|to|bis|a|à)\\s*[$€£¥]?\\s*${NUMBER}`, 'iu');

function numbers(text: string): number[] {
  return [...text.matchAll(NUMBERS)].map((m) => parseAmount(m[1]!, m[2]));
}

/** A size or revenue value as an interval; undefined when the value has no number ("Self-employed" is 1). */
export function readSize(value: string): (Interval & { money: boolean }) | undefined {
  const text = value.trim().toLowerCase();
  const money = CURRENCY.test(text);
  if (/^(?:self[- ]employed|myself only|sole proprietor|freelancer?)$/.test(text)) return { lo: 1, hi: 1, money: false };
  const ns = numbers(text.replace(/[$€£¥]/g, ' '));
  if (ns.length === 0 || ns.length > 2) return undefined;
  // A unit written only on the second number applies to both: "$10-50M", "1-5K".
  const m = RANGE.exec(text.replace(/[$€£¥]\s*/g, ''));
  if (m && !m[2] && m[4]) ns[0] = parseAmount(m[1]!, m[4]);
  const [a, b] = ns as [number, number | undefined];
  if (b !== undefined) return a <= b ? { lo: a, hi: b, money } : undefined;
  if (/\+\s*$|^(?:>|over|more than|above|at least)|\bor more\b|\bplus\b/.test(text))
    return { lo: text.startsWith('>') || /^(?:over|more than|above)/.test(text) ? a + 1 : a, hi: Infinity, money };
  if (/^(?:<|under|less than|fewer than|below)/.test(text)) return { lo: 0, hi: a - 1, money };
  if (/^(?:<=|≤|up to|at most)/.test(text)) return { lo: 0, hi: a, money };
  return { lo: a, hi: a, money };
}

/** Words of a size instruction around its numbers: units the reader takes off before reading the bounds. */
export const SIZE_UNITS =
  /\b(?:employees?|staff|staffers|headcount|people|persons|ftes?|workers|mitarbeiter|employes|empleados|revenue|turnover|arr|annual|annually|in|of|with|having|companies|company|businesses|size|sized|a|an|the|only|keep|that|have|has|total)\b/giu;
/**
 * Size words that name no agreed bounds (README.md, "Size vocabulary"): with bounds in the same sentence they
 * are read as those bounds ("mid-market (50 to 500 staff)"); alone they are refused, never guessed.
 */
const VAGUE_SIZES =
  /^(?:smbs?|smes?|msmes?|small(?: and|-| )mid(?:size|sized|dle)?(?: sized)?(?: businesses| enterprises| companies)?|small(?: and medium)?(?: sized)?(?: businesses| enterprises| companies)?|mid ?market|mid ?size|mid ?sized|medium(?: sized)?(?: businesses| enterprises| companies)?|enterprises?|large enterprises?|large(?: companies| corporations| businesses)?|corporates?|startups?|start ups?|scale ?ups?|micro(?: businesses| enterprises)?|big(?: companies)?|small)$/;
const EARNING =
  /\b(?:making|makes?|earning|earns?|generating|generates?|doing|does|bringing|brings?|turning\s+over|turns?\s+over|a\s+year|per\s+year|yearly|annually|per\s+annum)\b/;
export const SIZE_FILLER = new Set(
  (
    'turning turn turns making make makes earning earn earns generating generate generates doing does bringing bring brings year yearly ' +
    'annum per smb smbs sme smes msme msmes small mid midsize midsized middle medium sized market midmarket enterprise enterprises large corporate corporates startup startups start up ups scale scaleup scaleups micro big and to or companies businesses organisations organizations firms accounts usd eur gbp chf dollars euros between from people employees staff but count number total inclusive'
  ).split(' '),
);

/** The refusal for a size word with no agreed bounds ("mid-market", "SMB", "enterprise"), or undefined. */
export function vagueSize(item: string): string | undefined {
  const key = item
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
  return VAGUE_SIZES.test(key)
    ? `"${item}" has no agreed size; give bounds, for example "50 to 500 employees" or "under $10M revenue"`
    : undefined;
}

/** "50 <= x <= 500", "50 < employees < 500", "10 ≤ n ≤ 50": one interval from a chained comparison. */
const CHAINED = new RegExp(String.raw`[$€£¥]?\s*${NUMBER}\s*(<=|≤|<)\s*(?:[a-z]+\s*)?(<=|≤|<)\s*[$€£¥]?\s*${NUMBER}`, 'giu');

/**
 * Intervals of the numbers an instruction bounds, e.g. "fewer than 50 or more than 500 employees" → [0,49] ∪
 * [501,∞); "at least 50 and at most 500" → [50,500]. `rest` is the text the bounds did not use.
 */
export function readBounds(text: string): { intervals: Interval[]; money: boolean; label: string; rest: string } | undefined {
  const lower = text.toLowerCase();
  // "making less than 10M a year", "doing over 5M": verbs of earning say the bounds are money, as "revenue" does.
  const money = CURRENCY.test(lower) || /\b(?:revenue|turnover|arr|umsatz|sales volume)\b/.test(lower) || EARNING.test(lower);
  let t = lower
    // "turning over 5M+": the verb's "over" is no bound.
    .replace(/\b(turn(?:ing|s)?)\s+over\b/g, '$1')
    .replace(/\b(?:usd|eur|gbp|chf|dollars?|euros?)\b/g, ' ')
    .replace(/(\d(?:\s*(?:k|m|mm|mn|mln|mill?|bn|b))?)\s*[-–—]\s*(?=[$€£¥]?\d)/g, '$1 to ');
  const intervals: Interval[] = [];
  t = t.replace(CHAINED, (_, a: string, ua: string | undefined, op1: string, op2: string, b: string, ub: string | undefined) => {
    intervals.push({ lo: parseAmount(a, ua) + (op1 === '<' ? 1 : 0), hi: parseAmount(b, ub) - (op2 === '<' ? 1 : 0) });
    return ' ';
  });
  const n = String.raw`[$€£¥]?\s*${NUMBER}`;
  const patterns: Array<[RegExp, (a: number, b: number) => Interval, boolean?]> = [
    [new RegExp(String.raw`\b(?:between|from)\s+${n}\s*(?:and|to|-)\s*${n}`, 'giu'), (a, b) => ({ lo: a, hi: b }), true],
    [new RegExp(String.raw`${n}\s*(?:to|bis)\s*${n}`, 'giu'), (a, b) => ({ lo: a, hi: b }), true],
    [new RegExp(String.raw`(?:fewer than|less than|smaller than|under|below|<)\s*${n}`, 'giu'), (a) => ({ lo: 0, hi: a - 1 })],
    [new RegExp(String.raw`(?:at most|up to|no more than|maximum(?: of)?|max\.?|<=|≤)\s*${n}`, 'giu'), (a) => ({ lo: 0, hi: a })],
    [
      new RegExp(String.raw`(?:more than|over|above|greater than|larger than|bigger than|>)\s*${n}`, 'giu'),
      (a) => ({ lo: a + 1, hi: Infinity }),
    ],
    [
      new RegExp(String.raw`(?:at least|no less than|no fewer than|minimum(?: of)?|min\.?|>=|≥)\s*${n}`, 'giu'),
      (a) => ({ lo: a, hi: Infinity }),
    ],
    [
      new RegExp(String.raw`${n}\s*(?:\+|or more|and more|(?:and|or) (?:above|up|upwards|higher|greater|over|bigger|larger)|plus)`, 'giu'),
      (a) => ({ lo: a, hi: Infinity }),
    ],
    [new RegExp(String.raw`${n}\s*(?:or fewer|or less|(?:and|or) (?:below|under|lower|smaller|less))`, 'giu'), (a) => ({ lo: 0, hi: a })],
  ];
  let rest = t;
  for (const [pattern, make, two] of patterns) {
    for (const m of rest.matchAll(pattern)) {
      const a = parseAmount(m[1]!, m[2] ?? (two ? m[4] : undefined));
      intervals.push(make(a, two ? parseAmount(m[3]!, m[4]) : 0));
    }
    rest = rest.replace(pattern, ' ');
  }
  if (intervals.length === 0 || /\d/.test(rest)) return undefined;
  return { intervals: joined(intervals, t), money, label: text.trim(), rest };
}

/**
 * "at least 50 and at most 500" is one interval, [50, 500]; "fewer than 50 or more than 500" two. A lower and
 * an upper bound joined by anything but "or" meet, unless they cannot ("fewer than 50 and more than 500").
 */
function joined(intervals: Interval[], text: string): Interval[] {
  if (intervals.length !== 2 || /\bor\b(?!\s+(?:more|fewer|less|above|below|higher|lower)\b)/.test(text)) return intervals;
  const lower = intervals.find((i) => i.hi === Infinity && i.lo > 0);
  const upper = intervals.find((i) => i.lo === 0 && i.hi !== Infinity);
  if (!lower || !upper || lower.lo > upper.hi) return intervals;
  return [{ lo: lower.lo, hi: upper.hi }];
}

/** Whether [lo, hi] lies inside, outside, or across the union of intervals. */
export function relation(value: Interval, set: readonly Interval[]): 'inside' | 'outside' | 'across' {
  const overlaps = set.filter((s) => s.lo <= value.hi && value.lo <= s.hi);
  if (overlaps.length === 0) return 'outside';
  // Inside when the overlapping intervals, merged, cover [lo, hi].
  const sorted = [...overlaps].sort((x, y) => x.lo - y.lo);
  let covered = value.lo;
  for (const s of sorted) {
    if (s.lo > covered) return 'across';
    if (s.hi >= value.hi) return 'inside';
    covered = Math.max(covered, s.hi + 1);
    if (covered > value.hi) return 'inside';
  }
  return 'across';
}

export const formatInterval = (i: Interval, money: boolean): string => {
  const f = (n: number) => `${money ? '$' : ''}${n.toLocaleString('en-US')}`;
  if (i.hi === Infinity) return `${f(i.lo)}+`;
  return i.lo === i.hi ? f(i.lo) : `${f(i.lo)}–${f(i.hi)}`;
};
