import type { Readable } from 'node:stream';
import { TabularError, tabularMessages, xlsxLimits } from './errors.ts';
import { readXmlPart } from './xlsx-xml.ts';

export type SharedStringLimits = { maxStrings: number; maxBytes: number };

/**
 * A workbook's shared strings, kept compactly: their UTF-8 bytes end to end in one buffer and where each
 * ends in a Uint32Array (4 bytes per string, whatever it is). Rich text is flattened to its text as it is
 * read. Bounded by the number of strings and their decoded bytes (not the XML's), which bounds the memory:
 * 13 million empty rich-text entries (255 MB of XML) cost 52 MB of ends and are refused past the count.
 */
export class SharedStrings {
  private bytes = Buffer.allocUnsafe(64 * 1024);
  private ends = new Uint32Array(1024);
  private used = 0;
  count = 0;
  private readonly limits: SharedStringLimits;

  constructor(limits: SharedStringLimits = xlsxLimits.sharedStrings) {
    this.limits = limits;
  }

  add(text: string): void {
    if (this.count >= this.limits.maxStrings) throw new TabularError(tabularMessages.tooManyStrings(this.limits.maxStrings));
    const length = Buffer.byteLength(text);
    if (this.used + length > this.limits.maxBytes) throw new TabularError(tabularMessages.stringsTooLarge(this.limits.maxBytes));
    if (this.used + length > this.bytes.length) {
      const grown = Buffer.allocUnsafe(Math.min(Math.max(this.bytes.length * 2, this.used + length), this.limits.maxBytes));
      this.bytes.copy(grown, 0, 0, this.used);
      this.bytes = grown;
    }
    if (this.count === this.ends.length) {
      const grown = new Uint32Array(Math.min(this.ends.length * 2, this.limits.maxStrings));
      grown.set(this.ends);
      this.ends = grown;
    }
    if (length) this.used += this.bytes.write(text, this.used, 'utf8');
    this.ends[this.count++] = this.used;
  }

  /** The text of string `index`; '' for an index the table does not have. */
  get(index: number): string {
    if (!(index >= 0 && index < this.count)) return '';
    const start = index === 0 ? 0 : this.ends[index - 1]!;
    const end = this.ends[index]!;
    return start === end ? '' : this.bytes.toString('utf8', start, end);
  }
}

/** Reads xl/sharedStrings.xml: each `<si>` is the text of its `<t>` runs, phonetic guides (`<rPh>`) left out. */
export async function readSharedStrings(stream: Readable, limits?: SharedStringLimits): Promise<SharedStrings> {
  const strings = new SharedStrings(limits);
  let inItem = false;
  let inText = false;
  let phonetic = 0;
  let text = '';
  await readXmlPart(stream, {
    open(name) {
      if (name === 'si') {
        inItem = true;
        text = '';
      } else if (name === 't') inText = inItem && phonetic === 0;
      else if (name === 'rPh') phonetic++;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'si') {
        strings.add(text);
        inItem = false;
        text = '';
      }
    },
    text(value) {
      if (inText) {
        text += value;
        if (text.length > xlsxLimits.maxTokenChars) throw new TabularError(tabularMessages.valueTooLarge);
      }
    },
  });
  return strings;
}
