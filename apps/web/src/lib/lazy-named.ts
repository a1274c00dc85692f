import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/** docs/product.md#limits: a lazy-loaded chunk that has not arrived after 120 s counts as failed. */
export const chunkTimeoutMs = 120_000;

export const chunkLoadErrorMessage = 'Loading chunk failed';

/** Raised for a route chunk that failed or timed out (docs/product.md#messages); the chunk error boundary recognises it. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(cause?: unknown) {
    super(chunkLoadErrorMessage, { cause });
  }
}

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof ChunkLoadError || (error instanceof Error && error.message.includes(chunkLoadErrorMessage));
}

/** Resolves the import, or rejects with ChunkLoadError when it fails or takes longer than `timeoutMs`. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = chunkTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(new Error(`Timed out after ${timeoutMs} ms`))), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(err));
      },
    );
  });
}

/** React.lazy for a module with named exports (we have no default exports). */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  timeoutMs = chunkTimeoutMs,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: (await loadChunk(load, timeoutMs))[name] }));
}
