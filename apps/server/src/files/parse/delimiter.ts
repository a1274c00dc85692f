export const delimiters = [',', ';', '\t', '|'] as const;
export type Delimiter = (typeof delimiters)[number];

/**
 * The first lines of a CSV sample, a line break inside quotes kept inside its line. Unless the sample
 * is the whole file, its last line may be cut short and is dropped.
 */
export function sampleLines(sample: string, maxLines = 50, complete = false): string[] {
  const lines: string[] = [];
  let inQuotes = false;
  let start = 0;
  for (let i = 0; i < sample.length && lines.length < maxLines; i++) {
    const ch = sample[i];
    if (ch === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (ch === '\n' || ch === '\r')) {
      lines.push(sample.slice(start, i));
      if (ch === '\r' && sample[i + 1] === '\n') i++;
      start = i + 1;
    }
  }
  if (complete && lines.length < maxLines && start < sample.length) lines.push(sample.slice(start));
  return lines;
}

/** How often `delimiter` occurs in `line` outside double quotes. */
export function countOutsideQuotes(line: string, delimiter: string): number {
  let count = 0;
  let inQuotes = false;
  for (const ch of line) {
    if (ch === '"') inQuotes = !inQuotes;
    else if (!inQuotes && ch === delimiter) count++;
  }
  return count;
}

/**
 * Picks the delimiter among , ; tab | that splits the sample's lines most consistently (the same count
 * on most lines, the header included); among near-equally consistent ones, the one giving more columns;
 * then the order above. A sample with none of them is a one-column comma file.
 */
export function sniffDelimiter(sample: string, complete = false): Delimiter {
  const lines = sampleLines(sample, 50, complete).filter((l) => l.trim() !== '');
  if (lines.length === 0 && sample.trim() !== '') lines.push(sample);
  const scored = delimiters.flatMap((delimiter) => {
    const counts = lines.map((l) => countOutsideQuotes(l, delimiter));
    const mode = modeOfPositive(counts);
    if (mode === 0) return [];
    return [{ delimiter, mode, consistency: counts.filter((c) => c === mode).length / counts.length }];
  });
  const best = Math.max(0, ...scored.map((s) => s.consistency));
  const contenders = scored.filter((s) => s.consistency >= best - 0.1);
  let pick = contenders[0];
  for (const s of contenders) if (pick && s.mode > pick.mode) pick = s;
  return pick?.delimiter ?? ',';
}

/** The most frequent non-zero count (the larger on a tie), 0 when all are zero. */
function modeOfPositive(counts: number[]): number {
  const freq = new Map<number, number>();
  for (const c of counts) if (c > 0) freq.set(c, (freq.get(c) ?? 0) + 1);
  let mode = 0;
  let best = 0;
  for (const [count, n] of freq) {
    if (n > best || (n === best && count > mode)) {
      mode = count;
      best = n;
    }
  }
  return mode;
}

/**
 * The record delimiters to give the parser: the one kind of line end the sample uses outside quotes
 * (the parser is a third faster with one), or all three when the sample mixes them or has none.
 */
export function lineEndings(sample: string): string[] {
  let crlf = 0;
  let lf = 0;
  let cr = 0;
  let inQuotes = false;
  for (let i = 0; i < sample.length; i++) {
    const ch = sample[i];
    if (ch === '"') inQuotes = !inQuotes;
    else if (inQuotes) continue;
    else if (ch === '\r') {
      if (sample[i + 1] === '\n') {
        crlf++;
        i++;
      } else if (i + 1 < sample.length) cr++;
    } else if (ch === '\n') lf++;
  }
  const kinds = [crlf && '\r\n', lf && '\n', cr && '\r'].filter((k): k is string => typeof k === 'string');
  return kinds.length === 1 ? kinds : ['\r\n', '\n', '\r'];
}
