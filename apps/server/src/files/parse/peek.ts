import { Readable } from 'node:stream';

/**
 * Reads the first `bytes` of a stream (fewer if it is shorter) and gives back a stream that replays
 * them followed by the rest, so a format can be sniffed without holding more than the head.
 */
export async function peekStream(input: Readable, bytes: number): Promise<{ head: Buffer; complete: boolean; stream: Readable }> {
  const iterator = input[Symbol.asyncIterator]() as AsyncIterator<Buffer | string>;
  const chunks: Buffer[] = [];
  let size = 0;
  let complete = false;
  try {
    while (size < bytes) {
      const next = await iterator.next();
      if (next.done) {
        complete = true;
        break;
      }
      const chunk = typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
      chunks.push(chunk);
      size += chunk.length;
    }
  } catch (err) {
    await iterator.return?.();
    throw err;
  }
  const head = Buffer.concat(chunks);
  async function* replay(): AsyncGenerator<Buffer> {
    try {
      yield head;
      if (complete) return;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
      }
    } finally {
      // Ends (and closes) the source when the reader stops early.
      await iterator.return?.();
    }
  }
  return { head: head.subarray(0, bytes), complete, stream: Readable.from(replay(), { objectMode: false }) };
}

/** What an iterator has left, as an async generator (stopping early leaves the iterator as it is). */
export async function* remaining<T>(iterator: AsyncIterator<T>): AsyncGenerator<T> {
  for (;;) {
    const next = await iterator.next();
    if (next.done) return;
    yield next.value;
  }
}

/** `first`, then what `rest` has left. */
export async function* prepend<T>(first: T, rest: AsyncIterator<T>): AsyncGenerator<T> {
  yield first;
  yield* remaining(rest);
}
