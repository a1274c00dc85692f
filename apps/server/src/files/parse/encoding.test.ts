import { describe, expect, it } from 'vitest';
import { detectEncoding, isValidUtf8, isValidUtf8Stream, utf8Chunks } from './encoding.ts';

const bytes = (...b: number[]) => Uint8Array.from(b);

describe('detectEncoding', () => {
  it('follows a byte-order mark', () => {
    expect(detectEncoding(bytes(0xef, 0xbb, 0xbf, 0x61))).toEqual({ encoding: 'utf-8', bom: 3 });
    expect(detectEncoding(bytes(0xff, 0xfe, 0x61, 0x00))).toEqual({ encoding: 'utf-16le', bom: 2 });
    expect(detectEncoding(bytes(0xfe, 0xff, 0x00, 0x61))).toEqual({ encoding: 'utf-16be', bom: 2 });
  });

  it('recognises UTF-16 without a BOM by its zero bytes', () => {
    expect(detectEncoding(Buffer.from('name,city\n', 'utf16le')).encoding).toBe('utf-16le');
    expect(detectEncoding(Buffer.from('name,city\n', 'utf16le').swap16()).encoding).toBe('utf-16be');
  });

  it('reads valid UTF-8 as UTF-8 and anything else as Windows-1252', () => {
    expect(detectEncoding(Buffer.from('Café,Zürich\n')).encoding).toBe('utf-8');
    expect(detectEncoding(Buffer.from('Caf\xe9 \x93quoted\x94\n', 'latin1')).encoding).toBe('windows-1252');
  });

  it('allows a multi-byte character cut at the end of a partial head, not of a whole file', () => {
    const cut = Buffer.from('abc é').subarray(0, 5);
    expect(isValidUtf8(cut, false)).toBe(true);
    expect(isValidUtf8(cut, true)).toBe(false);
    expect(detectEncoding(cut, true).encoding).toBe('windows-1252');
  });

  it('checks a whole stream, whatever the chunk boundaries', async () => {
    const text = Buffer.from('€'.repeat(1000));
    const chunks = async function* (buf: Buffer) {
      for (let i = 0; i < buf.length; i += 7) yield buf.subarray(i, i + 7);
    };
    expect(await isValidUtf8Stream(chunks(text))).toBe(true);
    expect(await isValidUtf8Stream(chunks(Buffer.concat([text, Buffer.from([0xe9, 0x20])])))).toBe(false);
    expect(await isValidUtf8Stream(chunks(Buffer.from('a😀b'.repeat(300))))).toBe(true);
    // A lead byte whose sequence never completes, at the very end and in the middle.
    expect(await isValidUtf8Stream(chunks(Buffer.concat([text, Buffer.from([0xf0, 0x9f])])))).toBe(false);
    expect(await isValidUtf8Stream(chunks(Buffer.concat([Buffer.from('abcdef'), Buffer.from([0xe2, 0x82]), Buffer.from('zzzzzz')])))).toBe(
      false,
    );
  });
});

describe('utf8Chunks', () => {
  const bytes = Buffer.from('\ufeffa€b😀c,é\n'.repeat(5));
  async function* cut(size: number) {
    for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
  }

  it('gives the text (BOM kept) whatever the chunk boundaries, and after any number of texts the rest as bytes', async () => {
    for (const size of [1, 2, 3, 5, 7, 64]) {
      const all = utf8Chunks(cut(size));
      let text = '';
      for await (const t of all.texts) text += t;
      expect(text).toBe(bytes.toString('utf8'));
      for (let taken = 0; taken < Math.ceil(bytes.length / size); taken++) {
        const { texts, unread } = utf8Chunks(cut(size));
        let decoded = '';
        for (let i = 0; i < taken; i++) decoded += (await texts.next()).value ?? '';
        const rest: Uint8Array[] = [];
        for await (const b of unread()) rest.push(b);
        expect(Buffer.concat([Buffer.from(decoded), ...rest])).toEqual(bytes);
      }
    }
  });
});
