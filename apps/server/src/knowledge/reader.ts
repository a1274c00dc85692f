/**
 * The instruction reader: plain sentences and the documented `keep:` / `exclude:` form become clauses of
 * concepts of one kind. It answers only when it understood every clause; otherwise it says what it did not
 * understand, and the values go to the model (or, with no model, to review).
 */
import { readTitleItem, type Concept, type Kind } from './concepts.ts';
import { countedGroup, countedReferences } from './reader-counts.ts';
import { lead, RANKING_LEAD, segments, sentences, type Polarity, type Segment } from './reader-framing.ts';
import { normaliseInstructions } from './reader-normalise.ts';
import { vagueSize } from './size.ts';
import { COMPLEMENT_ALONE, complementRefusal, readSizeItem } from './reader-sizes.ts';
import { mailboxItem } from './reader-mailbox-item.ts';
import { exampleOf, namesDependents, OTHER, readItem, trimFiller } from './reader-items.ts';
import { correctTypos } from './reader-typos.ts';
import { contradiction, settleOutside } from './reader-contradictions.ts';
import { fold, splitList } from './text.ts';
import { negatedRuns, nonOptions } from './reader-negation.ts';
import { settleReadings } from './reader-two-readings.ts';
import { placeRun, withoutContext } from './reader-context.ts';
import { ordinaryContext } from './reader-ordinary-context.ts';
import { dontSend } from './reader-dont-send.ts';
import { continentReference } from './reader-references.ts';
import { redundantContext } from './reader-redundant.ts';
import { restFirst } from './reader-rest-sentences.ts';
import { keepAboveLine } from './reader-below.ts';
import { counts, isItem, kindsOf, outside, pickKind } from './reader-kinds.ts';

export type { Polarity } from './reader-framing.ts';
export { trimFiller } from './reader-items.ts';
/** `exception`: a keep that only carves values out of the exclusions ("Exclude Europe except Germany" keeps Japan). */
export type Clause = { polarity: Polarity; concept: Concept | 'any'; exception?: true };
export type Criterion = { kind: Kind; clauses: Clause[] };
export type Reading = { ok: true; criterion: Criterion } | { ok: false; reason: string };

/** "the rest", "everything else", "all others", "nothing else": whatever the other items do not name. */
const REST = /\b(?:rest|else|others)\b/iu;
const REST_OF = /\b(?:(?:all\s+)?the\s+)?rest\s+of\s+/iu;

/** `mailbox`: a role mailbox ("info@"), read as role addresses only beside a people item (reader-mailboxes.ts). */
type Item = {
  polarity: Polarity;
  text: string;
  options: Concept[] | 'any';
  mailbox?: 'person' | 'mailbox';
  rest?: boolean;
  exception?: true;
  /** "drop smaller ones": the other side of a size keep, which that keep already excludes (no clause). */
  complement?: true;
  /** "remove anything outside Europe": Europe, what the exclusion leaves (reader-contradictions.ts, settleOutside). */
  outside?: true;
};

/** "non-US", "no UK": the item's own negation turns its polarity around ("Exclude non-EU" keeps the EU). */
const NEGATED = /^(?:non|not|no)(?:-|\s+)(?=\S)/iu;
const flip = (p: Polarity): Polarity => (p === 'keep' ? 'exclude' : 'keep');

/** A size or revenue item: its bounds, when nothing but size words surrounds them ("mid-market (50 to 500 staff)"). */
function sizeItem(segment: Segment, body: string): Item[] | string | undefined {
  const size = readSizeItem(body, segment.polarity === 'keep');
  return typeof size === 'object' ? [{ polarity: segment.polarity, text: size.text, options: [size.concept] }] : size;
}

const DEPENDENTS = /\b(?:their|its)\s+(?:[\p{L}-]+\s+)?(?:territories|dependencies|possessions|islands|regions)\b/iu;
const AND_DEPENDENTS = new RegExp(String.raw`(?:\s*(?:,|\band\b|\bplus\b|&|\+)\s*)?${DEPENDENTS.source}`, 'iu');

/** A segment's items: a numeric bound is one item; a title list shares its function ("VPs and directors of sales"). */
function segmentItems(segment: Segment): Item[] | string {
  let body = segment.body.trim();
  if (segment.statement) return `"${body}" says where something is, not whether to keep or exclude it`;
  // "Denmark and its territories": which ones is not said (a parenthesis that names them replaces the words,
  // reader-parentheses.ts); trimmed as filler it would keep Denmark alone.
  // A label before the list that names a group holding the listed countries and dependencies of its own names
  // them ("Nordic region: DK, FI, IS, NO, SE plus their self-governing islands": the Faroes, Greenland, Åland).
  if (DEPENDENTS.test(body)) {
    const rest = body.replace(AND_DEPENDENTS, ' ');
    if (!segment.examplesOf || !namesDependents(segment.examplesOf, rest))
      return `the rules do not know which places "${DEPENDENTS.exec(body)![0]}" means; name them`;
    body = rest;
  }
  // "CEOs and the rest of the C-suite" keeps the C-suite; "drop the rest of Europe" beside "keep Germany" would
  // need the keep to win over the exclusion, which clauses cannot say: refused.
  if (REST_OF.test(body)) {
    if (segment.polarity === 'exclude') return `"${body}" excludes what the other items leave, which the rules cannot say`;
    body = body.replace(REST_OF, ' ').trim();
  }
  const size = sizeItem(segment, body);
  if (size) return size;
  // "…, drop smaller ones": checked against the sizes once every clause is read (readInstructions).
  if (COMPLEMENT_ALONE.test(body)) return [{ polarity: segment.polarity, text: body, options: 'any', complement: true }];
  const whole = trimFiller(body);
  // "Keep all 54 countries": a count of places it does not name, not NAICS sector 54.
  if (/^\d+$/u.test(whole) && /\b(?:countries|states|nations|members|markets|regions)\b/iu.test(body))
    return `"${body.trim()}" counts places without naming them`;
  if (!whole) return [{ polarity: segment.polarity, text: body, options: 'any', ...(REST.test(body) ? { rest: true } : {}) }];
  const vague = vagueSize(whole);
  if (vague) return vague;
  const wholeMailbox = mailboxItem(segment.polarity, body);
  if (wholeMailbox) return [wholeMailbox];
  // "everyone in HR", "anyone in PR": a person is in a function, not in Croatia or Puerto Rico.
  const person = /^\s*(?:everyone|everybody|anyone|anybody)\b/iu.test(body) ? readTitleItem(whole) : undefined;
  if (person) return [{ polarity: segment.polarity, text: whole, options: [person] }];
  const wholeRead = readItem(whole);
  if (wholeRead.length) return [{ polarity: segment.polarity, text: whole, options: wholeRead }];
  const counted = countedGroup(whole, readItem);
  if (counted) return typeof counted === 'string' ? counted : [{ polarity: segment.polarity, text: whole, options: counted }];
  const shared = /\s+(?:in|of|for)\s+([\p{L} &-]+)$/u.exec(whole);
  const items: Item[] = [];
  const parts = splitList(negatedRuns(shared ? whole.slice(0, shared.index) : whole));
  // "banks, insurers, brokers and other financial firms": the items before "other X" are examples of X, so one
  // the rules do not know ("brokers") adds nothing to X and is passed over; an item after it is read as usual.
  const otherAt = parts.findIndex((p) => OTHER.test(p) && readItem(trimFiller(p)).length > 0);
  for (const [at, part] of parts.entries()) {
    // "CEOs and VPs of sales": an earlier item may stand without the shared words; the last one is written with
    // them ("personal addresses of decision makers" is not "personal addresses").
    // "founders and companies in Germany": a last item of filler words alone ("companies", "people") is its shared words
    // (they were trimmed with it, and Germany lost).
    const ownWords = shared && at === parts.length - 1 && !trimFiller(part) ? trimFiller(shared[1] ?? '') : '';
    const read = (text: string) => {
      const options = readItem(shared && !ownWords ? `${text} of ${shared[1]}` : text);
      return options.length || !shared || at === parts.length - 1 ? options : readItem(text);
    };
    // A word that starts with "non"/"no" may be a name of its own ("non-profits", "no-code"): read whole first.
    const plain = ownWords || trimFiller(part);
    const mailbox = mailboxItem(segment.polarity, part);
    if (mailbox) {
      items.push(mailbox);
      continue;
    }
    // "Keep the Midwest, all 12 Midwest states": a counted group among the items, checked as a whole item is.
    const direct = plain ? read(plain) : [];
    const counted = plain && !direct.length ? countedGroup(plain, readItem) : undefined;
    if (typeof counted === 'string') return counted;
    const plainRead = counted ?? direct;
    const negated = plainRead.length ? null : NEGATED.exec(part.trim());
    const text = negated ? trimFiller(part.trim().slice(negated[0].length)) : plain;
    // "Keep the US; drop everyone else, Canada included": "everyone else" is the rest, with the list's polarity.
    if (!text && !negated && REST.test(part)) items.push({ polarity: segment.polarity, text: part, options: 'any', rest: true });
    if (!text) continue;
    const options = negated ? nonOptions(negated[0], text, read) : plainRead;
    if (!options.length && !negated && !/\d/u.test(text) && (at < otherAt || (segment.examplesOf && exampleOf(segment.examplesOf, text))))
      continue;
    // "germany austria": place names dictated without commas (reader-context.ts).
    const run = options.length || negated ? undefined : placeRun(text);
    if (run) {
      for (const read of run) items.push({ polarity: segment.polarity, text, options: read });
      continue;
    }
    if (!options.length) return vagueSize(text) ?? `the rules do not know "${text}"`;
    const polarity = negated ? (/^non/i.test(negated[0]) ? flip(segment.polarity) : 'exclude') : segment.polarity;
    items.push({ polarity, text, options });
  }
  // "Spain and everything else": the rest word went with the filler trimmed off the end of the list.
  if (REST.test(body) && !REST.test(whole) && !items.some((i) => i.rest))
    items.push({ polarity: segment.polarity, text: body, options: 'any', rest: true });
  return items.length ? items : `the rules do not know "${whole}"`;
}

/**
 * Reads column instructions. Refuses (ok: false) unless every clause names things of one known kind; sentences of context
 * around the instruction that ask and restrict nothing are passed over (reader-context.ts), and so are sentences and
 * reasons that say again what the rest keeps (reader-redundant.ts); "Everything else should be excluded, including …"
 * is read as "Exclude everything else, including …" (reader-rest-sentences.ts); "Don't send me …; … are fine" is read when its
 * two sides are one line (reader-dont-send.ts).
 */
export function readInstructions(written: string): Reading {
  // "one of the 27 member states" beside "the EU", "the rest of the continent" beside "South America": the group the
  // text names (reader-counts.ts, reader-references.ts).
  const text = continentReference(countedReferences(dontSend(written, readWritten), readItem));
  const reading = readAround(text);
  return reading.ok ? reading : (restFirst(text, readAround) ?? reading);
}

/** The text without its sentences of context, or without the parts that say again what the rest keeps. */
function readAround(text: string): Reading {
  const reading = readWithContext(text);
  return reading.ok ? reading : (redundantContext(text, readWithContext) ?? reading);
}

/** The text as written, or without its sentences of context (reader-context.ts, reader-ordinary-context.ts). */
function readWithContext(text: string): Reading {
  const reading = readWritten(text);
  return reading.ok ? reading : (withoutContext(text, readWritten) ?? ordinaryContext(text, readWritten) ?? reading);
}

function readWritten(written: string): Reading {
  const items: Item[] = [];
  let unclear: string | undefined;
  const instructions = correctTypos(normaliseInstructions(written));
  // A header line ("Exclude:", "Target:") gives its polarity to the lines under it, up to a blank line.
  for (const paragraph of instructions.split(/\n[ \t]*\n/u)) {
    let header: Polarity = 'keep';
    for (const sentence of sentences(paragraph, { kindsOf, outside, counts })) {
      if (RANKING_LEAD.test(sentence))
        return { ok: false, reason: `"${sentence.split(/\s/)[0]}" ranks values rather than keeping or excluding them` };
      const opening = lead(sentence, header);
      if (opening.explicit && !opening.rest.trim()) {
        header = opening.polarity;
        continue;
      }
      const parts = segments(sentence, header, isItem);
      let excluded = false;
      for (const segment of parts) {
        const read = segmentItems(segment);
        if (typeof read === 'string') return { ok: false, reason: read };
        if (segment.unclear) unclear ??= segment.body;
        // An exception carves out of a named exclusion; after "everything" / "anyone" it is what is kept.
        if (segment.exception && excluded) for (const i of read) if (i.polarity === 'keep') i.exception = true;
        if (segment.outside) for (const i of read) if (i.polarity === 'keep' && i.options !== 'any') i.outside = true;
        excluded = read.some((i) => i.polarity === 'exclude' && i.options !== 'any');
        // "Everything" means something only beside an exception in its sentence ("everything except the UK"):
        // a sentence of filler words alone ("Companies.") must not keep every value the other sentences leave.
        // "Drop the rest" is not filler: beside "Exclude the UK" it would drop everything, and is refused below.
        if (parts.length === 1 && read.every((i) => i.options === 'any' && !i.rest)) continue;
        items.push(...read);
      }
    }
  }
  // "South American countries, Mexico and Central America excluded" with nothing kept anywhere: which items the
  // exclusion holds is not said (reader-framing.ts); beside a keep elsewhere ("Asia only. Europe, Africa … excluded") all.
  if (unclear && !items.some((i) => i.polarity === 'keep' && i.options !== 'any'))
    return { ok: false, reason: `"${unclear}" may exclude every item or only the last: write "keep" or "exclude" before each` };
  // "Keep $10M+, drop smaller ones": a keep of sizes already excludes the other side; anything else is refused.
  const complements = items.filter((i) => i.complement);
  if (complements.length) {
    const sizes = items.filter((i) => i.options !== 'any' && i.polarity === 'keep').flatMap((i) => i.options as Concept[]);
    const wrong = complements.find((c) => c.polarity !== 'exclude' || complementRefusal(c.text, sizes) !== undefined);
    if (wrong) return { ok: false, reason: `"${wrong.text.trim()}" is not the other side of the bounds the instructions keep` };
    items.splice(0, items.length, ...items.filter((i) => !i.complement));
  }
  // Single mailboxes are read only as examples of the role addresses a people item already leaves out.
  const person = items.find((i) => i.mailbox === 'person');
  if (items.some((i) => i.mailbox === 'mailbox' && i.polarity !== person?.polarity))
    return { ok: false, reason: 'the rules read role addresses as a whole, not single mailboxes ("info@")' };
  const concrete = items.filter((i) => i.options !== 'any');
  if (concrete.length === 0) return { ok: false, reason: 'the instructions name nothing the rules know' };
  const kinds = new Set(concrete.flatMap((i) => (i.options as Concept[]).map((o) => o.kind)));
  const kind = pickKind(
    concrete.map((i) => i.options as Concept[]),
    kinds,
  );
  if (kind === 'ambiguous')
    return { ok: false, reason: 'a code in capitals names a country and something else ("IT", "HR"); name the others beside it' };
  if (!kind) return { ok: false, reason: 'the instructions mix kinds of things (for example places and industries)' };
  // An item that names two places ("CA", "Georgia") is read as the instruction settles it, or refused.
  const ofKind = concrete.map((i) => ({ ...i, options: (i.options as Concept[]).filter((o) => o.kind === kind) }));
  const settled = settleReadings(ofKind, written);
  if (typeof settled === 'string') return { ok: false, reason: settled };
  let clauses: Clause[] = [];
  const outsideClauses = new Set<Clause>();
  for (const item of items) {
    if (item.options === 'any') {
      clauses.push({ polarity: item.polarity, concept: 'any' });
      continue;
    }
    const read = ofKind[concrete.indexOf(item)]!;
    const chosen = settled.get(read) ?? read.options[0]!;
    // "named people, not info@ or admin@": one clause says it once (and the reasons name it once).
    if (
      !clauses.some(
        (c) =>
          c.polarity === item.polarity &&
          c.concept !== 'any' &&
          c.concept.kind === chosen.kind &&
          c.concept.label === chosen.label &&
          // "keep the G7 and remove … EU countries that are not G7 members": the G7 kept, and carved out of the EU.
          Boolean(c.exception) === Boolean(item.exception && kind !== 'size'),
      )
    ) {
      // Sizes decide by intervals of keeps and exclusions (decide.ts), which have no exceptions: read as before.
      const clause: Clause = {
        polarity: item.polarity,
        concept: chosen,
        ...(item.exception && kind !== 'size' ? { exception: true as const } : {}),
      };
      clauses.push(clause);
      if (item.outside) outsideClauses.add(clause);
    }
  }
  const settledOutside = settleOutside(clauses, outsideClauses);
  if (typeof settledOutside === 'string') return { ok: false, reason: settledOutside };
  clauses = kind === 'title' ? keepAboveLine(settledOutside) : settledOutside;
  const contradicted = contradiction(clauses);
  if (contradicted) return { ok: false, reason: `the instructions both keep and exclude ${describeClause(contradicted)}` };
  // "Keep the EU; drop the rest" says one thing twice; "keep everything" or "drop the UK and the rest" says nothing.
  const anyPolarity = new Set(clauses.filter((c) => c.concept === 'any').map((c) => c.polarity));
  if (anyPolarity.size > 1 || [...anyPolarity].some((p) => clauses.every((c) => c.concept === 'any' || c.polarity === p)))
    return { ok: false, reason: 'the instructions keep or exclude everything' };
  return { ok: true, criterion: { kind, clauses } };
}

export const describeClause = (c: Clause) => (c.concept === 'any' ? 'everything' : c.concept.label);
export { fold };
