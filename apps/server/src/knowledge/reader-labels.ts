/**
 * Field labels of briefs and CRM filters (ADR 0034): "Department: Sales", "Industry = healthcare", "Job level ≥
 * Director", "Revenue floor: 10 million USD", "Territory for this rep: …", "Language market: German". A label
 * is read only when every word of it is a field noun or a modifier typed below, so a label that judges its
 * list ("Exceptions:", "Churned:", "Excluded industries:") is never taken for a field and the sentence is
 * refused as before. The label gives no polarity (a header line's, or keep, stands); what it changes is said
 * per field: a size keeps its words (they say money or headcount), a language field reads "German" as the
 * German-speaking countries, not Germany, and an operator becomes the words of a bound.
 */

/** Nouns that name a field of a lead list. "sales" is not one: "Sales: …" may be a department or revenue. */
const FIELDS: Record<string, 'size' | 'language' | 'other'> = {};
for (const w of 'employees employee headcount staff size revenue turnover arr fte ftes'.split(' ')) FIELDS[w] = 'size';
for (const w of 'language languages'.split(' ')) FIELDS[w] = 'language';
for (const w of (
  'geo geos geography geographies region regions subregion subregions sub-region continent continents location locations country countries hq headquarters territory territories ' +
  'market markets state states industry industries vertical verticals sector sectors niche persona personas role roles title titles ' +
  'function functions department departments team teams seniority level levels buyer buyers email emails e-mail domain domains address ' +
  'addresses filter criteria criterion focus'
).split(' '))
  FIELDS[w] = 'other';
/** Words that qualify a field noun: "HQ country", "annual revenue", "job level", "email type", "company size". */
const MODIFIERS = new Set(
  (
    'hq company account accounts contact contacts job primary main target targeted ideal key annual yearly total employee ' +
    'type range band count number spoken official of the our my their icp geo region business work billing shipping mailing'
  ).split(' '),
);
/** "for this rep", "for the campaign": whose field it is, not what it holds. */
const FOR_WHOM = /\s+for\s+(?:this|the|my|our|each|that)\s+[\p{L}-]+$/iu;
/** Bound words in a label: "Revenue floor:", "Headcount max:". */
const LOWER = new Set(['floor', 'minimum', 'min', 'threshold']);
const UPPER = new Set(['ceiling', 'cap', 'maximum', 'max']);
// "Geo — EU only": a dash after a field label is its colon (reader-normalise.ts writes every dash as " — ").
// "Geo -> EU": an arrow after a label is its colon too. "Industry is software", "HQ country should not be US":
// a verb of being after a field label is its "=" (or "!=" when negated).
const OPERATOR =
  /^\s*(>=|<=|!=|<>|==|=|>|<|:|—|->|→|\s(?:is|are|should|must|needs?\s+to|ha(?:s|ve)\s+to)(?<not>\s+not|n't)?(?:\s+be)?(?=\s))\s*/u;
/** An email field's adjective alone ("Email: business only") is a kind of address: the field's noun completes it. */
const EMAIL_FIELD = /^(?:e-?mails?|e-?mail\s+(?:type|domains?|address(?:es)?|domain\s+type)|domains?|address(?:es)?|email type)$/u;
const ADDRESS_ADJECTIVE =
  /^((?:no|not|non-?)\s*)?(business|work|company|corporate|professional|personal|private|free|role|role-based|generic|shared)\b(?!\s*(?:-|e-?mails?|mail|addresses|domains?|inbox(?:es)?|accounts?)\b)/iu;
const LANGUAGE = /^(english|german|french|spanish|portuguese|italian|dutch|arabic)(\s+official\s+language)?$/iu;

export type FieldLabel = { rest: string; negated: boolean };

/** The sentence after a field label, made readable; undefined when the sentence does not open with one. */
export function fieldLabel(sentence: string): FieldLabel | undefined {
  const m =
    /^\s*([\p{L}][\p{L} '-]{0,60}?)\s*(?=>=|<=|!=|<>|==|=|>|<|:|—|->|→|\s(?:is|are|should|must|needs?|ha(?:s|ve)\s+to)(?:n't)?\s)/u.exec(
      sentence,
    );
  if (!m) return undefined;
  const op = OPERATOR.exec(sentence.slice(m[0].length));
  if (!op) return undefined;
  const label = m[1]!
    .replace(FOR_WHOM, '')
    .toLowerCase()
    .replace(/^(?:the|our|their|its)\s+/u, '');
  const words = label.split(/[\s-]+/u).filter(Boolean);
  if (words.length === 0 || words.length > 4) return undefined;
  // "Language market", "annual revenue": a size or language noun says what the field holds, whatever is beside it.
  const kinds = new Set(words.map((w) => FIELDS[w]));
  const field = kinds.has('size') ? 'size' : kinds.has('language') ? 'language' : kinds.has('other') ? 'other' : undefined;
  const bound = words.find((w) => LOWER.has(w) || UPPER.has(w));
  if (!field || !words.every((w) => FIELDS[w] || MODIFIERS.has(w) || w === bound)) return undefined;
  let rest = sentence.slice(m[0].length + op[0].length);
  const operator = op[1]!;
  const negated = operator === '!=' || operator === '<>' || Boolean(op.groups?.['not']);
  // "Job level >= Director", "Revenue floor: 10M": the operator or the bound word is the bound.
  const said = ({ '>=': 'at least ', '<=': 'at most ', '>': 'above ', '<': 'below ' } as Record<string, string | undefined>)[operator];
  if (bound) rest = `${LOWER.has(bound) ? 'at least' : 'at most'} ${rest}`;
  else if (said) rest = field === 'size' ? `${operator} ${rest}` : `${said}${rest}`;
  if (field === 'size')
    return { rest: `${label.replace(/\b(?:floor|minimum|min|threshold|ceiling|cap|maximum|max)\b/gu, '')} ${rest}`, negated };
  if (field === 'language') {
    // Only the languages place-words.ts has a table for; any other word keeps the label, and is refused. "German
    // official language" (from "German (official)", reader-sales-phrases.ts) is every country where it is official;
    // a list after a dash spells the countries out, and is read beside them (reader-framing.ts).
    const [languages, ...spelled] = rest.split(' — ');
    const names = languages!.split(/\s*(?:,|\/|&|\band\b|\bor\b|\bplus\b)\s*/iu).map((n) => LANGUAGE.exec(n.trim()));
    if (!names.length || !names.every(Boolean)) return undefined;
    rest =
      names.map((n) => (n![2] ? `${n![1]} official language` : `${n![1]}-speaking`)).join(', ') + spelled.map((l) => ` — ${l}`).join('');
  }
  if (EMAIL_FIELD.test(label)) rest = rest.replace(ADDRESS_ADJECTIVE, (word) => `${word} emails`);
  return { rest, negated };
}
