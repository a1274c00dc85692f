import { describe, expect, it } from 'vitest';
import { bitmapFromWords, fromBitmap } from './qualified-rows.ts';

/** The job bitmap's layout spelled out: bit (i & 7) of byte i >> 3 is row i. */
function toBitmap(qualified: Iterable<number>, totalRows: number): Buffer {
  const bitmap = Buffer.alloc(Math.ceil(totalRows / 8));
  for (const i of qualified) bitmap[i >> 3]! |= 1 << (i & 7);
  return bitmap;
}

describe('qualified-rows bitmap', () => {
  it('round-trips kept and excluded row indexes', () => {
    const kept = [0, 3, 7, 8, 15, 16, 99];
    const lists = fromBitmap(toBitmap(kept, 100), 100);
    expect([...lists.kept]).toEqual(kept);
    expect(lists.excluded.length).toBe(93);
    expect(lists.excluded[0]).toBe(1);
    expect([...lists.excluded].some((i) => kept.includes(i))).toBe(false);
  });

  it('handles empty and full jobs', () => {
    expect(fromBitmap(toBitmap([], 0), 0).kept.length).toBe(0);
    const all = Array.from({ length: 17 }, (_, i) => i);
    expect([...fromBitmap(toBitmap(all, 17), 17).kept]).toEqual(all);
  });

  it('builds the bitmap from the 32-row words the database answers, counting the kept rows', () => {
    const kept = [0, 5, 31, 32, 63, 64, 70, 95, 96, 99];
    const words = new Map<number, number>();
    for (const i of kept) words.set(i >> 5, (words.get(i >> 5) ?? 0) | (1 << (i & 31)));
    const built = bitmapFromWords(
      [...words].map(([w, bits]) => ({ w, bits })),
      100,
    );
    expect(built.kept).toBe(kept.length);
    expect(built.bitmap.equals(toBitmap(kept, 100))).toBe(true);
    expect([...fromBitmap(built.bitmap, 100).kept]).toEqual(kept);
  });
});
