import type { ResearchCriterion } from '@leadsift/shared';

const MAX_CRITERIA = 10;
const MAX_CRITERION_CHARS = 300;
export const MAX_QUOTE_CHARS = 300;

/**
 * The instructions as a checklist: one criterion per line, bullet, or sentence (";" also separates);
 * bullets and numbering removed, at most 10 (the rest joins the last). Instructions with no break are one criterion.
 */
export function splitCriteria(instructions: string): string[] {
  const parts = instructions
    .split(/\r?\n|;|(?<=[.!?])\s+(?=[A-Z(])/)
    .map((line) =>
      line
        .replace(/^\s*(?:[-*•·]|\d+[.)]|[a-z][.)])\s+/i, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((line) => /[\p{L}\p{N}]/u.test(line));
  if (parts.length === 0) return [instructions.trim().slice(0, MAX_CRITERION_CHARS) || 'Matches the instructions'];
  const head = parts.slice(0, MAX_CRITERIA - 1);
  const rest = parts.slice(MAX_CRITERIA - 1);
  if (rest.length > 0) head.push(rest.join('; '));
  return head.map((c) => c.slice(0, MAX_CRITERION_CHARS));
}

/** Lower-case, curly quotes and dashes straightened, whitespace collapsed: the form quotes are compared in. */
export function normaliseForQuote(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u201a\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A source of evidence: a page read (its whole extracted text) or a search result (title and snippet). */
export type EvidenceSource = { url: string; text: string };

/** URLs compared without fragment and trailing slash. */
function urlKey(url: string): string {
  try {
    const u = new URL(url.trim());
    u.hash = '';
    if (u.pathname.length > 1) u.pathname = u.pathname.replace(/\/+$/, '');
    return u.href;
  } catch {
    return url.trim();
  }
}

export type RawCriterion = { status: ResearchCriterion['status']; quote: string | null; url: string | null };

/**
 * Keeps a quote only when it is found verbatim (normalised as above) in the text of the source it names.
 * A criterion whose quote is dropped becomes `unknown`; `met` needs a kept quote; `not_met` may stand without one.
 */
export function verifyCriteria(
  criteria: readonly string[],
  answers: ReadonlyArray<RawCriterion | undefined>,
  sources: readonly EvidenceSource[],
): ResearchCriterion[] {
  const texts = new Map<string, string>();
  for (const source of sources) {
    const key = urlKey(source.url);
    texts.set(key, `${texts.get(key) ?? ''}\n${normaliseForQuote(source.text)}`);
  }
  return criteria.map((criterion, i) => {
    const answer = answers[i];
    if (!answer) return { criterion, status: 'unknown', quote: null, url: null };
    const quote = answer.quote?.trim().slice(0, MAX_QUOTE_CHARS) ?? '';
    if (!quote) {
      return answer.status === 'not_met'
        ? { criterion, status: 'not_met', quote: null, url: null }
        : { criterion, status: 'unknown', quote: null, url: null };
    }
    const url = answer.url ? urlKey(answer.url) : '';
    const text = texts.get(url);
    const needle = normaliseForQuote(quote);
    if (!text || needle.length < 3 || !text.includes(needle)) return { criterion, status: 'unknown', quote: null, url: null };
    const source = sources.find((s) => urlKey(s.url) === url);
    return { criterion, status: answer.status, quote, url: source?.url ?? url };
  });
}
