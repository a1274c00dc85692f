/**
 * Thirteenth pass (ADR 0034): a chat thread pasted as the instruction (README.md, "Thirteenth pass") — a line that says it
 * was forwarded or copied ("Fwd from #emea-pipeline:", "Forwarded thread (#dach-roadshow):", "Copied from Slack:", "From
 * the #revops thread:"), then messages "Name: …" (quoted with ">", stamped "[09:12]"), every one a question but the
 * last, which answers it. The answer is the instruction and is read alone; the questions are dropped. Read only when
 * the answer cannot lean on the question:
 * - an answer that says "yes" (or "sure", "yep") takes the question's words, which the rules cannot read: left;
 * - an answer that adds to the question ("Canada too", "both", "also", "as well") or picks "either": left;
 * - an answer that starts "no" / "neither" ("is Kentucky in the Midwest list? — neither.") is read only when it says
 *   what stays by itself ("only", "just", "strictly") or what happens to the rest ("every other state is out"): "no,
 *   keep the US" after "should we drop Canada?" is left.
 * Any other thread (a statement before the answer, a question last, a line that is no message) is left as written, and
 * refused (the forward line names nothing).
 */

const HEADER =
  /^\s*(?:(?:fwd?|forwarded|copied|pasted)\b[^\n]{0,60}|from\s+(?:the\s+)?#[\p{L}\d_-]+(?:\s+(?:thread|channel))?|from\s+(?:the\s+)?(?:slack|teams)\s+(?:thread|channel)(?:\s+\(#[\p{L}\d_-]+\))?)\s*:\s*\n/iu;
/** "> Sophie: …", "[09:14] Sara: …", "Mia: …": a message with its writer (one or two capitalised words). */
const MESSAGE =
  /^\s*(?:>\s*)?(?:\[\s*\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?\s*\]\s*)?\p{Lu}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*)?\s*:\s+(\S.*)$/u;
const YES = /^(?:yes|yeah|yep|yup|sure|correct|right|exactly|absolutely|definitely|of\s+course)\b/iu;
const NO = /^(?:no|nope|neither|nah)\b\s*[.,:;!—-]*\s*/iu;
/** Words that add to what the question named, or pick between its alternatives without naming them. */
const LEANS = /\b(?:too|also|as\s+well|both|either|same|likewise)\b/iu;
/** "both ends included": the bounds of a range, not the question's alternatives. */
const BOTH_ENDS = /\bboth\s+(?:ends|bounds|limits|numbers)\s+(?:included|inclusive)\b/giu;
/** An answer that keeps by itself or says what happens to the rest. */
const SETTLES = /\b(?:only|just|strictly|exclusively|rest|else|other|others|nothing\s+more)\b/iu;

/** The answer of a pasted thread, when it is the instruction by itself (see above); the text as written otherwise. */
export function forwardedThread(text: string): string {
  const header = HEADER.exec(text);
  if (!header) return text;
  const lines = text
    .slice(header[0].length)
    .split('\n')
    .filter((l) => l.trim());
  const messages = lines.map((l) => MESSAGE.exec(l)?.[1]?.trim());
  if (messages.length < 2 || messages.some((m) => m === undefined)) return text;
  const answer = messages.at(-1)!;
  if (!messages.slice(0, -1).every((m) => /\?\s*$/u.test(m!)) || /\?\s*$/u.test(answer)) return text;
  if (YES.test(answer) || LEANS.test(answer.replace(BOTH_ENDS, ''))) return text;
  const no = NO.exec(answer);
  if (!no) return answer;
  const rest = answer.slice(no[0].length);
  return rest && SETTLES.test(rest) ? rest.replace(/^\p{Ll}/u, (c) => c.toUpperCase()) : text;
}
