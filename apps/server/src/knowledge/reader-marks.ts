/**
 * Tenth pass (ADR 0034): marks and notation of the ninth held-apart round (`eval/phrasing9.json`; README.md,
 * "Tenth pass"), brought to words the framing reads. Check marks and crosses after the items ("DE + AT + CH ✔",
 * "nordics ✔ rest ✘") are the verbs "keep" and "remove"; a flag emoji is its country's name ("🇺🇸 HQs only"); a
 * field in code notation ("hq_country = 'United States'", "hq.region = 'Midwest'") is the field's words. Nothing here
 * decides what an item means: a word the reader does not know is left as written, and refused later.
 */
import { readPlaceItem } from './concepts.ts';
import { countriesData } from './world-countries.ts';

/** "✔", "✓", "✅", "☑" keep; "✘", "✗", "❌", "✖", "❎" remove (an emoji's variation selector goes with it). */
const KEEP_MARK = String.raw`(?:✔|✓|✅|☑)\uFE0F?`;
const DROP_MARK = String.raw`(?:✘|✗|❌|✖|❎)\uFE0F?`;
const MARK = new RegExp(`${KEEP_MARK}|${DROP_MARK}`, 'u');
const IS_KEEP = new RegExp(`^${KEEP_MARK}$`, 'u');
/** "healthcare providers ✔ (no pharma, insurers)": the parenthesis belongs to the item before the mark. */
const MARK_THEN_PARENTHESIS = new RegExp(String.raw`\s*(${KEEP_MARK}|${DROP_MARK})\s*(\([^()\n]*\))`, 'gu');
const EVERY_MARK = new RegExp(String.raw`\s*(${KEEP_MARK}|${DROP_MARK})\s*`, 'gu');

/**
 * A line whose every item ends with a mark ("mfg ✔ non-mfg ✘", "EU-27 HQ ✔ / everything else ✘") is each item with
 * its verb: "keep mfg; remove non-mfg". A line that starts with a mark and has no other ("✔ EU HQs") is the same with
 * the mark first. Any other use of a mark (text after the last mark: "EU ✔ but not the UK") is left, and refused.
 */
function markedLine(line: string): string {
  if (!MARK.test(line)) return line;
  const body = line.replace(MARK_THEN_PARENTHESIS, ' $2 $1').trim();
  const parts = body.split(EVERY_MARK);
  // split with a capture group: [text, mark, text, mark, …, text]
  if (parts.length === 3 && !parts[0]!.trim() && parts[2]!.trim())
    return `${IS_KEEP.test(parts[1]!) ? 'keep' : 'remove'} ${parts[2]!.trim()}`;
  if (parts.at(-1)!.replace(/[\s.!]+/gu, '')) return line;
  const clauses: string[] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    // "A ✔ / B ✘", "A ✔, B ✘": a separator left before the next item.
    const item = parts[i]!.replace(/^[\s/,;|·•-]+|[\s/,;|·•-]+$/gu, '');
    if (!item) return line;
    clauses.push(`${IS_KEEP.test(parts[i + 1]!) ? 'keep' : 'remove'} ${item}`);
  }
  return clauses.join('; ');
}

/** A flag emoji is two regional-indicator letters: the country whose code they spell, by its name (a code like "CA" has two readings). */
const FLAG = /(?:[\u{1F1E6}-\u{1F1FF}]{2}\s*)+/gu;
const NAMES = new Map(countriesData.map((c) => [c.cca2, c.name.common]));
/**
 * Flags before the place they picture ("🇿🇦🇳🇬🇰🇪 African HQs only") decorate it and are dropped; flags that stand for
 * the place ("🇺🇸 HQs only") are its name.
 */
function flags(run: string, at: number, text: string): string {
  const next = /^[\p{L}-]+/u.exec(text.slice(at + run.length))?.[0];
  if (next && /^\p{Lu}/u.test(next) && readPlaceItem(next).length) return ' ';
  const names: string[] = [];
  for (const pair of run.match(/[\u{1F1E6}-\u{1F1FF}]{2}/gu) ?? []) {
    const code = [...pair].map((ch) => String.fromCharCode(ch.codePointAt(0)! - 0x1f1e6 + 65)).join('');
    const name = NAMES.get(code);
    // A flag the table does not know (a retired code) is left as written, and refused.
    if (!name) return run;
    names.push(name);
  }
  return ` ${names.join(', ')} `;
}

/**
 * "hq_country", "hq.region", "job_function", "revenue_usd", "email_type" before an operator: a field in code notation
 * is its words ("hq country"), which reader-labels.ts reads as a label. In such a line a value in quotes is the value
 * ("= 'Midwest'") and a value in code notation its words ("c_suite", "eu_member_states").
 */
const CODE_FIELD = /^([ \t]*)([a-z][a-z\d]*(?:[_.][a-z][a-z\d]*)+)(?=\s*(?:==|=|<>|>=|<=|>|<|∈|∉|:|\s(?:in|IN|not\s+in|NOT\s+IN)\b))/mu;
function codeLine(line: string): string {
  const m = CODE_FIELD.exec(line);
  if (!m) return line;
  const rest = line
    .slice(m[0].length)
    .replace(/^\s*==/u, ' =')
    .replace(/^\s*NOT\s+IN\b/u, ' not in')
    .replace(/^\s*IN\b/u, ' in')
    // "= 'Midwest'", "IN ('CA', 'OR')": quotes around a value.
    .replace(/(['"])([^'"\n]*)\1/gu, '$2')
    .replace(/(?<=\p{L})_(?=\p{L})/gu, ' ');
  return `${m[1]}${m[2]!.replace(/[_.]/gu, ' ')}${rest}`;
}

export function marksAndNotation(text: string): string {
  let t = text.replace(FLAG, (run: string, at: number, all: string) => flags(run, at, all));
  if (CODE_FIELD.test(t)) t = t.split('\n').map(codeLine).join('\n');
  if (MARK.test(t)) t = t.split('\n').map(markedLine).join('\n');
  return t;
}
