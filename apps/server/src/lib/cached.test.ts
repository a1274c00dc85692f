import { describe, expect, it } from 'vitest';
import { cachedFor } from './cached.ts';

describe('cachedFor', () => {
  it('reads once per period, shares a read in flight and forgets a failed one', async () => {
    let clock = 0;
    let reads = 0;
    let fail = false;
    const read = cachedFor(
      15_000,
      async () => {
        reads++;
        if (fail) throw new Error('down');
        return reads;
      },
      () => clock,
    );
    expect(await Promise.all([read(), read()])).toEqual([1, 1]);
    clock = 14_999;
    expect(await read()).toBe(1);
    clock = 15_000;
    expect(await read()).toBe(2);
    fail = true;
    clock = 40_000;
    await expect(read()).rejects.toThrow('down');
    fail = false;
    expect(await read()).toBe(4);
    expect(reads).toBe(4);
  });
});
