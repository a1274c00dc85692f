/**
 * Column names of a table: header cells trimmed, a blank one named `Column N` (its 1-based position),
 * a repeated one numbered ` (2)`, ` (3)` — skipping numbers another header cell already uses, so the
 * names in the file stay as they are. Grows when a later row is longer than the header.
 */
export class ColumnNames {
  readonly names: string[] = [];
  private readonly taken = new Set<string>();
  private readonly inHeader: Set<string>;

  constructor(header: readonly string[]) {
    const trimmed = header.map((h) => h.trim());
    this.inHeader = new Set(trimmed.filter((h) => h !== ''));
    for (const name of trimmed) this.add(name);
  }

  get length(): number {
    return this.names.length;
  }

  /** Adds `Column N` names until there are `width` columns. */
  extendTo(width: number): void {
    while (this.names.length < width) this.add('');
  }

  private add(raw: string): void {
    const base = raw || `Column ${this.names.length + 1}`;
    let name = base;
    for (let n = 2; this.taken.has(name) || (name !== raw && this.inHeader.has(name)); n++) name = `${base} (${n})`;
    this.taken.add(name);
    this.names.push(name);
  }
}

/** Whether a record carries nothing (every cell blank): such lines are skipped. */
export function isBlankRecord(record: readonly string[]): boolean {
  for (const cell of record) if (cell.trim() !== '') return false;
  return true;
}

/** The record without its trailing blank cells (a trailing delimiter is not a column). */
export function withoutTrailingBlanks(record: string[]): string[] {
  let end = record.length;
  while (end > 0 && record[end - 1]!.trim() === '') end--;
  return end === record.length ? record : record.slice(0, end);
}
