import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache.ts';

describe('session cache', () => {
  it('remembers a session for the TTL only', () => {
    const cache = createSessionCache<string>(1000);
    cache.set('Bearer a', 'session-a', 0);
    expect(cache.get('Bearer a', 999)).toBe('session-a');
    expect(cache.get('Bearer a', 1000)).toBeUndefined();
    expect(cache.get('Bearer b', 0)).toBeUndefined();
  });

  it('forgets on demand and evicts the oldest when full', () => {
    const cache = createSessionCache<number>(60_000, 2);
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    cache.forget('a');
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set('c', 3, 0);
    cache.set('d', 4, 0);
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('d', 1)).toBe(4);
  });
});
