/**
 * How an instruction is framed: sentences and bullet lines, the words that open a sentence ("Keep", "Target:",
 * "ICP:", "We can only sell to", "Exclude"), the words that turn a sentence's polarity around inside it
 * ("except", "but not", "aren't in", "anything but") or at its end ("the UK is out"), and the leads that rank
 * rather than keep ("Prioritise"), which the reader refuses.
 */
import { fieldLabel } from './reader-labels.ts';
import { lastItem, negatedList, spellOut, type KindsOf } from './reader-parentheses.ts';
import { mailboxExamples } from './reader-mailboxes.ts';
import { BROAD_FIRST, EXCLUDE_LEAD, KEEP_LEAD, TRAILING_EXCLUDE } from './reader-leads.ts';
import { trimFiller } from './reader-items.ts';
import { officialLanguage } from './reader-languages.ts';

export { RANKING_LEAD } from './reader-leads.ts';

/** What the reader knows of words: their kinds, and whether a list names a place outside a head's places. */
export type Knows = {
  kindsOf: KindsOf;
  outside: (head: string, list: string) => boolean;
  /** Whether a group has `count` members: true, false, or undefined when `head` is no group of places. */
  counts?: (head: string, count: string) => boolean | undefined;
};
const KNOWS_NOTHING: Knows = { kindsOf: () => [], outside: () => false };
/** "(12 states)", "(27 countries)", "(7 members)": a count of what the head names. */
// Seventeenth pass: "(all 12)" after the group's noun counts it too.
const COUNT =
  /^\s*(?:(\d{1,3}|[a-z-]+)\s+(?:member\s+)?(?:states|countries|nations|members|markets|provinces)|all\s+(\d{1,3}|[a-z-]+))\s*$/iu;

export type Polarity = 'keep' | 'exclude';
/** `exception`: a keep carved out of an exclusion before it ("Exclude Europe except Germany"), not a list of keeps. */
/** `statement`: the sentence says where a named item is ("the UK is not in the EU"), which the reader refuses. */
/** `outside`: what an exclusion of everything outside it leaves ("remove anything outside Europe": Europe). */
/** `unclear`: "South American countries, Mexico and Central America excluded": all excluded, or the last clause only. */
export type Segment = {
  polarity: Polarity;
  body: string;
  exception?: true;
  examplesOf?: string;
  statement?: true;
  outside?: true;
  unclear?: true;
};

/** Words inside a sentence that turn its polarity around: "keep X except Y", "keep companies outside the EU". */
const FLIP = new RegExp(
  String.raw`\s*(?:,\s*)?\b(?:` +
    [
      String.raw`except(?:\s+for)?|excluding|excl\.?|minus|w\/o|but\s+not|other\s+than|apart\s+from|aside\s+from`,
      String.raw`(?:anything|everything|anywhere|all)\s+but(?!\s+not)`,
      String.raw`(?:that|which|who)?\s*(?:are|is)(?:n'?t|\s+not)(?:\s+(?:based|located|headquartered))?(?:\s+(?:in|from|part\s+of|members?\s+of))?`,
      String.raw`not\s+(?:based\s+|located\s+|headquartered\s+)?(?:in|from)|outside(?:\s+of)?(?:\s+the)?|not|without`,
      String.raw`(?:but|and|while)?\s*(?:exclude|excluding|remove|drop)`,
    ].join('|') +
    String.raw`)\b\s*`,
  'iu',
);
const FLIP_START = new RegExp(`^(?:${FLIP.source})`, 'iu');
const IS_NOT = /\b(?:are|is)(?:n'?t|\s+not)\b/iu;
const RELATIVE = /\b(?:that|which|who|whose|where)\b/iu;
/** A second verb in the same sentence: "Keep X and exclude Y", "exclude Y, keep X". */
const SECOND_KEEP = /\s*(?:,\s*)?\b(?:and|but)\s+(?:keep|include)\b\s*|\s*[,;]\s*(?:keep|include)\b\s*/iu;
const BULLET = /^\s*(?:[-*•·–—]|\d{1,2}[.)])\s+/u;

/**
 * Parentheses are asides ("(e.g. fintech)", "(info@, sales@)") and are dropped, unless they narrow or spell out
 * what precedes them (reader-parentheses.ts: "tech (software only)", "their territories (Faroes, Greenland)"),
 * or carry bounds ("(50 to 500 staff)"), an exception ("(excl. UK)", "(no UK)") or an addition ("(incl.
 * Norway)"): those are read as part of the sentence, so that what they say is never passed over.
 */
function parenthesis(inner: string, before: string, knows: Knows): [string, string] {
  // "Country in (US, CA)", "HQ = (DE, AT)": the parentheses are the list itself.
  if (/(?:\bin|=|:)\s*$/iu.test(before)) return [before, ` ${inner} `];
  // "(VPs are out)": an exclusion of its own, read as a sentence of its own (it never turns the one around it).
  if (TRAILING_EXCLUDE.test(` ${inner.trim()}`)) return [before, `; ${inner};`];
  // "Midwest (12 states)": a count that is the group's own size restates it (an aside); any other count is read,
  // and refused.
  const count = COUNT.exec(inner);
  if (count && knows.counts) {
    const { head } = lastItem(before, (text) => lead(text, 'keep').rest);
    if (head && knows.counts(head, (count[1] ?? count[2])!) === true) return [before, ' '];
  }
  const opened = lead(before.trim(), 'keep').explicit;
  const spelled = spellOut(inner, before, knows.kindsOf, (text) => lead(text, 'keep').rest, knows.outside, opened);
  if (spelled) return spelled;
  const meaning =
    /\d/.test(inner) ||
    /^\s*(?:except|excluding|excl|but not|not|no|non|without|other than|apart from|minus|w\/o|incl|including|plus|only)\b/iu.test(inner);
  return [before, meaning ? ` , ${negatedList(inner)} ` : ' '];
}

/** Each parenthesis in turn, given the text before it as already read (one may replace the item before it). */
function parentheses(text: string, knows: Knows): string {
  let out = '';
  let from = 0;
  for (const m of text.matchAll(/\(([^)]*)\)/gu)) {
    const [before, inside] = parenthesis(m[1]!, out + text.slice(from, m.index), knows);
    out = before + inside;
    from = m.index + m[0].length;
  }
  return out + text.slice(from);
}

/** "APAC ex-China", "Europe ex UK": "ex" before a capitalised name is "except" (not "ex-founders"). */
const EX = /\bex[-.]?\s*(?=\p{Lu})/gu;
/** "UK&I", "UKI": the UK and Ireland, a sales territory. */
const UK_AND_IRELAND = /\bUK\s*&\s*I\b|\bUKI\b/gu;

/** `knows`: what words name (for parentheses that spell out their head); by default nothing. */
export function sentences(text: string, knows: Knows = KNOWS_NOTHING): string[] {
  return (
    parentheses(officialLanguage(mailboxExamples(text)).replace(EX, ' except ').replace(UK_AND_IRELAND, 'UK, Ireland'), knows)
      // Examples run to the clause's verb, not past it: "role-based mailboxes such as info@ and sales@ are out" kept them.
      .replace(
        /\b(?:e\.g\.|i\.e\.|for example|such as|like)\s(?:[^.;\n]|\.(?=\p{L}{2,3}\b))*?(?=\s+(?:are|is|should|must|can|need|needs|get|gets|will)\b|,?\s+(?:except|excluding|excl\.?|but\s+not|(?:and|but)\s+(?:keep|remove|drop|exclude|delete))\s|[;\n]|\.(?!\p{L}{2,3}\b)|$)/giu,
        ' ',
      )
      .split(/[\n\r]+/u)
      .map((line) => line.replace(BULLET, ''))
      .join('\n')
      .split(
        /\s*(?:[\n\r;!?]+|\.(?=\s|$)(?<!\b(?:dir|sr|jr|inc|st|vs|approx|excl|incl|etc|e\.g|i\.e|min|max)\.)(?<!\b\p{L}\.\p{L}\.))\s*/iu,
      )
      .flatMap(dashClauses)
      .map((s) => s.trim())
      .filter(Boolean)
  );
}

const DASH = ' — ';
/**
 * A dash (normalised to " — ", reader-normalise.ts) starts a clause of its own when what follows opens with a
 * verb or label or ends with an exclusion ("DACH — Liechtenstein is out", "the G7 — drop everything else");
 * an exception after it stays in the sentence it turns ("EU — except Malta"); anything else is a list that
 * spells out what came before ("West Coast states — CA, OR, WA"), which segments() reads.
 */
function dashClauses(sentence: string): string[] {
  if (!sentence.includes(DASH)) return [sentence];
  const out: string[] = [];
  for (const part of sentence.split(DASH)) {
    const opening = lead(part.trim(), 'keep');
    // A verb alone after the dash ("Germany, France — exclude") is the polarity of what is before it (segments()).
    if (out.length > 0 && opening.explicit && !opening.rest.trim()) out[out.length - 1] += ` ${part}`;
    else if (out.length === 0 || opening.explicit || TRAILING_EXCLUDE.test(` ${part.trim()}`)) out.push(part);
    else out[out.length - 1] += FLIP_START.test(part) ? `, ${part}` : `${DASH}${part}`;
  }
  return out;
}

/** The polarity a sentence's opening words give it, and the text after them; `base` when it has none. */
export function lead(sentence: string, base: Polarity): { polarity: Polarity; rest: string; explicit: boolean } {
  const exclude = EXCLUDE_LEAD.exec(sentence);
  if (exclude) return { polarity: 'exclude', rest: sentence.slice(exclude[0].length), explicit: true };
  const keep = KEEP_LEAD.exec(sentence);
  if (keep) {
    // "Target geo = G7", "Only industry: retail": the opening word before a field label.
    const field = fieldLabel(sentence.slice(keep[0].length));
    if (field) return { polarity: field.negated ? 'exclude' : 'keep', rest: field.rest, explicit: true };
    return { polarity: 'keep', rest: sentence.slice(keep[0].length), explicit: true };
  }
  // A field label says which column, not which way: the header's polarity stands ("Industry != retail" turns it).
  const field = fieldLabel(sentence);
  if (field) return { polarity: field.negated ? (base === 'keep' ? 'exclude' : 'keep') : base, rest: field.rest, explicit: true };
  return { polarity: base, rest: sentence, explicit: false };
}

/**
 * "Only top executives: C-level, founders", "ICP persona: anyone in sales": after an opening verb, a short label
 * before a colon frames the list after it, and its words (often vague) are not read. A label with a word that
 * turns polarity ("everything but: …") is kept and read, so that it is never passed over.
 */
const LABEL = /^\s*((?:[\p{L}'’-][\p{L}\d'’-]*\s+){0,3}[\p{L}'’-][\p{L}\d'’-]*\+?)\s*:\s*(?=\S)/u;
// …and so is a label that judges its list rather than names it ("bad fits:", "blocklist:", "competitors:").
const TURNING =
  /\b(?:except|excluding|excl|but|not|no|non|without|outside|other|apart|aside|minus|out|exclude|remove|drop|never|nor|bad|poor|wrong|unwanted|blacklist(?:ed)?|blocklist(?:ed)?|banned|deny|denied|disallowed|avoid|skip|ignore|reject(?:ed)?|disqualif\p{L}*|negative|red|competitors?)\b|n[’']t\b/iu;

const ONLY_AT_END = /\S\s+only\s*$/iu;
const TRAILING_VERB = /\s*(?:→|->|:|—|-|=)?\s*\b(exclude|remove|drop|delete|keep|include)\s*[.!]*$/iu;

/**
 * A sentence's segments with their polarity; `base` is the polarity of a header line above it ("Exclude:"). After a
 * label that names a whole category ("sales people: SDRs, AEs, sales leaders") the list's entries are examples of
 * it: the segments of the list's polarity say so (`examplesOf`), and the reader passes over an entry inside the
 * label's category it cannot name itself (reader-items.ts, exampleOf).
 */
export function segments(sentence: string, base: Polarity = 'keep', isItem: (label: string) => boolean = () => false): Segment[] {
  const { parts, examplesOf, polarity } = segmentsOf(sentence, base, isItem);
  return examplesOf ? parts.map((p) => (p.polarity === polarity && !p.exception ? { ...p, examplesOf } : p)) : parts;
}

function segmentsOf(
  sentence: string,
  base: Polarity,
  isItem: (label: string) => boolean,
): { parts: Segment[]; examplesOf?: string; polarity: Polarity } {
  const opening = lead(sentence.trim(), base);
  let { polarity, rest: text } = opening;
  const label = opening.explicit ? LABEL.exec(text) : null;
  // The label is what the list narrows when it names something ("Only EU: not the UK") or the list only turns
  // it ("Only top executives: not interns"): then it is read.
  const list = label ? text.slice(label[0].length) : '';
  let examplesOf: string | undefined;
  if (label && !TURNING.test(label[1]!) && !TURNING.test(list.split(/\s+/, 1)[0]!)) {
    // A label that names something is one more item of the list ("West Coast states: CA, OR" keeps both).
    examplesOf = isItem(label[1]!) ? label[1]! : undefined;
    text = examplesOf ? `${label[1]}, ${list}` : list;
  }
  const done = (parts: Segment[]) => ({ parts, polarity: opening.polarity, ...(examplesOf ? { examplesOf } : {}) });
  text = elaboration(text, opening.explicit, isItem);
  // "Non-EU → remove", "Germany: drop": a verb after the items is their polarity (it was dropped as an empty
  // clause, which kept Germany). After an opening of its own ("Keep Germany → remove") it is left in the item,
  // which the reader refuses.
  const verb = TRAILING_VERB.exec(text);
  if (verb) {
    if (opening.explicit) return done([{ polarity, body: text }]);
    polarity = /^(?:keep|include)/iu.test(verb[1]!) ? 'keep' : 'exclude';
    text = text.slice(0, verb.index);
  }
  const trailing = TRAILING_EXCLUDE.exec(text);
  const out: Segment[] = [];
  if (trailing) {
    text = text.slice(0, trailing.index);
    // "Keep Europe, the UK is out", "west coast only, Alaska & Hawaii don't count": after an opening that keeps,
    // or a first clause that ends in "only", the exclusion is the last clause's alone.
    const split = /(?:,(?:\s+and)?|\s+but|\s+while)\s+(?!.*,)/iu.exec(text);
    const keeps = (opening.polarity === 'keep' && opening.explicit) || (split && ONLY_AT_END.test(text.slice(0, split.index)));
    const last = keeps ? split : null;
    // "South American countries, Mexico and Central America excluded", "Director-level and above, managers excluded":
    // with no verb before it, the exclusion may hold every item or the last clause alone (sixteenth pass, held-apart
    // sixteenth round: read as all excluded, both excluded what they meant to keep). Marked, and refused when nothing
    // is kept anywhere in the text (reader.ts).
    if (!last && split && split[0].includes(',') && !opening.explicit && base === 'keep' && BROAD_FIRST.test(text.split(',')[0]!))
      return done(flipParts(text, 'exclude').map((p) => ({ ...p, unclear: true as const })));
    if (last)
      return done([...flipParts(text.slice(0, last.index), polarity), ...flipParts(text.slice(last.index + last[0].length), 'exclude')]);
    polarity = 'exclude';
  }
  // "Keep X and exclude Y" / "Exclude Y, keep X": split on a second verb first.
  const second = polarity === 'exclude' ? SECOND_KEEP.exec(text) : null;
  if (second) {
    out.push(...flipParts(text.slice(0, second.index), 'exclude'));
    out.push(...flipParts(text.slice(second.index + second[0].length), 'keep'));
    return done(out);
  }
  return done(flipParts(text, polarity));
}

/**
 * "health care providers — hospitals, clinics": a list after a dash spells out what is before it. When that
 * names something, both are read; a short vague phrase after an opening word is only a title for its list
 * ("Persona: senior leaders — directors, VPs"); anything else keeps the dash and is refused.
 */
function elaboration(text: string, explicit: boolean, isItem: (label: string) => boolean): string {
  const at = text.indexOf(DASH);
  if (at < 0) return text;
  const [head, list] = [text.slice(0, at), text.slice(at + DASH.length)];
  if (list.includes(DASH)) return text;
  if (isItem(head)) return `${head}, ${list}`;
  return explicit && !TURNING.test(head) && head.trim().split(/\s+/u).length <= 4 ? list : text;
}

function flipParts(text: string, base: Polarity): Segment[] {
  const out: Segment[] = [];
  let polarity = base;
  let exception = false;
  let outside = false;
  let rest = text;
  // A verb inside the sentence is what the words after it turn ("Keep the EU and remove anything outside Europe"
  // excluded Europe, the EU included, when measured against the first verb).
  let verb = base;
  for (let m = FLIP.exec(rest); m; m = FLIP.exec(rest)) {
    const before = rest.slice(0, m.index);
    // "the UK is not part of the EU" says where a named place is, not which values to keep ("companies that aren't
    // in the EU"): turned around, it excluded the EU. What the writer wants done with the UK is not said.
    if (IS_NOT.test(m[0]) && !RELATIVE.test(`${before} ${m[0]}`) && trimFiller(before)) return [{ polarity, body: text, statement: true }];
    // "drop anything outside that" (the range before): the rest, with the verb's polarity.
    if (/outside/iu.test(m[0]) && /^\s*(?:that|this|it)\s*[.!]*$/iu.test(rest.slice(m.index + m[0].length))) {
      rest = before;
      break;
    }
    out.push({
      polarity,
      body: before,
      ...(exception ? { exception: true as const } : {}),
      ...(outside ? { outside: true as const } : {}),
    });
    // "remove anything outside Europe", "the UK and anything outside Europe": outside goes with the last item alone.
    const after = /^\s*(?:,\s*)?outside\b/iu.test(m[0]) && !trimFiller(before.split(/,|\b(?:and|or)\b/iu).at(-1)!);
    const explicit = /exclude|remove|drop/i.test(m[0]) && !/excluding/i.test(m[0]) ? 'exclude' : undefined;
    if (explicit) verb = explicit;
    polarity = explicit ?? (verb === 'keep' ? 'exclude' : 'keep');
    // After an exclusion, the words it turns carve out of it, as "except" does ("remove EU countries that are not G7 members").
    exception = !explicit && verb === 'exclude' && !after;
    outside = after && polarity === 'keep';
    rest = rest.slice(m.index + m[0].length);
  }
  out.push({ polarity, body: rest, ...(exception ? { exception: true as const } : {}), ...(outside ? { outside: true as const } : {}) });
  return out.filter((s, i) => i === 0 || s.body.trim());
}
