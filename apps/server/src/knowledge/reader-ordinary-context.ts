/**
 * Fourteenth pass (ADR 0034): a sentence about the team, the campaign or the list before an ordinary instruction
 * (`eval/phrasing13.json`; README.md, "Fourteenth pass") — "We're hosting roadshows in the Midwest this fall.", "This
 * list is just for our Nordic team.", "We're launching in the DACH market first." The twelfth pass's rule
 * (reader-context.ts) passes over a sentence that names only places inside what is kept, and none that restricts; this
 * one adds three things, each checked against the reading of the other sentences:
 *
 * - a US region or state group it names is inside the kept states, as a country is inside the kept countries;
 * - what it names is read by the longest names first ("West Coast", not its "West");
 * - "only", "just", "first" may stand in it when what it names is exactly what the instruction keeps ("who only handle
 *   Germany, Austria and Switzerland" beside "keep DACH"): the restriction is then the instruction's own.
 *
 * A sentence with a verb of keeping, removing or asking, a negation, an exception or "the rest" is never passed over;
 * nor is one that names something of the instruction's kind (an industry, a title, a size, an email kind) other than
 * a place.
 */
import type { Concept, PlaceConcept } from './concepts.ts';
import { readItem } from './reader-items.ts';
import { SENTENCE, wordsOf } from './reader-context.ts';
import { restOfPlace } from './reader-rest-of.ts';

type Clause = { polarity: string; concept: Concept | 'any' };
type Reading = { ok: true; criterion: { kind: string; clauses: Clause[] } } | { ok: false; reason: string };

/** Words that ask, restrict or rank (reader-context.ts), without "only", "just" and "first". */
const ASKS =
  /\b(?:keep|remove|drop|delete|exclude|include|includes|including|count|counts|treat|want|wants|need|needs|target|targets|targeting|focus\p{L}*|filter|limit|leave|clear|take|trim|solely|exclusively|stay|stays|out|go|goes|cut|skip|ignore|avoid|interested|prefer|priorit\p{L}*|not|no|non|never|none|nothing|can|cannot|must|should|may|except|outside|but|other|others|rest|else|every|any|all|qualif\p{L}*|disqualif\p{L}*|dq|lead|leads|icp|ideal|good|bad|fit|best|top|priority|priorities|preferred|bonus|plus|also|too|besides|beyond|elsewhere|abroad)\b|n't\b|[@:=<>→()]/iu;
const ONLY = /\b(?:only|just|first|focus\p{L}*)\b/iu;

/** What a sentence names, the longest names first: runs of one to three words the rules read, none overlapping. */
export function named(sentence: string): Concept[] {
  const words = wordsOf(sentence);
  const out: Concept[] = [];
  for (let i = 0; i < words.length;) {
    let step = 1;
    for (let n = Math.min(3, words.length - i); n >= 1; n--) {
      const run = words.slice(i, i + n).join(' ');
      // "it", "us", "in": pronouns and prepositions in lower case name nothing.
      if (n === 1 && run.length <= 2 && run === run.toLowerCase()) continue;
      const read = readItem(run);
      if (read.length) {
        out.push(...read);
        step = n;
        break;
      }
    }
    i += step;
  }
  return out;
}

export type Places = { countries: Set<string>; states: Set<string> };
/** The countries and states places hold; undefined when one holds provinces or neither. */
export function places(concepts: Concept[]): Places | undefined {
  const out: Places = { countries: new Set(), states: new Set() };
  for (const c of concepts) {
    const p = c as PlaceConcept;
    if (p.provinces?.size || (!p.countries?.size && !p.states?.size)) return undefined;
    for (const country of p.countries ?? []) out.countries.add(country);
    for (const state of p.states ?? []) out.states.add(state);
  }
  return out;
}
/** Whether every member of `a` is in `b`. */
export const within = (a: Set<string>, b: Set<string>) => [...a].every((x) => b.has(x));

/** The reading of the text without its sentences about the list, when it has some and the rest reads; else undefined. */
export function ordinaryContext<R extends Reading>(written: string, readText: (text: string) => R): R | undefined {
  // "the rest of Europe" beside keeps inside Europe (reader-rest-of.ts), alone or beside sentences about the list.
  const read = (text: string): R => restOfPlace(text, readText) ?? readText(text);
  const direct = restOfPlace(written, readText);
  if (direct) return direct;
  const all = written.trim().split(SENTENCE);
  if (all.length < 2) return undefined;
  const context = all.map((s) => s.trim().split(/\s+/u).length >= 5 && !ASKS.test(s) && !read(s).ok);
  if (!context.some(Boolean) || context.every(Boolean)) return undefined;
  const reading = read(all.filter((_, i) => !context[i]).join(' '));
  if (!reading.ok || reading.criterion.kind !== 'place') return undefined;
  const keeps = reading.criterion.clauses.filter((c) => c.polarity === 'keep' && c.concept !== 'any').map((c) => c.concept as Concept);
  const kept = places(keeps);
  if (!kept || reading.criterion.clauses.some((c) => c.polarity === 'keep' && c.concept === 'any')) return undefined;
  for (const [i, sentence] of all.entries()) {
    if (!context[i]) continue;
    const own = named(sentence).filter((c) => c.kind === 'place');
    const said = places(own);
    if (!said || !within(said.countries, kept.countries) || !within(said.states, kept.states)) return undefined;
    // "who only handle Germany, Austria and Switzerland": the restriction must be the instruction's own.
    if (ONLY.test(sentence) && (!own.length || !within(kept.countries, said.countries) || !within(kept.states, said.states)))
      return undefined;
  }
  return reading;
}
