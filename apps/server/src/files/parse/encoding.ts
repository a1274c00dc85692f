import { isUtf8 } from 'node:buffer';
import { remaining } from './peek.ts';

/** Text encodings a CSV may arrive in (names as TextDecoder knows them). */
export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export type EncodingGuess = { encoding: TextEncoding; /** bytes of byte-order mark to skip */ bom: number };

/**
 * Decides how to read the bytes of a CSV from its first bytes: a BOM wins; then UTF-16 without BOM
 * (NUL in every other byte); then UTF-8 if the bytes are valid UTF-8; otherwise Windows-1252, the
 * encoding of Excel's "CSV" on Western Windows (a superset of Latin-1 for printable text).
 * `complete`: `head` is the whole file (a multi-byte sequence cut at its end is then invalid).
 */
export function detectEncoding(head: Uint8Array, complete = false): EncodingGuess {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { encoding: 'utf-8', bom: 3 };
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: 'utf-16le', bom: 2 };
  if (head[0] === 0xfe && head[1] === 0xff) return { encoding: 'utf-16be', bom: 2 };
  const utf16 = guessUtf16WithoutBom(head);
  if (utf16) return { encoding: utf16, bom: 0 };
  return { encoding: isValidUtf8(head, complete) ? 'utf-8' : 'windows-1252', bom: 0 };
}

/** Valid UTF-8? With `complete` false a sequence cut off at the end is allowed (more bytes follow). */
export function isValidUtf8(bytes: Uint8Array, complete = false): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: !complete });
    return true;
  } catch {
    return false;
  }
}

/** Reads a whole byte stream once and tells whether all of it is valid UTF-8 (simdutf: about 1 GB/s). */
export async function isValidUtf8Stream(chunks: AsyncIterable<Uint8Array>): Promise<boolean> {
  let carry: Uint8Array = new Uint8Array(0);
  for await (const chunk of chunks) {
    const bytes = carry.length ? Buffer.concat([carry, chunk]) : chunk;
    // Validate up to the last character boundary; a sequence cut by the chunk end waits for the next.
    const end = lastBoundary(bytes);
    if (!isUtf8(bytes.subarray(0, end))) return false;
    carry = bytes.slice(end);
  }
  return carry.length === 0;
}

/**
 * UTF-8 text of a byte stream, each chunk decoded up to its last whole character (a BOM is kept: it is
 * text here). `unread()` gives the bytes not yet decoded, for a reader that takes over from the text.
 */
export function utf8Chunks(chunks: AsyncIterable<Uint8Array>): { texts: AsyncGenerator<string>; unread: () => AsyncGenerator<Uint8Array> } {
  const iterator = chunks[Symbol.asyncIterator]();
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  let carry: Uint8Array = new Uint8Array(0);
  async function* texts(): AsyncGenerator<string> {
    for (;;) {
      const next = await iterator.next();
      if (next.done) break;
      const bytes = carry.length ? Buffer.concat([carry, next.value]) : next.value;
      const end = lastBoundary(bytes);
      carry = bytes.slice(end);
      if (end > 0) yield decoder.decode(bytes.subarray(0, end));
    }
    if (carry.length) {
      const rest = decoder.decode(carry);
      carry = new Uint8Array(0);
      yield rest;
    }
  }
  async function* unread(): AsyncGenerator<Uint8Array> {
    if (carry.length) yield carry;
    yield* remaining(iterator);
  }
  return { texts: texts(), unread };
}

/** Index after which only the start of an incomplete multi-byte sequence remains (at most 3 bytes). */
function lastBoundary(bytes: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const b = bytes[bytes.length - back]!;
    if ((b & 0xc0) !== 0x80) {
      // A lead byte: complete if the sequence it starts fits in the bytes after it.
      const needed = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
      return needed > back ? bytes.length - back : bytes.length;
    }
  }
  return bytes.length;
}

/** Plain-ASCII text in UTF-16 has a zero in every other byte: which half tells the byte order. */
function guessUtf16WithoutBom(head: Uint8Array): TextEncoding | undefined {
  const pairs = Math.floor(Math.min(head.length, 4096) / 2);
  if (pairs < 2) return undefined;
  let zeroEven = 0;
  let zeroOdd = 0;
  for (let i = 0; i < pairs * 2; i += 2) {
    if (head[i] === 0) zeroEven++;
    if (head[i + 1] === 0) zeroOdd++;
  }
  if (zeroOdd >= pairs * 0.4 && zeroEven <= pairs * 0.05) return 'utf-16le';
  if (zeroEven >= pairs * 0.4 && zeroOdd <= pairs * 0.05) return 'utf-16be';
  return undefined;
}

/** Decodes a byte stream to text chunks (the BOM, if any, is dropped by TextDecoder). */
export async function* decodeChunks(chunks: AsyncIterable<Uint8Array>, encoding: TextEncoding): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding);
  for await (const chunk of chunks) {
    const text = decoder.decode(chunk, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}
