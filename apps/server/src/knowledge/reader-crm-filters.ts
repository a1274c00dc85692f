/**
 * Twelfth pass (ADR 0034): the forms of the eleventh held-apart round (`eval/phrasing11.json`; README.md, "Twelfth
 * pass") that are about layout and notation rather than words — bullet lists typed with a hyphen under "Keep:" /
 * "Remove:" headers, CRM list-view and report filters as users paste them ("Billing Country is any of …", "Country
 * equals Germany OR Country equals Austria", "Industry is any of "Software Publishers", …") and the bullet
 * lines that name what their list spells out. Nothing here decides what an item means: a word the rules do not know is left as written, and refused.
 */
import { readItem } from './reader-items.ts';
import { fold } from './text.ts';

/**
 * "Remove:\n- the UK\n- every other country": a hyphen (or an en dash, a star) at the start of a line is a bullet.
 * Run before the typography, which read the line break and the hyphen as a dash between words and joined the
 * bullets into one item ("the UK — every other country").
 */
export function lineBullets(text: string): string {
  return text.replace(/(^|\n)[ \t]*[-–*][ \t]+(?=\S)/gu, '$1• ');
}

/** Field nouns of a CRM filter's field (the last word of its name). */
const FIELD_NOUN = String.raw`(?:country|countries|state|states|province|region|continent|location|industry|industries|vertical|sector|title|level|seniority|department|function|email|domain|type|employees|headcount|revenue|turnover|size)`;
/** A field's name: up to three words before its noun ("Billing Country", "Email Domain Type", "HQ Region", "Job Level"). */
const FIELD_NAME = String.raw`(?:[\p{L}]+\s+){0,3}${FIELD_NOUN}`;

/**
 * Operators of list views and reports: "equals", "is any of", "is one of", "equals any of" are "=" ("in (…)" is read
 * already); "does not equal", "is none of", "is not any of" are "<>". Only right after a field's name.
 */
const OPERATORS: Array<[RegExp, string]> = [
  [
    new RegExp(
      String.raw`(^|[\n;(]\s*|\b(?:AND|OR)\s+)(${FIELD_NAME})\s+(?:does\s+not\s+equal|doesn't\s+equal|not\s+equal\s+to|is\s+none\s+of|is\s+not\s+(?:any|one)\s+of)\s+`,
      'giu',
    ),
    '$1$2 <> ',
  ],
  [
    new RegExp(
      String.raw`(^|[\n;(]\s*|\b(?:AND|OR)\s+)(${FIELD_NAME})\s+(?:equals(?:\s+(?:any|one)\s+of)?|is\s+equal\s+to|is\s+(?:any|one)\s+of)\s+`,
      'giu',
    ),
    '$1$2 = ',
  ],
];

/** "Billing Country in (Canada, France)": a field's list in parentheses, as "Country in (…)" is read. */
// A name of two words or more only: "State in (OH, MI, IN) → keep" is read as before (reader-lead-words.ts).
const IN_LIST = new RegExp(String.raw`(^|[\n;]\s*)((?:[\p{L}]+\s+){1,3}${FIELD_NOUN})\s+in\s*(?=\()`, 'giu');

/**
 * "• ambulatory care: doctors' practices, clinics", "• generic inboxes: info@, sales@": a bullet that names what its
 * list spells out, as "ambulatory care (…)" is read. Only when the words before the colon name something themselves
 * ("• Geo: EU" is a field label, read as before).
 */
function bulletLabels(text: string): string {
  return text.replace(/(^|\n)• ([^\n:()]{2,40}?):\s+([^\n()]+)/gu, (m: string, start: string, label: string, list: string) =>
    readItem(label.trim()).length > 0 ? `${start}• ${label} (${list.trim()})` : m,
  );
}

/** "Country = Germany OR Country = Austria": the same field again after "OR" is one more value of its list. */
function orSameField(text: string): string {
  return text.replace(
    new RegExp(String.raw`(^|[\n;]\s*)(${FIELD_NAME})(\s*=\s*)([^\n;]+)`, 'giu'),
    (_m, start: string, field: string, op: string, values: string) => {
      const again = new RegExp(String.raw`\s+OR\s+${field.replace(/\s+/gu, String.raw`\s+`)}\s*=\s*`, 'giu');
      return `${start}${field}${op}${values.replace(again, ', ')}`;
    },
  );
}

/**
 * "Data Processing, Hosting, and Related Services", "Nursing and Residential Care Facilities": a NAICS title typed as a
 * CRM picklist writes it, with its own commas and "and", which the list would split into words the rules do not know
 * ("Nursing"). A run of capitalised words that is exactly a NAICS title, and has a part that names nothing alone, is
 * its code. "Finance and Insurance" (both parts read alone) is left as written.
 */
const TITLE_RUN = /"?\p{Lu}[\p{L}-]*(?:(?:,\s*|\s+)(?:(?:and|of|for|the|or|except)\s+)*"?\p{Lu}[\p{L}-]*"?)*/gu;
const SEPARATOR = /\s*(?:,\s*(?:and\s+)?|\s+and\s+)\s*/u;
function naicsTitle(span: string): string | undefined {
  const plain = span.replace(/"/gu, '').trim();
  if (!SEPARATOR.test(plain)) return undefined;
  const read = readItem(plain);
  const concept = read[0];
  if (read.length !== 1 || concept?.kind !== 'industry') return undefined;
  const title = / \(NAICS ([\d, –]+)\)$/u.exec(concept.label);
  if (!title || fold(concept.label.slice(0, title.index)) !== fold(plain)) return undefined;
  if (plain.split(SEPARATOR).every((part) => readItem(part).length > 0)) return undefined;
  return `NAICS ${concept.group.prefixes.join(', NAICS ')}`;
}
function naicsTitles(text: string): string {
  return text.replace(TITLE_RUN, (run: string) => {
    // The longest spans first: "Hospitals, Ambulatory Health Care Services, Nursing and Residential Care Facilities".
    const parts = run.split(/(\s*,\s*(?:and\s+)?|\s+and\s+)/u);
    const out: string[] = [];
    for (let i = 0; i < parts.length; i += 2) {
      let done = false;
      for (let j = parts.length - 1; j > i && !done; j -= 2) {
        const code = naicsTitle(parts.slice(i, j + 1).join(''));
        if (code) {
          out.push(code, parts[j + 1] ?? '');
          i = j;
          done = true;
        }
      }
      if (!done) out.push(parts[i]!, parts[i + 1] ?? '');
    }
    return out.join('');
  });
}

/** "State/Province", "Country/Region": a CRM's name for the field. */
const FIELD_PAIR = /\b(state|country)\s*\/\s*(?:province|region)\b/giu;
/** "North Africa counts too", "Hawaii is included too": one more item of what is kept. */
const TOO = /\s+(?:counts?|is\s+included|are\s+included|included)\s+too\b/giu;

export function crmFilters(text: string): string {
  let t = text.replace(FIELD_PAIR, '$1');
  for (const [pattern, to] of OPERATORS) t = t.replace(pattern, to);
  t = bulletLabels(t.replace(IN_LIST, '$1$2 = '));
  t = orSameField(t);
  t = naicsTitles(t);
  return t.replace(TOO, ' included');
}
