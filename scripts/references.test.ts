import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { leftovers, rewrite, trackedTextFiles } from './rewrite-references.mjs';

// A newcomer follows every reference: nothing in the repository points at a document outside it (the
// specification and design notes the app was first built from, issue numbers), every section or ADR that code
// cites exists, and every document is linked, at most two clicks from the README.
const root = path.resolve(import.meta.dirname, '..');
const files = trackedTextFiles(root);
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const markdown = files.filter((f) => f.endsWith('.md'));

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens; repeats get -1, -2 … */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  for (const heading of withoutCode(read(file)).matchAll(/^#{1,6} (.+)$/gm)) {
    const text = heading[1]!.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/<[^>]+>/g, '');
    const slug = text
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    let unique = slug;
    for (let n = 1; anchors.has(unique); n++) unique = `${slug}-${n}`;
    anchors.add(unique);
  }
  return anchors;
}

/** Markdown without fenced blocks and inline code, where a link is not a link. */
function withoutCode(text: string): string {
  return text.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The relative links of a Markdown file: [target file, anchor]. */
function linksOf(file: string): { target: string; anchor: string | undefined; raw: string }[] {
  return [...withoutCode(read(file)).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((m) => m[1]!)
    .filter((raw) => !/^[a-z][a-z+.-]*:/i.test(raw))
    .map((raw) => {
      const [target, anchor] = raw.split('#') as [string, string | undefined];
      return { target: target ? path.normalize(path.join(path.dirname(file), decodeURI(target))) : file, anchor, raw };
    });
}

describe('references', () => {
  it('no tracked file refers to a document outside the repository', () => {
    const left = files.flatMap((file) => leftovers(read(file)).map(({ line, text }) => `${file}:${line}: ${text.trim()}`));
    expect(left, 'run node scripts/rewrite-references.mjs').toEqual([]);
  });

  it('every docs/…md#section and ADR that a tracked file cites exists', () => {
    const adrs = new Set(readdirSync(path.join(root, 'docs/decisions')).map((f) => f.slice(0, 4)));
    const missing: string[] = [];
    for (const file of files) {
      const text = read(file);
      for (const [, doc, anchor] of text.matchAll(/(?<![\w/.-])(docs\/[\w/.-]+\.md)(?:#([\w-]+))?/g)) {
        if (!existsSync(path.join(root, doc!))) missing.push(`${file}: ${doc}`);
        else if (anchor && !anchorsOf(doc!).has(anchor)) missing.push(`${file}: ${doc}#${anchor}`);
      }
      for (const [, n] of text.matchAll(/\bADRs? (\d{4})\b/g)) if (!adrs.has(n!)) missing.push(`${file}: ADR ${n}`);
    }
    expect(missing).toEqual([]);
  });

  it('every relative link in README.md and docs/ resolves, anchors included', () => {
    const broken = markdown
      .filter((f) => f === 'README.md' || f.startsWith('docs/'))
      .flatMap((file) =>
        linksOf(file)
          .filter(
            ({ target, anchor }) =>
              !existsSync(path.join(root, target)) || (anchor && target.endsWith('.md') && !anchorsOf(target).has(anchor)),
          )
          .map(({ raw }) => `${file}: ${raw}`),
      );
    expect(broken).toEqual([]);
  });

  it('every document is at most two clicks from README.md', () => {
    const depth = new Map<string, number>([['README.md', 0]]);
    const queue = ['README.md'];
    while (queue.length > 0) {
      const file = queue.shift()!;
      if (depth.get(file)! >= 2) continue;
      for (const { target } of linksOf(file)) {
        if (target.endsWith('.md') && existsSync(path.join(root, target)) && !depth.has(target)) {
          depth.set(target, depth.get(file)! + 1);
          queue.push(target);
        }
      }
    }
    expect(markdown.filter((f) => !depth.has(f))).toEqual([]);
  });

  it('README.md stays an entry: under 15 KB, with the test command CI runs', () => {
    const readme = read('README.md');
    expect(Buffer.byteLength(readme)).toBeLessThan(15 * 1024);
    expect(readme).toMatch(/^npm test {2,}# every suite/m);
  });
});

describe('scripts/rewrite-references.mjs', () => {
  it('turns outside references into ones that resolve, and leaves its own output alone', () => {
    const cases: [string, string][] = [
      ['/** SPEC §9: job lists are polled every 5 s. */', '/** docs/product.md#limits: job lists are polled every 5 s. */'],
      ['(SPEC §2/§4)', '(docs/product.md#screens and docs/product.md#states)'],
      ["with SPEC §8's message.", 'with the message of docs/product.md#messages.'],
      ["it('refuses bad requests with SPEC texts', …", "it('refuses bad requests with the documented texts', …"],
      ['Limits of an upload (issue 29).', 'Limits of an upload (ADR 0032).'],
      ['The storage quota (issue 29): over it', 'The storage quota (ADR 0033): over it'],
      ['Model-assisted reading (issue 39, ADR 0034).', 'Model-assisted reading (ADR 0034).'],
      ['// Issue 25: a session that disabling ended', '// A session that disabling ended'],
      ['the held-apart sets of issue 39 (real values', 'the held-apart sets (real values'],
      ['the pg-boss trap of DESIGN §6).', 'the pg-boss trap of docs/development.md#known-traps).'],
      ['// Import direction (STYLE.md): shared', '// Import direction (docs/development.md#conventions): shared'],
    ];
    for (const [before, after] of cases) {
      expect(rewrite(before)).toBe(after);
      expect(rewrite(after)).toBe(after);
      expect(leftovers(after)).toEqual([]);
    }
  });
});
