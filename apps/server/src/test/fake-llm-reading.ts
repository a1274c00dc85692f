/**
 * The fake LLM's answer to a reading prompt (model/reading-prompt.ts): a scripted restatement of
 * the instructions, looked up by their exact text; instructions with no script get "" (the model says it
 * cannot restate them), as a careful model would.
 */
export type ReadingPrompt = { column: string; instructions: string };

/** Reads a prompt written by model/reading-prompt.ts; null when the text is not one. */
export function parseReadingPrompt(prompt: string): ReadingPrompt | null {
  if (!prompt.startsWith('Rule language (one sentence per line):')) return null;
  const columnLine = /^Column: (".*")$/m.exec(prompt)?.[1];
  const instructions = /Instructions to restate:\n([\s\S]*?)\n\nAnswer with/.exec(prompt)?.[1] ?? '';
  return { column: columnLine ? String(JSON.parse(columnLine)) : '', instructions };
}

export function fakeReadingAnswer(prompt: ReadingPrompt, restatements: Readonly<Record<string, string>>): { restatement: string } {
  return { restatement: restatements[prompt.instructions.trim()] ?? '' };
}
