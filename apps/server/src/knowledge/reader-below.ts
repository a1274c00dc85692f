/**
 * Sixteenth pass (ADR 0034; README.md, "Sixteenth pass"): "Remove anyone below the C-suite, but keep founders and
 * managing directors", "Exclude everyone below VP, but keep founders". The exclusion of the levels below a line says
 * the levels above it stay; the keeps beside it only add founders, owners or a title phrase. Read as the clauses
 * were written (exclude below, keep founders), the C-suite itself fell outside every keep and was excluded, at full
 * confidence. The levels above the line are kept too. Keeps of a function or a level ("keep sales people") leave the
 * reading as it was: whether they narrow the line or add to it is not said.
 */
import type { Concept } from './concepts.ts';
import { LEVEL_LABELS, LEVELS, type Level } from './title-patterns.ts';

type Clause = { polarity: 'keep' | 'exclude'; concept: Concept | 'any'; exception?: true };
type Title = Concept & { kind: 'title' };
const isTitle = (c: Clause): c is Clause & { concept: Title } => c.concept !== 'any' && c.concept.kind === 'title';

/** The levels above a downward line ("VP and below": the C-suite), when the group is such a line alone. */
function above(concept: Title): Level[] | undefined {
  const g = concept.group;
  if (g.flag || g.functions || g.phrase || g.seniorOnly || !g.levels.size) return undefined;
  const n = g.levels.size;
  if (n >= LEVELS.length || !LEVELS.slice(0, n).every((l) => g.levels.has(l))) return undefined;
  return LEVELS.slice(n);
}

/** The clauses with the levels above an excluded line kept, when every keep beside it only adds flagged titles. */
export function keepAboveLine<C extends Clause>(clauses: C[]): C[] {
  const lines = clauses.filter((c) => c.polarity === 'exclude' && isTitle(c));
  if (lines.length !== 1) return clauses;
  const kept = above(lines[0]!.concept as Title);
  // An exception ("… unless they're a founder") carves out of the exclusion and keeps the rest already.
  const keeps = clauses.filter((c) => c.polarity === 'keep');
  if (keeps.some((c) => c.exception)) return clauses;
  if (!kept || !keeps.length || !keeps.every((c) => isTitle(c) && (c.concept.group.flag || c.concept.group.phrase))) return clauses;
  const from = kept[0]!;
  const label = `${LEVEL_LABELS[from]}${kept.length > 1 ? ' and above' : ''}`;
  const concept: Title = { kind: 'title', label, group: { levels: new Set(kept), label } };
  return [...clauses, { polarity: 'keep', concept } as C];
}
