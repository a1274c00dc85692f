/**
 * Sixteenth pass (ADR 0034; README.md, "Sixteenth pass"): a sentence or a reason that says again what the instruction
 * keeps — "This quarter's outbound is focused on the European Union. Keep every lead based in an EU member state …",
 * "Leadership wants pipeline from G7 markets only. Please keep …", "We only sell into the EU right now, so keep …",
 * "This list is for the Africa desk in Nairobi and Johannesburg. Keep African companies …". Ordinary briefs open with
 * why; the earlier context rules (reader-context.ts, reader-ordinary-context.ts) pass over such a sentence only when it
 * has no word that asks or restricts ("focused", "wants", "only"), which is how these are written.
 *
 * Such a part is passed over only when the rest of the text reads on its own and the part adds nothing to it:
 * - it names something of the kind the instruction is about, and everything of that kind it names is kept whole by
 *   the rest (a place: its countries or states all kept and none excluded; another kind: the same concept kept);
 * - with "only", "focus", "target", "want" … in it, what it names is exactly what the rest keeps — the restriction is
 *   the rest's own ("We only sell to Germany. Keep the EU." stays refused);
 * - it has no word that removes, negates, excepts or compares ("not", "out", "other", "else", "below", "more"), and
 *   names nothing of another kind, nor a size word the rules refuse, beside a restricting word ("We only want
 *   enterprise accounts in the EU." stays refused).
 * Anything else leaves the text refused, as before.
 */
import type { Concept } from './concepts.ts';
import { named, places as placesOf, within } from './reader-ordinary-context.ts';
import { SENTENCE, wordsOf } from './reader-context.ts';
import { vagueSize } from './size.ts';

type Clause = { polarity: string; concept: Concept | 'any'; exception?: true };
type Reading = { ok: true; criterion: { kind: string; clauses: Clause[] } } | { ok: false; reason: string };

/** Words that remove, negate, except, compare, rank or add a condition: a part with one may change what is kept. */
const CHANGES =
  /\b(?:not|no|non|never|none|nothing|neither|nor|except|excepting|excluding|exclude[sd]?|exclusions?|remove[sd]?|removing|drop(?:s|ped|ping)?|delete[sd]?|cut|skip|ignore|avoid|out|outside|but|other|others|rest|else|below|above|under|over|less|fewer|more|than|without|instead|beyond|besides|apart|unless|if|when|whether|cannot|later|count|counts|treat|treated|minus|best|top|priorit\p{L}*|prefer\p{L}*|bonus|ideal)\b|n[’']t\b|[<>=@]/iu;
/** Words that restrict: the part must then name exactly what the rest keeps. */
const RESTRICTS =
  /\b(?:only|just|solely|exclusively|limit|limits|limited|restrict\p{L}*|focus|focuses|focused|focusing|target|targets|targeting|must|need|needs|want|wants|wanted)\b/iu;
/** A reason before the instruction: "We only sell into the EU right now, so keep …". */
const SO = /,?\s+so\s+(?=\p{Ll})/u;

/** The text's parts: its sentences, and a sentence's reason before ", so …" apart from what follows it. */
function parts(written: string): string[] {
  return written
    .trim()
    .split(SENTENCE)
    .flatMap((sentence) => {
      const so = SO.exec(sentence);
      return so && so.index > 0 ? [sentence.slice(0, so.index), sentence.slice(so.index + so[0].length)] : [sentence];
    });
}

/** Whether what a part names of the reading's kind is kept whole by the reading (and, restricting, is all it keeps). */
function addsNothing(part: string, criterion: { kind: string; clauses: Clause[] }): boolean {
  if (CHANGES.test(part)) return false;
  const restricts = RESTRICTS.test(part);
  const concepts = named(part);
  const own = concepts.filter((c) => c.kind === criterion.kind);
  if (!own.length || (restricts && own.length < concepts.length)) return false;
  // "we only want enterprise accounts in the EU": a size word the rules refuse is still a restriction.
  if (restricts && wordsOf(part).some((w, i, all) => vagueSize(w) ?? vagueSize(`${w} ${all[i + 1] ?? ''}`))) return false;
  const clauses = criterion.clauses.filter((c): c is Clause & { concept: Concept } => c.concept !== 'any');
  if (clauses.length < criterion.clauses.length && criterion.clauses.some((c) => c.concept === 'any' && c.polarity === 'keep'))
    return false;
  const keeps = clauses.filter((c) => c.polarity === 'keep').map((c) => c.concept);
  const excludes = clauses.filter((c) => c.polarity === 'exclude').map((c) => c.concept);
  if (criterion.kind !== 'place') {
    const labels = (list: Concept[]) => new Set(list.map((c) => c.label));
    const kept = labels(keeps);
    const said = labels(own);
    if (![...said].every((l) => kept.has(l) && !labels(excludes).has(l))) return false;
    return !restricts || [...kept].every((l) => said.has(l));
  }
  const kept = placesOf(keeps);
  const excluded = placesOf(excludes) ?? { countries: new Set(), states: new Set() };
  const said = placesOf(own);
  if (!kept || !said) return false;
  // A state lies inside a keep of the US or of a group of states ("Our Chicago team" beside "keep the Midwest").
  const keptState = (s: string) => (kept.states.has(s) || kept.countries.has('US')) && !excluded.states.has(s);
  const keptCountry = (c: string) => kept.countries.has(c) && !excluded.countries.has(c);
  if (![...said.countries].every(keptCountry) || ![...said.states].every(keptState)) return false;
  if (!restricts) return true;
  // "who only handle the DACH countries": exactly what is kept.
  return within(kept.countries, said.countries) && within(kept.states, said.states);
}

/** The reading of the text without its parts that say again what the rest keeps; undefined when there is none. */
export function redundantContext<R extends Reading>(written: string, read: (text: string) => R): R | undefined {
  const all = parts(written);
  if (all.length < 2) return undefined;
  const passed = all.map((p) => !CHANGES.test(p) && named(p).length > 0 && !read(p).ok);
  if (!passed.some(Boolean) || passed.every(Boolean)) return undefined;
  const reading = read(all.filter((_, i) => !passed[i]).join(' '));
  if (!reading.ok) return undefined;
  return all.every((p, i) => !passed[i] || addsNothing(p, reading.criterion)) ? reading : undefined;
}
