/**
 * The instruction reader: plain sentences and the documented `keep:` / `exclude:` form become clauses of
 * concepts of one kind. It answers only when it understood every clause; otherwise it says what it did not
 * understand, and the values go to the model (or, with no model, to review).
 */
import { readEmailItem, readIndustryItem, readPlaceItem, readTitleItem, type Concept, type Kind, type PlaceConcept } from './concepts.ts';
import { readBounds } from './size.ts';
import { fold, splitList } from './text.ts';

export type Polarity = 'keep' | 'exclude';
export type Clause = { polarity: Polarity; concept: Concept | 'any' };
export type Criterion = { kind: Kind; clauses: Clause[] };
export type Reading = { ok: true; criterion: Criterion } | { ok: false; reason: string };

const KEEP_LEAD =
  /^(?:please\s+)?(?:keep\s+only|only\s+keep|keep|include|only|just|target|we\s+want|i\s+want|want|select|retain|accept|allow|qualify|looking\s+for|focus\s+on|must\s+be|should\s+be|yes)\b:?\s*/iu;
const EXCLUDE_LEAD =
  /^(?:please\s+)?(?:exclude|remove|drop|skip|ignore|reject|disqualify|filter\s+out|leave\s+out|rule\s+out|get\s+rid\s+of|discard|no|not|never|don'?t\s+(?:want|keep|include)|do\s+not\s+(?:want|keep|include))\b:?\s*/iu;
/** Words inside a sentence that turn its polarity around: "keep X except Y", "keep companies outside the EU". */
const FLIP =
  /\s*(?:,\s*)?\b(?:except(?:\s+for)?|excluding|but\s+not|other\s+than|apart\s+from|aside\s+from|not\s+(?:based\s+|located\s+|headquartered\s+)?(?:in|from)|outside(?:\s+of)?(?:\s+the)?|that\s+are\s+not|who\s+are\s+not|which\s+are\s+not|are\s+not|is\s+not|not|without|but\s+exclude|and\s+exclude|but\s+remove|and\s+remove|while\s+excluding)\b\s*/iu;
/** A second verb in the same sentence: "Keep X and exclude Y", "exclude Y, keep X". */
const SECOND_KEEP = /\s*(?:,\s*)?\b(?:and|but)\s+(?:keep|include)\b\s*|\s*[,;]\s*(?:keep|include)\b\s*/iu;

const FILLER = new Set(
  (
    'companies company businesses business accounts account leads lead contacts contact people prospects organisations organizations orgs firms firm ' +
    'customers clients those ones everything anything all any every only just please rows row values value entries records that which who are is ' +
    'based located headquartered hq registered operating in from within inside the with having whose country countries nation nations state states ' +
    'region regions of a an to be their its our we us- area areas market markets territory territories located-in home here there whole entire'
  ).split(' '),
);
// "us" is a country code in capitals and a word in lower case: kept only in capitals.

/** Leading and trailing filler words of an item: "companies based in the European Union" → "European Union". */
export function trimFiller(item: string): string {
  const parts = item
    .replace(/[“”"'‘’]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const filler = (w: string) => FILLER.has(w.toLowerCase().replace(/[.:]$/, '')) || w === 'us';
  // "business emails", "company domains": a filler word before an email word is what the item is about.
  while (parts.length && filler(parts[0]!) && !/^(?:e-?mails?|domains?)$/i.test(parts[1] ?? '')) parts.shift();
  while (parts.length && filler(parts[parts.length - 1]!)) parts.pop();
  return parts.join(' ').replace(/[.:!?]+$/, '');
}

function sentences(text: string): string[] {
  return text
    .replace(/\((?:e\.g\.|i\.e\.|for example|such as|like)?[^)]*\)/giu, ' ')
    .replace(/\b(?:e\.g\.|i\.e\.|for example|such as|like)\s[^.;\n]*/giu, ' ')
    .split(/\s*(?:[\n\r;!?]+|\.(?=\s|$)(?<!\b(?:dir|sr|jr|inc|st|vs|approx)\.))\s*/iu)
    .map((s) => s.trim())
    .filter(Boolean);
}

type Segment = { polarity: Polarity; body: string };

/** A sentence's segments with their polarity. */
function segments(sentence: string): Segment[] {
  let text = sentence.trim();
  let base: Polarity = 'keep';
  const exclude = EXCLUDE_LEAD.exec(text);
  const keep = exclude ? null : KEEP_LEAD.exec(text);
  if (exclude) [base, text] = ['exclude', text.slice(exclude[0].length)];
  else if (keep) text = text.slice(keep[0].length);
  const out: Segment[] = [];
  // "Keep X and exclude Y" / "Exclude Y, keep X": split on a second verb first.
  const second = base === 'exclude' ? SECOND_KEEP.exec(text) : null;
  if (second) {
    out.push(...flipParts(text.slice(0, second.index), 'exclude'));
    out.push(...flipParts(text.slice(second.index + second[0].length), 'keep'));
    return out;
  }
  return flipParts(text, base);
}

function flipParts(text: string, base: Polarity): Segment[] {
  const out: Segment[] = [];
  let polarity = base;
  let rest = text;
  for (let m = FLIP.exec(rest); m; m = FLIP.exec(rest)) {
    out.push({ polarity, body: rest.slice(0, m.index) });
    const explicit = /exclude|remove/i.test(m[0]) ? 'exclude' : undefined;
    polarity = explicit ?? (base === 'keep' ? 'exclude' : 'keep');
    rest = rest.slice(m.index + m[0].length);
  }
  out.push({ polarity, body: rest });
  return out.filter((s, i) => i === 0 || s.body.trim());
}

type Item = { polarity: Polarity; text: string; options: Concept[] | 'any' };

function readItem(text: string): Concept[] {
  const place = readPlaceItem(text);
  if (place.length) return place;
  const email = readEmailItem(text);
  if (email) return [email];
  const industry = readIndustryItem(text);
  if (industry) return [industry];
  const title = readTitleItem(text);
  if (title) return [title];
  return [];
}

/** A segment's items: a numeric bound is one item; a title list shares its function ("VPs and directors of sales"). */
function segmentItems(segment: Segment): Item[] | string {
  const body = segment.body.trim();
  const bounds = readBounds(
    body.replace(
      /\b(?:employees?|staff|headcount|people|fte|mitarbeiter|employes|empleados|revenue|turnover|arr|annual|in|of|with|having|companies|company|businesses|size|sized|a|an|the|only|keep|that|have|has)\b/giu,
      ' ',
    ),
  );
  if (bounds)
    return [
      {
        polarity: segment.polarity,
        text: body,
        options: [{ kind: 'size', label: bounds.label, intervals: bounds.intervals, money: bounds.money }],
      },
    ];
  const whole = trimFiller(body);
  if (!whole) return [{ polarity: segment.polarity, text: body, options: 'any' }];
  const wholeRead = readItem(whole);
  if (wholeRead.length) return [{ polarity: segment.polarity, text: whole, options: wholeRead }];
  const shared = /\s+(?:in|of|for)\s+([\p{L} &-]+)$/u.exec(whole);
  const items: Item[] = [];
  for (const part of splitList(shared ? whole.slice(0, shared.index) : whole)) {
    const text = trimFiller(part);
    if (!text) continue;
    let options = readItem(shared ? `${text} of ${shared[1]}` : text);
    if (!options.length && shared) options = readItem(text);
    if (!options.length) return `"${text}"`;
    items.push({ polarity: segment.polarity, text, options });
  }
  return items.length ? items : `"${whole}"`;
}

/** Reads column instructions. Refuses (ok: false) unless every clause names things of one known kind. */
export function readInstructions(instructions: string): Reading {
  const items: Item[] = [];
  for (const sentence of sentences(instructions)) {
    for (const segment of segments(sentence)) {
      const read = segmentItems(segment);
      if (typeof read === 'string') return { ok: false, reason: `the rules do not know ${read}` };
      items.push(...read);
    }
  }
  const concrete = items.filter((i) => i.options !== 'any');
  if (concrete.length === 0) return { ok: false, reason: 'the instructions name nothing the rules know' };
  const kinds = new Set(concrete.flatMap((i) => (i.options as Concept[]).map((o) => o.kind)));
  const kind = pickKind(concrete, kinds);
  if (!kind) return { ok: false, reason: 'the instructions mix kinds of things (for example places and industries)' };
  const stateContext = concrete.some((i) => (i.options as Concept[]).length === 1 && isSubdivision((i.options as Concept[])[0]!));
  const clauses: Clause[] = [];
  for (const item of items) {
    if (item.options === 'any') {
      clauses.push({ polarity: item.polarity, concept: 'any' });
      continue;
    }
    const options = item.options.filter((o) => o.kind === kind);
    // An item that names two places ("Georgia", "DE") is read as what the other items are.
    const chosen = options.length > 1 ? (options.find((o) => isSubdivision(o) === stateContext) ?? options[0]!) : options[0]!;
    clauses.push({ polarity: item.polarity, concept: chosen });
  }
  if (clauses.every((c) => c.concept === 'any' || c.polarity === clauses[0]!.polarity) && clauses.some((c) => c.concept === 'any'))
    return { ok: false, reason: 'the instructions keep or exclude everything' };
  return { ok: true, criterion: { kind, clauses } };
}

function pickKind(items: Item[], kinds: Set<Kind>): Kind | undefined {
  for (const kind of kinds) if (items.every((i) => (i.options as Concept[]).some((o) => o.kind === kind))) return kind;
  return undefined;
}

const isSubdivision = (c: Concept) => c.kind === 'place' && Boolean((c as PlaceConcept).states ?? (c as PlaceConcept).provinces);

export const describeClause = (c: Clause) => (c.concept === 'any' ? 'everything' : c.concept.label);
export { fold };
