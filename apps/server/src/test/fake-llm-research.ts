/**
 * The fake model's research mode (fake-llm.ts): answers a research prompt (site-research/rate-prompt.ts) from the
 * page text in it. Per criterion, the sentence of a page or search result holding most of the criterion's
 * words (4+ letters) is quoted with that page's URL (`met` when it holds at least half of them, else `not_met`
 * with no quote). KEEP when half the criteria are met; relevance 10 × share met; EXCELLENT ≥ 0.8, GOOD ≥ 0.5.
 * With `fabricate`, every quote is replaced by a sentence that is on no page (to prove quotes are checked).
 */
export const FABRICATED_QUOTE = 'We are the world leader in everything and every customer loves us.';

export function isResearchPrompt(prompt: string): boolean {
  return prompt.includes('Criteria (JSON): ') && prompt.includes('=== Page 1: ');
}

type Block = { url: string; text: string };

export function fakeResearchAnswer(prompt: string, options: { fabricate?: boolean } = {}) {
  const criteriaJson = /^Criteria \(JSON\): (.*)$/m.exec(prompt)?.[1] ?? '[]';
  const criteria = (JSON.parse(criteriaJson) as unknown[]).filter((c): c is string => typeof c === 'string');
  const blocks: Block[] = [];
  for (const part of prompt.split(/^=== (?:Page|Search result) \d+: /m).slice(1)) {
    const newline = part.indexOf('\n');
    blocks.push({ url: part.slice(0, newline).trim(), text: part.slice(newline + 1) });
  }
  const sentences = blocks.flatMap((b) =>
    b.text
      .split(/\n+|(?<=[.!?])\s+/)
      .map((s) => s.replace(/^(Title|Description|Headings|Text|Snippet):\s*/, '').trim())
      .filter((s) => s.length >= 3 && s !== '(none)' && !s.includes(' | '))
      .map((s) => ({ url: b.url, sentence: s, lower: s.toLowerCase() })),
  );
  let met = 0;
  const answers = criteria.map((criterion, i) => {
    const words = [...new Set(criterion.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? [])];
    let best: { url: string; sentence: string; hits: number } | undefined;
    for (const s of sentences) {
      const hits = words.filter((w) => s.lower.includes(w)).length;
      if (hits > (best?.hits ?? 0)) best = { url: s.url, sentence: s.sentence, hits };
    }
    if (best && best.hits >= Math.max(1, Math.ceil(words.length / 2))) {
      met++;
      return { number: i + 1, status: 'met', quote: options.fabricate ? FABRICATED_QUOTE : best.sentence.slice(0, 200), url: best.url };
    }
    return { number: i + 1, status: 'not_met', quote: '', url: '' };
  });
  const share = criteria.length > 0 ? met / criteria.length : 0;
  return {
    decision: share >= 0.5 ? 'KEEP' : 'EXCLUDE',
    qualityRanking: share >= 0.8 ? 'EXCELLENT' : share >= 0.5 ? 'GOOD' : 'ACCEPTABLE',
    bonusScore: Math.round(share * 90),
    relevanceScore: Math.round(share * 100) / 10,
    reasoning: `fake: ${met} of ${criteria.length} criteria met on ${blocks.length} pages`,
    criteria: answers,
  };
}
