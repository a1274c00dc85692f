#!/usr/bin/env node
// Rewrites references to documents outside the repository — "SPEC §N", "SPEC", "DESIGN.md §N", "STYLE.md",
// "issue N" — in every tracked text file into references that resolve inside it (a section of docs/product.md,
// a guide, an ADR), or drops them where the sentence stands on its own. The mapping is
// scripts/reference-map.json: SPEC and DESIGN sections → anchors, issues → the ADR or doc of that feature, and
// exact phrases rewritten first (sentences the generic rules would garble). Re-run it after merging other
// branches: it changes only what still points outside, and lists what it could not rewrite.
//
//   node scripts/rewrite-references.mjs                  rewrite tracked files in place; exit 1 if references are left
//   node scripts/rewrite-references.mjs --check          write nothing; exit 1 if a file would change or a reference is left
//   node scripts/rewrite-references.mjs [--check] FILE…  only these files
// scripts/references.test.ts fails while an outside reference is left in a tracked file.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const map = JSON.parse(readFileSync(path.join(root, 'scripts/reference-map.json'), 'utf8'));

/** Files that spell the patterns out themselves, so they are never rewritten or checked. */
export const selfFiles = [
  'scripts/rewrite-references.mjs',
  'scripts/rewrite-references.d.mts',
  'scripts/reference-map.json',
  'scripts/references.test.ts',
];
const textFile = /\.(ts|tsx|js|mjs|cjs|md|json|sql|sh|ya?ml|css|html)$|(^|\/)(Dockerfile|run|\.env\.example)$/;

/** An outside reference: what scripts/references.test.ts refuses. */
export const outsidePattern = /\bSPEC\b|\bDESIGN(\.md)? §|\bDESIGN\.md\b|\bSTYLE\.md\b|\b[Ii]ssues? \d+/;

/** Tracked text files, the ones holding the patterns excepted. */
export function trackedTextFiles(cwd = root) {
  return execFileSync('git', ['ls-files', '-z'], { cwd, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && textFile.test(f) && !selfFiles.includes(f));
}

const issueRef = String.raw`[Ii]ssues? (\d+)(?:(?:,| and) \d+)*(?:,? (?:part|parts|item|items) \d+(?:(?:,| and|–|-) ?\d+)*)?`;
const specRef = String.raw`SPEC §(\d+)(?:\.\d+)?((?:(?:/|, | and )§\d+)*)`;
const isIssueItem = (item) => new RegExp(`^${issueRef}$`).test(item.trim());
const isPartItem = (item) => /^(?:part|parts|item|items) \d/.test(item.trim());

function specTarget(n) {
  if (!map.spec[n]) throw new Error(`scripts/reference-map.json has no SPEC §${n}`);
  return map.spec[n];
}

/** "§2/§4" → every section's target, joined. */
function specTargets(first, tail) {
  const numbers = [first, ...[...(tail ?? '').matchAll(/§(\d+)/g)].map((m) => m[1])];
  return [...new Set(numbers.map(specTarget))].join(' and ');
}

/** The ADR or doc an issue stands for on this line (null: none, drop it). */
function issueTarget(n, line) {
  const entry = map.issues[n];
  if (!Array.isArray(entry)) return entry ?? null;
  return entry.find(([pattern]) => new RegExp(pattern, 'i').test(line))?.[1] ?? null;
}

/** Whether `target` is already named where it would go: on the line, or the file is that ADR. */
function alreadyThere(target, line, file) {
  const adr = /^ADR (\d{4})$/.exec(target)?.[1];
  if (adr) return line.includes(adr) || path.basename(file ?? '').startsWith(`${adr}-`);
  return line.includes(target);
}

/** One parenthesis: its issue items go; alone, it becomes the issue's target, or goes with the space before it. */
function rewriteParenthesis(whole, space, inner, line, file) {
  const items = inner.split(/(?:,|;) /);
  if (!items.some(isIssueItem)) return whole;
  const kept = items.filter((item, i) => !isIssueItem(item) && !(isPartItem(item) && i > 0 && isIssueItem(items[i - 1])));
  if (kept.length > 0) return `${space}(${kept.join(', ')})`;
  const target = issueTarget(new RegExp(issueRef).exec(inner)[1], line);
  return !target || alreadyThere(target, line, file) ? '' : `${space}(${target})`;
}

/** `text` with every outside reference the map can place rewritten. `file` (repository path) keeps an ADR from citing itself. */
export function rewrite(text, file) {
  let out = text;
  for (const [from, to] of map.phrases) out = out.split(from).join(to);
  out = out.replace(/,? beyond SPEC\b/g, '');
  // Issue references in parentheses, alone or among others: "(issue 29)", "(issue 39, ADR 0034)".
  out = out
    .split('\n')
    .map((line) => line.replace(/(\s?)\(([^()]*?)\)/g, (whole, space, inner) => rewriteParenthesis(whole, space, inner, line, file)))
    .join('\n');
  // A label at the start of a line, comment or title: "-- Issue 29: stored uploads…", "it('issue 39: …", "(issue 15: the …".
  out = out.replace(
    new RegExp(String.raw`(^|[-/*#>'"\`(|] ?)${issueRef}: (\S)`, 'gm'),
    (m, before, _n, first) => before + (m.slice(before.length).startsWith('I') ? first.toUpperCase() : first),
  );
  // What an issue asked for, in a decision record's context.
  out = out.replace(new RegExp(String.raw`\b${issueRef} asks (for|that)(\s)`, 'g'), (m, _n, how, space) => {
    const words = how === 'for' ? 'the product needs' : 'it is required that';
    return (m.startsWith('I') ? words[0].toUpperCase() + words.slice(1) : words) + space;
  });
  // Beside a reference that resolves, or as a tag: "SPEC §6 and issue 4", "the sets of issue 39", "(issue 38, item 2".
  out = out.replace(new RegExp(String.raw`((?:docs/[\w./#-]+|ADR \d{4}|SPEC §[\d/§]+)) and ${issueRef}`, 'g'), '$1');
  out = out.replace(new RegExp(String.raw` (?:of|for|after|in) ${issueRef}(?=[\s).,;:'"])`, 'g'), '');
  out = out.replace(new RegExp(String.raw`\(${issueRef}, `, 'g'), '(');
  out = out.replace(new RegExp(String.raw`[,;] ${issueRef}(?=[).,;:\s])`, 'g'), '');
  // DESIGN and STYLE.
  out = out.replace(/\bDESIGN(?:\.md)? §(\d+)/g, (_m, n) => map.design[n] ?? map.design['*']);
  out = out.replace(/\bDESIGN\.md\b/g, map.design['*']);
  out = out.replace(/\bSTYLE\.md\b/g, map.style);
  // SPEC §N, with the phrasings that would read badly as a path.
  const nouns = map.specNouns.join('|');
  const nounOf = (pattern) => {
    out = out.replace(new RegExp(pattern, 'g'), (...m) => {
      const [, n, tail, noun] = m;
      const before = m.at(-1).slice(0, m.at(-2));
      return `${/(^|\n|\/\*\* |\/\/ )$/.test(before) ? 'The' : 'the'} ${noun} of ${specTargets(n, tail)}`;
    });
  };
  nounOf(String.raw`\b[Tt]he ${specRef} (${nouns})\b`);
  nounOf(String.raw`\b${specRef}'s (${nouns})\b`);
  nounOf(String.raw`\b${specRef} (${nouns})(?=[.,;:)'"\n]| on\b| and\b| to\b)`);
  out = out.replace(new RegExp(String.raw`\b${specRef}`, 'g'), (_m, n, tail) => specTargets(n, tail));
  // SPEC alone: the product as docs/product.md documents it (no apostrophe: the words often sit in a quoted string).
  out = out.replace(/\bSPEC['’]s\b/g, 'the documented');
  out = out.replace(/\b([Tt])he SPEC\b/g, '$1he documented');
  out = out.replace(new RegExp(String.raw`\bSPEC (?=(?:${map.specVerbs.join('|')})\b)`, 'g'), 'docs/product.md ');
  out = out.replace(/\bSPEC (?=['\w])/g, 'the documented ');
  out = out.replace(/\bSPEC\b/g, 'docs/product.md');
  return out.replace(/(^|\/\*\* |\/\/ |\. )the documented\b/gm, '$1The documented');
}

/** The lines of `text` that still hold an outside reference. */
export function leftovers(text) {
  return text
    .split('\n')
    .map((line, i) => ({ line: i + 1, text: line }))
    .filter(({ text: line }) => outsidePattern.test(line));
}

function main() {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const only = args.filter((a) => !a.startsWith('--'));
  const rewritten = [];
  let left = 0;
  for (const file of only.length ? only : trackedTextFiles()) {
    const before = readFileSync(path.join(root, file), 'utf8');
    const after = rewrite(before, file);
    if (after !== before) {
      rewritten.push(file);
      if (!check) writeFileSync(path.join(root, file), after);
      console.log(`${check ? 'would rewrite' : 'rewrote'} ${file}`);
    }
    for (const { line, text } of leftovers(after)) {
      left++;
      console.log(`left: ${file}:${line}: ${text.trim()}`);
    }
  }
  // A rewritten line may now be longer, or a string no longer need its other quotes: Prettier settles the code files.
  const code = rewritten.filter((f) => /\.(ts|tsx|js|mjs|cjs|json)$/.test(f));
  if (!check && code.length > 0)
    execFileSync(path.join(root, 'node_modules/.bin/prettier'), ['--write', '--log-level=warn', ...code], { cwd: root, stdio: 'inherit' });
  console.log(
    `${rewritten.length} file(s) ${check ? 'to rewrite' : 'rewritten'}, ${left} reference(s) left (add a phrase to scripts/reference-map.json)`,
  );
  process.exitCode = left > 0 || (check && rewritten.length > 0) ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) main();
