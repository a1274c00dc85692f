import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, loadChunk } from './lazy-named';

describe('loadChunk', () => {
  it('resolves the module', async () => {
    await expect(loadChunk(() => Promise.resolve({ a: 1 }))).resolves.toEqual({ a: 1 });
  });

  it("turns a failed import into 'Loading chunk failed'", async () => {
    const failure = loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(failure).rejects.toThrow('Loading chunk failed');
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('fails a chunk that takes longer than the timeout (120 s by default)', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise<never>(() => {}));
    const assertion = expect(pending).rejects.toThrow('Loading chunk failed');
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('recognises chunk errors by type or message', () => {
    expect(isChunkLoadError(new ChunkLoadError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk failed'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});
