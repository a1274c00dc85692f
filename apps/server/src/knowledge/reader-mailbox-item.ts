/** A role mailbox or people's own addresses as one item of an instruction (reader.ts). */
import { readEmailItem, type Concept } from './concepts.ts';
import { personOrMailbox } from './reader-mailboxes.ts';

const ROLE = readEmailItem('role addresses')!;
/** People's own addresses are the other side of role addresses ("keep named people" excludes role addresses). */
export function mailboxItem(
  polarity: 'keep' | 'exclude',
  text: string,
): { polarity: 'keep' | 'exclude'; text: string; options: Concept[]; mailbox: 'person' | 'mailbox' } | undefined {
  const no = /^\s*(?:no|not)\s+/iu.exec(text);
  const kind = personOrMailbox(
    text.slice(no?.[0].length ?? 0).replace(/^\s*(?:(?:only|just|the|all|any|keep|those|ones)\s+)+|(?:\s+only)?[\s,.:]*$/giu, ''),
  );
  if (!kind || (no && kind === 'person')) return undefined;
  // "no info@" inside a list excludes, as "no UK" does.
  return {
    polarity: no ? 'exclude' : kind === 'person' ? (polarity === 'keep' ? 'exclude' : 'keep') : polarity,
    text,
    options: [ROLE],
    mailbox: kind,
  };
}
