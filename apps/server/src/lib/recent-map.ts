/** A map that keeps only the `max` most recently used entries (reading or writing an entry uses it). */
export function recentMap<K, V>(max: number) {
  const entries = new Map<K, V>();
  const touch = (key: K, value: V) => {
    entries.delete(key);
    entries.set(key, value);
  };
  return {
    get(key: K): V | undefined {
      const value = entries.get(key);
      if (value !== undefined) touch(key, value);
      return value;
    },
    set(key: K, value: V): void {
      touch(key, value);
      if (entries.size > max) entries.delete(entries.keys().next().value!);
    },
    delete(key: K): void {
      entries.delete(key);
    },
  };
}
