import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTag } from 'saxes';
import { TabularError, tabularMessages, xlsxLimits } from './errors.ts';
import { zipStreamError } from './xlsx-zip.ts';

/**
 * Streaming a workbook's XML parts through saxes (a maintained SAX parser): no part is held whole, and
 * what each part may cost is bounded by what it holds, not by its bytes.
 */

export type XmlHandlers = {
  open(name: string, attributes: Record<string, string>): void;
  close(name: string): void;
  text(text: string): void;
};

/** The element name without its namespace prefix (`x:row` → `row`). */
const localName = (name: string) => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};

/** A parser whose events go to `handlers`; a DOCTYPE (entities, external or expanding) is refused. */
function createParser(handlers: XmlHandlers): SaxesParser {
  const parser = new SaxesParser({ position: false });
  parser.on('doctype', () => {
    throw new TabularError(tabularMessages.xmlDoctype);
  });
  parser.on('opentag', (node: SaxesTag) => handlers.open(localName(node.name), node.attributes as Record<string, string>));
  parser.on('closetag', (node: SaxesTag) => handlers.close(localName(node.name)));
  parser.on('text', handlers.text);
  parser.on('cdata', handlers.text);
  return parser;
}

/** What a failure while reading a part means for the user. */
function readError(err: unknown): TabularError {
  if (err instanceof TabularError) return err;
  // V8 gives up on a string past ~512 M characters: a value that large is too large, not damaged.
  if (err instanceof RangeError) return new TabularError(tabularMessages.valueTooLarge);
  return zipStreamError(err);
}

/**
 * Feeds a part to the handlers one decompressed chunk at a time, yielding after each (the caller takes
 * what the chunk completed). No token (a text node, a tag) may be longer than `maxTokenChars`: the
 * characters since the last `<` are counted as they arrive, before saxes builds the string.
 */
export async function* parseXmlPart(
  stream: Readable,
  handlers: XmlHandlers,
  maxTokenChars = xlsxLimits.maxTokenChars,
): AsyncGenerator<void, void> {
  const parser = createParser(handlers);
  const decoder = new StringDecoder('utf8');
  let sinceTag = 0;
  try {
    for await (const chunk of stream) {
      const text = decoder.write(chunk as Buffer);
      const lt = text.lastIndexOf('<');
      sinceTag = lt < 0 ? sinceTag + text.length : text.length - lt;
      if (sinceTag > maxTokenChars) throw new TabularError(tabularMessages.valueTooLarge);
      parser.write(text);
      yield;
    }
    parser.write(decoder.end());
    parser.close();
  } catch (err) {
    throw readError(err);
  } finally {
    stream.destroy();
  }
}

/** Reads a whole part through the handlers. */
export async function readXmlPart(stream: Readable, handlers: XmlHandlers): Promise<void> {
  for await (const _ of parseXmlPart(stream, handlers));
}

/** Built-in number formats that show a date or time (ECMA-376 §18.8.30). */
const builtInDateFormats = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** Which cell styles (`s` of a cell: an index into cellXfs) show a date, from xl/styles.xml. */
export async function readDateStyles(stream: Readable, isDateFormat: (format: string) => boolean): Promise<boolean[]> {
  const formats = new Map<number, string>();
  const dateStyles: boolean[] = [];
  let inCellXfs = false;
  await readXmlPart(stream, {
    open(name, attrs) {
      if (name === 'numFmt') formats.set(Number(attrs.numFmtId), attrs.formatCode ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        if (dateStyles.length >= xlsxLimits.maxStyles) throw new TabularError(tabularMessages.zipBomb);
        const id = Number(attrs.numFmtId ?? 0);
        const custom = formats.get(id);
        dateStyles.push(custom === undefined ? builtInDateFormats.has(id) : isDateFormat(custom));
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
    text() {},
  });
  return dateStyles;
}
