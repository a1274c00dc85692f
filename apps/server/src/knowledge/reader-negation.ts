/**
 * Negated items of the reader (reader.ts): "non-US", "non-manufacturers", "non-sales roles", and a negation
 * over a run of alternatives ("no gmail/yahoo/outlook").
 */
import { readIndustryItem, type Concept } from './concepts.ts';

/** A job function at every level ("sales", "marketing"): outside it is every other function, as for an industry. */
const wholeFunction = (o: Concept) =>
  o.kind === 'title' && Boolean(o.group.functions?.size) && o.group.levels.size >= 5 && !o.group.flag && !o.group.seniorOnly;

/**
 * What a negated item names. "no UK" may name anything; "non-EU", "non-manufacturers", "non-tech" name places and
 * industries (an adjective as its industry's noun: "non-financial" → "financial services") and whole job functions
 * ("non-sales roles") — not levels: "non-executive directors" are not "directors" with the other polarity.
 */
export function nonOptions(negation: string, text: string, read: (text: string) => Concept[]): Concept[] {
  if (!/^non/i.test(negation)) return read(text);
  const named = (t: string) => read(t).filter((o) => o.kind === 'place' || o.kind === 'industry');
  // "non-IT": Italy's code or the industry — the two readings turn opposite values around, so neither is taken.
  if (named(text).some((o) => o.kind === 'place') && readIndustryItem(text)) return [];
  const options = named(text);
  if (options.length) return options;
  const industry = /\s/.test(text) ? [] : named(`${text} services`);
  return industry.length ? industry : read(text).filter(wholeFunction);
}

/** "no gmail/yahoo/outlook", "not A or B": the negation covers the whole run of alternatives, not its first. */
// "DK / SE / NO / FI": "NO" in capitals after a list mark is Norway's code, not a negation (it excluded Finland).
const NORWAY = /(?:[/,&+]|\band|\bor)\s*$/u;
export const negatedRuns = (text: string) =>
  text.replace(/\b(no|not|non)(\s+|-)([^,;]+)/giu, (m, no: string, gap: string, run: string, at: number) =>
    !(no === 'NO' && NORWAY.test(text.slice(0, at))) && /\/|\s+or\s+/iu.test(run)
      ? run
          .split(/\s*\/\s*|\s+or\s+/iu)
          .map((item) => `${no}${gap}${item}`)
          .join(', ')
      : m,
  );
