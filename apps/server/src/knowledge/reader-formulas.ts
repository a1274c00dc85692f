/**
 * Thirteenth pass (ADR 0034): a spreadsheet formula as the instruction (README.md, "Thirteenth pass") —
 * `=IF(<condition>, "keep", "remove")`, the condition on one field: `Field="Value"`, `OR(…)` of those, `AND(Field>=50,
 * Field<=500)`, `Field>=10000000`, `LEFT(NAICS,2)="31"` (a NAICS prefix), `ISNUMBER(MATCH(Field, {"a","b"}, 0))` (a list),
 * `COUNTIF(Range, Field) > 0` when a comment says what the named range holds ("// EU27 = named range with the 27 EU member
 * states"). It is written as the sentence the reader reads ("HQ country is any of Germany, Austria; drop the rest"). Any
 * other formula (MATCH for a rank, FIND, two fields, a branch that is no verb) is left as written, and refused; so is one
 * with a comment that says more than it restates ("// Washington = the state, not DC", "// managing directors count as
 * C-Suite": a word that turns, adds or counts).
 */

type Token = { kind: 'id' | 'str' | 'num' | 'op' | 'punct'; text: string };
type Condition = { field: string; values: string[]; bounds: string[] };

const TOKEN = /\s*(?:([A-Za-z_][\w.]*)|"([^"]*)"|(\d+(?:\.\d+)?)|(>=|<=|<>|=|>|<)|([(),{};]))/gy;
function tokens(text: string): Token[] | undefined {
  const out: Token[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m; m = TOKEN.exec(text)) {
    if (m[1] !== undefined) out.push({ kind: 'id', text: m[1] });
    else if (m[2] !== undefined) out.push({ kind: 'str', text: m[2] });
    else if (m[3] !== undefined) out.push({ kind: 'num', text: m[3] });
    else if (m[4] !== undefined) out.push({ kind: 'op', text: m[4] });
    else out.push({ kind: 'punct', text: m[5]! });
    if (TOKEN.lastIndex >= text.length) break;
  }
  return text.slice(TOKEN.lastIndex).trim() ? undefined : out;
}

/** A tiny reader over the tokens: each function returns undefined when the formula is not of the forms above. */
class Parser {
  at = 0;
  /** Whether a named range of the comment was used (a comment that only defines it restates nothing else). */
  usedRange = false;
  private readonly t: Token[];
  private readonly ranges: Map<string, string>;
  constructor(t: Token[], ranges: Map<string, string>) {
    this.t = t;
    this.ranges = ranges;
  }
  private next = () => this.t[this.at++];
  private is = (text: string) => this.t[this.at]?.text.toUpperCase() === text;
  private take(text: string): boolean {
    if (!this.is(text)) return false;
    this.at++;
    return true;
  }
  condition(): Condition | undefined {
    if (this.take('OR')) return this.join(false);
    if (this.take('AND')) return this.join(true);
    if (this.take('ISNUMBER')) {
      if (!this.take('(') || !this.take('MATCH') || !this.take('(')) return undefined;
      const field = this.next();
      if (field?.kind !== 'id' || !this.take(',') || !this.take('{')) return undefined;
      const values: string[] = [];
      do {
        const v = this.next();
        if (v?.kind !== 'str') return undefined;
        values.push(v.text);
      } while (this.take(','));
      if (!this.take('}') || !this.take(',') || this.next()?.text !== '0' || !this.take(')') || !this.take(')')) return undefined;
      return { field: field.text, values, bounds: [] };
    }
    if (this.take('COUNTIF')) {
      if (!this.take('(')) return undefined;
      const [range, , field, close, op, zero] = [this.next(), this.take(','), this.next(), this.take(')'), this.next(), this.next()];
      const holds = range ? this.ranges.get(range.text) : undefined;
      if (!holds || field?.kind !== 'id' || !close || op?.text !== '>' || zero?.text !== '0') return undefined;
      this.usedRange = true;
      return { field: field.text, values: [holds], bounds: [] };
    }
    return this.comparison();
  }
  private join(and: boolean): Condition | undefined {
    if (!this.take('(')) return undefined;
    const parts: Condition[] = [];
    do {
      const part = this.comparison();
      if (!part) return undefined;
      parts.push(part);
    } while (this.take(','));
    if (!this.take(')') || new Set(parts.map((p) => p.field.toLowerCase())).size !== 1) return undefined;
    const values = parts.flatMap((p) => p.values);
    const bounds = parts.flatMap((p) => p.bounds);
    // OR joins values; AND joins the two bounds of one range.
    if (and ? values.length > 0 || bounds.length !== 2 : bounds.length > 0) return undefined;
    return { field: parts[0]!.field, values, bounds };
  }
  private comparison(): Condition | undefined {
    let prefix: number | undefined;
    if (this.take('LEFT')) {
      const [open, field, comma, n, close] = [this.take('('), this.next(), this.take(','), this.next(), this.take(')')];
      if (!open || field?.kind !== 'id' || !/naics/iu.test(field.text) || !comma || n?.kind !== 'num' || !close) return undefined;
      prefix = Number(n.text);
      const [op, value] = [this.next(), this.next()];
      if (op?.text !== '=' || value?.kind !== 'str' || !/^\d+$/u.test(value.text) || value.text.length !== prefix) return undefined;
      return { field: field.text, values: [`NAICS ${value.text}`], bounds: [] };
    }
    const [field, op, value] = [this.next(), this.next(), this.next()];
    if (field?.kind !== 'id' || op?.kind !== 'op' || (value?.kind !== 'str' && value?.kind !== 'num')) return undefined;
    if (op.text === '=' && value.kind === 'str') return { field: field.text, values: [value.text], bounds: [] };
    if (/^[<>]=?$/u.test(op.text) && value.kind === 'num') return { field: field.text, values: [], bounds: [`${op.text} ${value.text}`] };
    return undefined;
  }
}

const VERB: Record<string, 'keep' | 'remove'> = {
  keep: 'keep',
  include: 'keep',
  remove: 'remove',
  drop: 'remove',
  delete: 'remove',
  exclude: 'remove',
};
/** A comment that restates: no word that turns, adds, narrows or counts. */
const SAYS_MORE =
  /\b(?:not|no|except|excluding|but|only|also|too|plus|and\s+also|include[sd]?|including|count|counts|treat|treated|unless|if|or)\b/iu;
/** "HQ_Country" → "HQ country", "Annual_Revenue_USD" → the money field. */
const fieldWords = (field: string) =>
  field.replace(/_/gu, ' ').replace(/\b(?!HQ\b)(\p{Lu})(\p{Ll})/gu, (_, a: string, b: string) => a.toLowerCase() + b);

export function spreadsheetFormula(text: string): string {
  const formula = /^\s*=\s*IF\s*\((.*)\)\s*(?:\/\/\s*(.*))?$/isu.exec(text.trim());
  if (!formula) return text;
  const [body, comment] = [formula[1]!, formula[2]?.trim()];
  const ranges = new Map<string, string>();
  const defined = comment
    ? /^([A-Za-z_][\w.]*)\s*=\s*(?:(?:a|the)\s+)?(?:named\s+range\s+(?:with|of|holding)\s+|(?:full\s+)?list\s+of\s+)?(.+)$/iu.exec(comment)
    : null;
  if (defined) ranges.set(defined[1]!, defined[2]!);
  const t = tokens(body);
  if (!t) return text;
  const parser = new Parser(t, ranges);
  const set = parser.condition();
  if (comment && !parser.usedRange && SAYS_MORE.test(comment)) return text;
  const rest = t.slice(parser.at);
  if (!set || rest.length !== 4 || rest[0]!.text !== ',' || rest[2]!.text !== ',') return text;
  const [yes, no] = [VERB[rest[1]!.text.toLowerCase()], VERB[rest[3]!.text.toLowerCase()]];
  if (!yes || !no || yes === no || rest[1]!.kind !== 'str' || rest[3]!.kind !== 'str') return text;
  const field = fieldWords(set.field);
  if (/naics/iu.test(field))
    return `${yes === 'keep' ? 'keep' : 'exclude'} ${set.values.join(', ')}${yes === 'keep' ? '; drop the rest' : ''}`;
  if (set.bounds.length) return `${yes === 'keep' ? 'keep' : 'exclude'} ${field} ${set.bounds.join(' and ')}`;
  return yes === 'keep' ? `${field} is any of ${set.values.join(', ')}; drop the rest` : `${field} is none of ${set.values.join(', ')}`;
}
