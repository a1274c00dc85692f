/**
 * Sentences that say what to do with a list at their END ("Marketing, Finance and HR → delete", "the UK and
 * Switzerland are out", "directors and up stay", "managers should be removed"): the offline matcher reads
 * keywords before the words they govern, so such a sentence is rewritten to "exclude …" / "keep …" first.
 * Without it the list was read with the default polarity (keep) and a value the sentence excludes was kept
 * with confidence ("lets the keyword matcher keep 'UK' because the sentence mentions it to exclude it").
 */

const ARROW = String.raw`(?:\s*(?:→|->|=>|:|=|-|—)\s*|\s+)`;

/** "… are out", "… is out of scope", "… should be removed", "… all go", "→ delete", "… comes off". */
const TRAILING_EXCLUDE = new RegExp(
  String.raw`^(.*?)(?:` +
    String.raw`\s+(?:are|is|get|gets|should\s+be|must\s+be|can\s+be|will\s+be|to\s+be)\s+(?:out(?:\s+of\s+scope)?|excluded|removed|deleted|dropped|not\s+(?:wanted|included|a\s+fit|in\s+scope|allowed)|off[-\s]limits|a\s+no[-\s]go)` +
    String.raw`|\s+(?:all\s+|can\s+|should\s+|must\s+)?(?:go|goes|come\s+off|comes\s+off)` +
    String.raw`|${ARROW}(?:delete|remove|drop|exclude|out)(?:\s+(?:it|them|the\s+rows?|rows?))?` +
    String.raw`)\s*$`,
  'iu',
);

/** "… stay", "… stays", "… can stay", "→ keep", "… qualify", "… are in". */
const TRAILING_KEEP = new RegExp(
  String.raw`^(.*?)(?:` +
    String.raw`\s+(?:all\s+|can\s+|should\s+|must\s+)?(?:stay|stays|qualify|qualifies)` +
    String.raw`|\s+(?:are|is)\s+in(?:\s+scope)?` +
    String.raw`|${ARROW}(?:keep|include|yes)(?:\s+(?:it|them|the\s+rows?|rows?))?` +
    String.raw`)\s*$`,
  'iu',
);

/** The sentence with a trailing verb moved to its front ("exclude Marketing, Finance"), or as it was. */
export function frontTrailingVerb(sentence: string): string {
  const exclude = TRAILING_EXCLUDE.exec(sentence);
  if (exclude?.[1]?.trim()) return ` exclude ${exclude[1]}`;
  const keep = TRAILING_KEEP.exec(sentence);
  if (keep?.[1]?.trim()) return ` keep ${keep[1]}`;
  return sentence;
}
