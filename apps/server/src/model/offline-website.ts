import { isFillerWord, normalise } from '@leadsift/shared';
import type { PageForPrompt, WebsiteAnalysis } from './website-prompt.ts';

export const OFFLINE_CONTEXT_PREFIX = 'Offline summary (no AI model configured): ';

const MARKETING_WORDS = new Set(
  'your more best free home about contact page welcome learn read start started today now new get make help helps every our us use using what how why teams team itself runs run mid sized size small large simple easy fast powerful modern leading world built made'.split(
    ' ',
  ),
);

/** Context from the page's own words (title, description, headings), labelled as offline. */
export function offlineContext(page: PageForPrompt): string {
  const sentences: string[] = [];
  if (page.title) sentences.push(endSentence(page.title));
  if (page.description && page.description !== page.title) sentences.push(endSentence(page.description));
  else if (page.text) sentences.push(endSentence(page.text.split('\n').find((line) => line.length > 40) ?? page.text.slice(0, 300)));
  const topics = page.headings.filter((h) => h !== page.title).slice(0, 5);
  if (topics.length) sentences.push(`Topics on the site: ${topics.join('; ')}.`);
  const body = sentences.join(' ').trim();
  return body ? `${OFFLINE_CONTEXT_PREFIX}${body}` : '';
}

/** The site's most frequent meaningful words, most frequent first (title words count double, the brand from the host name not at all). */
export function siteKeywords(page: PageForPrompt, limit = 5): string[] {
  const brand = new Set(hostLabels(page.url));
  const counts = new Map<string, number>();
  const count = (text: string, weight: number) => {
    for (const word of normalise(text).split(/[^\p{L}\p{N}]+/u)) {
      if (word.length < 3 || /^\d+$/.test(word) || isFillerWord(word) || MARKETING_WORDS.has(word) || brand.has(word)) continue;
      counts.set(word, (counts.get(word) ?? 0) + weight);
    }
  };
  count(page.title, 2);
  count(page.description, 1);
  for (const heading of page.headings) count(heading, 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([word]) => word);
}

/** A starting instruction per column from its name, written so the offline matcher can read it ('' when nothing fits). */
export function offlineColumnExample(column: string, keywords: readonly string[]): string {
  const name = normalise(column);
  if (/e-?mail/.test(name)) return 'exclude: gmail.com, yahoo.com, hotmail.com, outlook.com';
  if (/title|role|position|job|seniority|function/.test(name)) {
    return 'keep: CEO, founder, owner, director, head, VP, manager; exclude: intern, student, assistant';
  }
  if (/country|location|region|city|state|geo|market/.test(name)) return 'keep: United States, Canada, United Kingdom';
  if (/size|employee|headcount|staff|revenue/.test(name)) return 'keep: 11-50, 51-200, 201-500; exclude: 1-10';
  if (/website|url|domain|linkedin/.test(name)) return 'exclude: facebook.com, linkedin.com, example.com';
  if (/company|account|organi[sz]ation|name/.test(name)) return 'exclude: test, demo, sample';
  return keywords.length ? `keep: ${keywords.join(', ')}` : '';
}

export function offlineWebsiteAnalysis(page: PageForPrompt, columns: readonly string[]): WebsiteAnalysis {
  const keywords = siteKeywords(page);
  const columnExamples: Record<string, string> = {};
  for (const column of columns) {
    const example = offlineColumnExample(column, keywords);
    if (example) columnExamples[column] = example;
  }
  return { context: offlineContext(page), columnExamples };
}

function hostLabels(url: string): string[] {
  try {
    return normalise(new URL(url).hostname).split('.');
  } catch {
    return [];
  }
}

function endSentence(text: string): string {
  const trimmed = text.trim().slice(0, 400);
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
