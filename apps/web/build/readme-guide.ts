import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Marked } from 'marked';
import type { Plugin } from 'vite';

/*
 * `virtual:readme-guide`: the sections of docs/automation.md the in-app "Automate it" page shows, rendered to HTML
 * by `marked` at build time. The web chunk carries only these sections' HTML, never the whole guide, and the
 * examples stay the text a test runs against a server (webhooks/readme-examples.test.ts).
 */
const id = 'virtual:readme-guide';
const resolvedId = `\0${id}`;
const guidePath = path.resolve(import.meta.dirname, '../../../docs/automation.md');

/** The body of the `## title` section of a Markdown text (without its heading), up to the next `## `. */
export function sectionOf(markdown: string, title: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === `## ${title}`);
  if (start < 0) throw new Error(`docs/automation.md has no "## ${title}" section for the in-app guide`);
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/**
 * Markdown → HTML (GitHub-flavoured: tables, fenced code), its headings moved up `shift` levels so that they follow
 * the page's own (the guide's `###` under the page's `h1` becomes an `h2`).
 */
export function renderMarkdown(markdown: string, shift = 0): string {
  const renderer = new Marked({
    gfm: true,
    walkTokens(token) {
      if (token.type === 'heading') token.depth = Math.max(1, Math.min(6, token.depth - shift));
    },
  });
  return renderer.parse(markdown, { async: false });
}

/** The guide's sections as HTML: "Automate it" under the page's h1, the AI assistant section under an h2. */
export function renderGuide(markdown: string): { automate: string; assistants: string } {
  return {
    automate: renderMarkdown(sectionOf(markdown, 'Automate it'), 1),
    assistants: renderMarkdown(sectionOf(markdown, 'Use LeadSift from an AI assistant'), 0),
  };
}

export function readmeGuide(): Plugin {
  return {
    name: 'leadsift-readme-guide',
    resolveId: (source) => (source === id ? resolvedId : undefined),
    load(loadedId) {
      if (loadedId !== resolvedId) return undefined;
      this.addWatchFile(guidePath);
      const { automate, assistants } = renderGuide(readFileSync(guidePath, 'utf8'));
      return `export const automate = ${JSON.stringify(automate)};\nexport const assistants = ${JSON.stringify(assistants)};\n`;
    },
  };
}
