/**
 * Sixteenth pass (ADR 0034; README.md, "Sixteenth pass"): the rest named first, its verb after it, and examples after
 * that — "Everything else should be excluded, including other rich countries like Australia", "Anything else goes,
 * including the UK and the Balkan countries that haven't joined yet", "Companies everywhere else should be removed".
 * Such a sentence is read as "Exclude everything else, including …". Its examples are part of the rest whatever they
 * are, so when the rules cannot read them ("the Balkan countries that haven't joined yet") they are passed over and
 * the sentence is read as "Exclude everything else"; examples the rules do read stay, so one that the instruction
 * keeps is still refused as a contradiction.
 */
type Reading = { ok: boolean };

const SUBJECT = String.raw`(?:(?:(?:companies|leads|accounts|contacts|businesses|firms)\s+(?:from\s+|in\s+|based\s+)?)?(?:everything|anything|everyone|anyone|everywhere|anywhere|all\s+the\s+rest|the\s+rest)(?:\s+else)?|(?:every|any|all)\s+other\s+\p{L}+|(?:everything|everyone|anything|anyone)\s+outside\s+(?:the|that|this|our)\s+(?:group|list|region|territory|sector|set))`;
const VERB = String.raw`(?:goes|go|(?:is|are)\s+out|(?:should|must|can|will)\s+(?:go|come\s+off|be\s+(?:removed|excluded|dropped|deleted|taken\s+(?:off|out)|filtered\s+out))|(?:is|are|gets?)\s+(?:removed|excluded|dropped)|comes?\s+off(?:\s+the\s+list)?)`;
const EXAMPLE_WORDS = String.raw`(?:including|even|such\s+as|like|plus|especially)`;
/**
 * "Everything else should be excluded, including …" as a sentence of its own, or after "; " or ", and"; the examples
 * may come inside the subject too ("every other country, the rest of Europe included, gets removed").
 */
const REST_FIRST = new RegExp(
  String.raw`(^|[.;!?]\s+|,\s+and\s+|;\s*)${SUBJECT}(?:\s*,\s*(?<inside>[^,.;!?]+?)\s+included\s*,)?\s+${VERB}(?:\s*,\s*(?<after>${EXAMPLE_WORDS}\b[^.;!?]*))?`,
  'giu',
);

type Groups = { inside?: string; after?: string };
/** A match's examples, without the word that introduces them; undefined when it names none. */
const examplesOf = (g: Groups) => g.inside ?? g.after?.replace(new RegExp(`^\\s*${EXAMPLE_WORDS}\\s+`, 'iu'), '');

/** The text with its rest-first sentences turned round, with their examples (`keepExamples`) or without them. */
function turned(written: string, keepExamples: boolean): string {
  return written.replace(REST_FIRST, (whole: string, before: string, ...rest: unknown[]) => {
    const examples = examplesOf(rest.at(-1) as Groups);
    if (examples === undefined) return whole;
    const verb = before.trim() === '' || /[.!?]\s*$/u.test(before) ? 'Exclude' : 'exclude';
    return `${before}${verb} everything else${keepExamples ? `, including ${examples}` : ''}`;
  });
}

/** The reading of the text with its rest-first sentences turned round; undefined when it has none or still fails. */
export function restFirst<R extends Reading>(written: string, read: (text: string) => R): R | undefined {
  REST_FIRST.lastIndex = 0;
  if (!REST_FIRST.test(written)) return undefined;
  const whole = read(turned(written, true));
  if (whole.ok) return whole;
  // Without the examples only when none of them is read: an example the rules read may contradict a keep.
  const examples = [...written.matchAll(REST_FIRST)].flatMap((m) => examplesOf(m.groups as Groups) ?? []);
  if (!examples.length) return undefined;
  if (examples.some((e) => read(`Exclude ${e}`).ok)) return undefined;
  const bare = read(turned(written, false));
  return bare.ok ? bare : undefined;
}
