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
  million: 1e6,
  millions: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  billions: 1e9,
  mrd: 1e9,
};
const NUMBER = String.raw`(\d{1,3}(?:[,.' ]\d{3})+|\d+(?:[.,]\d+)?)\s*(k|thousand|tsd|mm|mn|m|mio|millions?|bn|b|billions?|mrd)?\b`;
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

/** Intervals of the numbers an instruction bounds, e.g. "fewer than 50 or more than 500 employees" → [0,49] ∪ [501,∞). */
export function readBounds(text: string): { intervals: Interval[]; money: boolean; label: string } | undefined {
  const t = text.toLowerCase().replace(/(\d)\s*[-–—]\s*(?=[$€£¥]?\d)/g, '$1 to ');
  const money = CURRENCY.test(t) || /\b(?:revenue|turnover|arr|umsatz|sales volume)\b/.test(t);
  const n = String.raw`[$€£¥]?\s*${NUMBER}`;
  const patterns: Array<[RegExp, (a: number, b: number) => Interval, boolean?]> = [
    [new RegExp(String.raw`\b(?:between|from)\s+${n}\s*(?:and|to|-)\s*${n}`, 'giu'), (a, b) => ({ lo: a, hi: b }), true],
    [new RegExp(String.raw`${n}\s*(?:to|bis)\s*${n}`, 'giu'), (a, b) => ({ lo: a, hi: b }), true],
    [new RegExp(String.raw`(?:fewer than|less than|under|below|<)\s*${n}`, 'giu'), (a) => ({ lo: 0, hi: a - 1 })],
    [new RegExp(String.raw`(?:at most|up to|no more than|maximum(?: of)?|max\.?|<=|≤)\s*${n}`, 'giu'), (a) => ({ lo: 0, hi: a })],
    [new RegExp(String.raw`(?:more than|over|above|greater than|>)\s*${n}`, 'giu'), (a) => ({ lo: a + 1, hi: Infinity })],
    [
      new RegExp(String.raw`(?:at least|no less than|no fewer than|minimum(?: of)?|min\.?|>=|≥)\s*${n}`, 'giu'),
      (a) => ({ lo: a, hi: Infinity }),
    ],
    [new RegExp(String.raw`${n}\s*(?:\+|or more|and more|and above|or above|plus)`, 'giu'), (a) => ({ lo: a, hi: Infinity })],
    [new RegExp(String.raw`${n}\s*(?:or fewer|or less|and below|or below|and under)`, 'giu'), (a) => ({ lo: 0, hi: a })],
  ];
  let rest = t;
  const intervals: Interval[] = [];
  for (const [pattern, make, two] of patterns) {
    for (const m of rest.matchAll(pattern)) {
      const a = parseAmount(m[1]!, m[2] ?? (two ? m[4] : undefined));
      intervals.push(make(a, two ? parseAmount(m[3]!, m[4]) : 0));
    }
    rest = rest.replace(pattern, ' ');
  }
  if (intervals.length === 0 || /\d/.test(rest)) return undefined;
  return { intervals, money, label: text.trim() };
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
