import { describe, expect, it } from 'vitest';
import { recentMap } from './recent-map.ts';

describe('recentMap', () => {
  it('keeps the most recently used entries up to its size', () => {
    const map = recentMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1); // a is now newer than b
    map.set('c', 3);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('c')).toBe(3);
  });

  it('replaces and deletes entries', () => {
    const map = recentMap<string, number>(2);
    map.set('a', 1);
    map.set('a', 2);
    map.set('b', 3);
    expect(map.get('a')).toBe(2);
    map.delete('a');
    expect(map.get('a')).toBeUndefined();
    expect(map.get('b')).toBe(3);
  });
});
