/**
 * Twelfth pass (ADR 0034): the criterion inside sentences about something else, from the eleventh held-apart round
 * (`eval/phrasing11.json`; README.md, "Twelfth pass") — "I pulled this export from Apollo on Monday …, sorry about that.",
 * "Half the team is at the Singapore summit this week so replies will be slow.", "We finally opened the Nairobi and
 * Lagos offices …" before the instruction. A sentence is passed over as context only when it neither asks nor
 * restricts (no verb of keeping or removing, no "only", "not", "never", "can" …), the reader refuses it alone, and it
 * names nothing of the kind the instruction is about — a place only when the instruction keeps it ("Singapore" beside
 * "keep Asia"). Anything else keeps the whole text refused, as before.
 */
import type { Concept, PlaceConcept } from './concepts.ts';
import { readItem } from './reader-items.ts';

type Reading =
  { ok: true; criterion: { kind: string; clauses: Array<{ polarity: string; concept: Concept | 'any' }> } } | { ok: false; reason: string };

/**
 * Words that ask, restrict or rank, and the marks of a field or a list: a sentence with one of them may be part of the
 * instruction, and is never passed over.
 */
const ASKS =
  /\b(?:keep|remove|drop|delete|exclude|include|want|wants|need|needs|target|targets|targeting|focus\p{L}*|filter|limit|leave|clear|take|trim|only|just(?!\s+\p{L}+ed\b)|solely|exclusively|stay|stays|out|go|goes|cut|skip|ignore|avoid|interested|prefer|priorit\p{L}*|not|no|non|never|none|nothing|can|cannot|must|should|may|except|outside|but|other|others|rest|else|every|any|all|qualif\p{L}*|disqualif\p{L}*|dq|lead|leads|icp|ideal|good|bad|fit|best|top|first|priority|priorities|preferred|bonus|plus)\b|n't\b|[@:=<>→]/iu;
/** Sentences, at a sentence mark before a capital. */
export const SENTENCE = /(?<=[.!?])\s+(?=["'“]?\p{Lu})/u;

/** A sentence's words, marks other than @, apostrophes and hyphens dropped. */
export const wordsOf = (sentence: string): string[] =>
  sentence
    .replace(/[^\p{L}\d@'’ -]+/gu, ' ')
    .split(/\s+/u)
    .filter(Boolean);

/** What a sentence's words name: every run of one to three words the rules read. */
function named(sentence: string): Concept[] {
  const words = wordsOf(sentence);
  const out: Concept[] = [];
  for (let n = 3; n >= 1; n--)
    for (let i = 0; i + n <= words.length; i++) {
      const words_ = words.slice(i, i + n).join(' ');
      // "it", "us", "in": pronouns and prepositions in lower case name nothing.
      if (n === 1 && words_.length <= 2 && words_ === words_.toLowerCase()) continue;
      out.push(...readItem(words_));
    }
  return out;
}

function keptCountries(reading: Reading & { ok: true }): Set<string> {
  const kept = new Set<string>();
  for (const c of reading.criterion.clauses)
    if (c.polarity === 'keep' && c.concept !== 'any' && c.concept.kind === 'place')
      for (const country of (c.concept as PlaceConcept).countries ?? []) kept.add(country);
  return kept;
}

/**
 * The reading of the text without its context sentences, when it has some and the rest reads; undefined otherwise.
 * `read` is the reader itself (readInstructions).
 */
export function withoutContext<R extends Reading>(written: string, read: (text: string) => R): R | undefined {
  const all = written.trim().split(SENTENCE);
  if (all.length < 2) return undefined;
  // A short line ("Sr.", "Best markets: Germany") is a value or a label, never context.
  const context = all.map((s) => s.trim().split(/\s+/u).length >= 6 && !ASKS.test(s) && !read(s).ok);
  if (!context.some(Boolean) || context.every(Boolean)) return undefined;
  const reading = read(all.filter((_, i) => !context[i]).join(' '));
  if (!reading.ok) return undefined;
  const kind = reading.criterion.kind;
  const kept = keptCountries(reading);
  for (const [i, sentence] of all.entries()) {
    if (!context[i]) continue;
    for (const concept of named(sentence)) {
      if (concept.kind !== kind) continue;
      // "the Singapore summit" beside "keep Asia": where someone is, inside what is kept.
      const countries = concept.kind === 'place' ? concept.countries : undefined;
      if (!countries || ![...countries].every((c) => kept.has(c))) return undefined;
    }
  }
  return reading;
}

/**
 * "germany austria", "california oregon", "the US canada the uk france": names of places dictated without commas. Read
 * as a list only when every word belongs to a place name (the longest first, "the" before one allowed) and there are
 * two of them or more; otherwise undefined, and the item is refused as before.
 */
export function placeRun(text: string): Concept[][] | undefined {
  const words = text.trim().split(/\s+/u);
  // Words only: "Oceania <> Asia" is no list of names.
  if (words.length < 2 || !words.every((w) => /^[\p{L}'’-]+$/u.test(w))) return undefined;
  const out: Concept[][] = [];
  for (let i = 0; i < words.length;) {
    const the = /^the$/iu.test(words[i]!) ? 1 : 0;
    let found = 0;
    for (let n = Math.min(3, words.length - i - the); n >= 1 && !found; n--) {
      const piece = words.slice(i + the, i + the + n).join(' ');
      // A lower-case word of two letters is a word ("in", "or"), not a code — unless "the" is before it ("the uk").
      if (n === 1 && !the && piece.length <= 2 && piece === piece.toLowerCase()) continue;
      const read = readItem(piece);
      if (read.length && read.every((c) => c.kind === 'place')) {
        out.push(read);
        found = the + n;
      }
    }
    if (!found) return undefined;
    i += found;
  }
  return out.length >= 2 ? out : undefined;
}
