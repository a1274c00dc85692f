/**
 * What the fake LLM answers, as pure functions of the prompt (see fake-llm.ts for the server).
 *
 * Decisions: the instructions are read for `keep: a, b` and `exclude: c, d` lists (up to `;` or a line end).
 * A value (lower-cased) containing an exclude word → EXCLUDE (confidence 0.95); else containing a keep word →
 * KEEP (0.9); else EXCLUDE 'fake: no keep word' (0.5) — or, when the instructions give only an exclude list,
 * KEEP 'fake: no exclude word' (0.7), as a model reads "exclude X". The answer uses the prompt's own numbers.
 */
import type { Decision } from '@leadsift/shared';

export type FakeDecision = { index: number; decision: Decision; reason: string; confidence: number };
export type AskedValue = { number: number; value: string };

export type DecisionPrompt = { instructions: string; column: string; values: AskedValue[] };

/** Reads a prompt written by model/decision-prompt.ts; null when the text is not one. */
export function parseDecisionPrompt(prompt: string): DecisionPrompt | null {
  const valuesAt = prompt.search(/\n\nValues \(\d+\):\n/);
  if (valuesAt < 0) return null;
  const head = prompt.slice(0, valuesAt);
  const instructions = head.split('Instructions for this column:\n')[1] ?? '';
  const columnLine = /^Column: (".*")$/m.exec(head)?.[1];
  const column = columnLine ? String(JSON.parse(columnLine)) : '';
  const values: AskedValue[] = [];
  for (const match of prompt.slice(valuesAt).matchAll(/^(\d+)\. (".*")$/gm)) {
    values.push({ number: Number(match[1]), value: String(JSON.parse(match[2] ?? '""')) });
  }
  return { instructions, column, values };
}

function wordList(instructions: string, label: 'keep' | 'exclude'): string[] {
  const match = new RegExp(`${label}:\\s*([^;\\n]*)`, 'i').exec(instructions);
  return (match?.[1] ?? '')
    .split(',')
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
}

export function fakeDecide(prompt: DecisionPrompt): FakeDecision[] {
  const keep = wordList(prompt.instructions, 'keep');
  const exclude = wordList(prompt.instructions, 'exclude');
  return prompt.values.map(({ number, value }) => {
    const lower = value.toLowerCase();
    const excluded = exclude.find((w) => lower.includes(w));
    if (excluded) return { index: number, decision: 'EXCLUDE', reason: `fake: contains exclude word "${excluded}"`, confidence: 0.95 };
    const kept = keep.find((w) => lower.includes(w));
    if (kept) return { index: number, decision: 'KEEP', reason: `fake: contains keep word "${kept}"`, confidence: 0.9 };
    if (keep.length === 0 && exclude.length > 0)
      return { index: number, decision: 'KEEP', reason: 'fake: no exclude word', confidence: 0.7 };
    return { index: number, decision: 'EXCLUDE', reason: 'fake: no keep word', confidence: 0.5 };
  });
}

/** Website analysis: context and one example per column, from the prompt of model/website-prompt.ts. */
export function fakeWebsiteAnswer(prompt: string): { context: string; columnExamples: Array<{ column: string; example: string }> } {
  const title = /^Title: (.*)$/m.exec(prompt)?.[1] ?? '(none)';
  const columnsJson = /^Columns \(JSON\): (.*)$/m.exec(prompt)?.[1] ?? '[]';
  const columns = (JSON.parse(columnsJson) as unknown[]).filter((c): c is string => typeof c === 'string');
  return {
    context: `Fake summary of ${title}`,
    columnExamples: columns.map((column) => ({ column, example: `keep: ${column.toLowerCase()}` })),
  };
}

/** Mulberry32: a small seeded generator, so fault sequences repeat run after run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
