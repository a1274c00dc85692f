/**
 * Numbers written in words, as briefs write bounds ("between fifty and five hundred employees", "under ten
 * million dollars", "the twelve Midwest states"): English cardinals up to the billions, as digits. Used only
 * where a number is expected (a size bound, a count of a group): elsewhere "one" and "five" are words ("one of
 * its official languages", "Five Eyes"). "million" and "billion" stay words, which the size reader knows.
 */
const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000 };
const WORD = new RegExp(`\\b(?:${[...Object.keys(UNITS), 'hundred', 'thousand'].join('|')})\\b`, 'iu');
const isNumberWord = (w: string) => w in UNITS || w in SCALES;

/** The value of a run of number words, or undefined when it is not one number ("fifty five hundred"). */
function value(run: string): number | undefined {
  let total = 0;
  let group = 0;
  let last: 'unit' | 'ten' | 'scale' | undefined;
  for (const word of run.toLowerCase().split(/[\s-]+/u)) {
    if (word === 'and') continue;
    if (word === 'a') {
      group = 1;
      last = 'unit';
      continue;
    }
    const scale = SCALES[word];
    if (scale) {
      if (last === undefined || last === 'scale') return undefined;
      if (scale === 1000) {
        total += (group || 1) * 1000;
        group = 0;
      } else group = (group || 1) * 100;
      last = 'scale';
      continue;
    }
    const n = UNITS[word]!;
    // "fifty five" is 55, "five fifty" is not one number; "hundred and five" is 105.
    if (last === 'unit' || (last === 'ten' && n >= 10)) return undefined;
    group += n;
    last = n >= 20 && n % 10 === 0 ? 'ten' : 'unit';
  }
  return total + group;
}

/**
 * The text with every run of number words as digits: "fifty to five hundred" → "50 to 500". "and" joins a run
 * only after a scale ("one hundred and fifty"), so "between fifty and five hundred" stays two numbers.
 */
export function numberWords(text: string): string {
  if (!WORD.test(text)) return text;
  const tokens = text.split(/(\s+|-)/u);
  const out: string[] = [];
  for (let i = 0; i < tokens.length;) {
    const word = tokens[i]!.toLowerCase();
    const starts = isNumberWord(word) || (word === 'a' && (tokens[i + 2]?.toLowerCase() ?? '') in SCALES);
    if (!starts) {
      out.push(tokens[i++]!);
      continue;
    }
    let end = i;
    for (let j = i + 2; j < tokens.length; j += 2) {
      const next = tokens[j]!.toLowerCase();
      const after = tokens[j + 2]?.toLowerCase() ?? '';
      if (isNumberWord(next) && !(next in SCALES && tokens[j - 2]!.toLowerCase() in SCALES)) end = j;
      else if (next === 'and' && tokens[j - 2]!.toLowerCase() in SCALES && after in UNITS) end = j;
      else break;
    }
    const run = tokens.slice(i, end + 1).join('');
    const n = value(run);
    out.push(n === undefined ? run : String(n));
    i = end + 1;
  }
  return out.join('');
}
