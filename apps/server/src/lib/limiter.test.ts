import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error.ts';
import { busyMessage, createLimiter } from './limiter.ts';

const options = { running: 2, waiting: 1, retryAfterSeconds: 7, busyMessage: busyMessage('uploads', 7) };

describe('createLimiter', () => {
  it('runs up to `running` at once, queues `waiting` more and refuses the rest with 503 and Retry-After', async () => {
    const limiter = createLimiter(options);
    const a = await limiter.acquire();
    await limiter.acquire();
    const queued = limiter.acquire();
    expect(limiter.running).toBe(2);
    expect(limiter.waiting).toBe(1);
    const refused = await limiter.acquire().catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({
      statusCode: 503,
      retryAfterSeconds: 7,
      message: 'The server is busy with other uploads. Please try again in 7 seconds.',
    });
    a();
    const c = await queued;
    expect(limiter.running).toBe(2);
    expect(limiter.waiting).toBe(0);
    c();
    await new Promise((r) => setImmediate(r)); // a release is counted once its task has settled
    expect(limiter.running).toBe(1);
  });

  it('serves waiters first come, first served, and a release counts once', async () => {
    const limiter = createLimiter({ ...options, running: 1, waiting: 5 });
    const first = await limiter.acquire();
    const order: number[] = [];
    const waiters = [1, 2, 3].map((n) =>
      limiter.acquire().then((release) => {
        order.push(n);
        release();
      }),
    );
    first();
    first();
    await Promise.all(waiters);
    expect(order).toEqual([1, 2, 3]);
    expect(limiter.running).toBe(0);
    // A double release did not free a second slot: two callers never ran together.
    await limiter.acquire();
    expect(limiter.running).toBe(1);
  });
});
